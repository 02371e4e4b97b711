// SubscriptionRegistry: union, ref-counting, debounced full-union (replace) sends, resubscribe after reconnect.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ObjectsRequest, ObjectsResult } from '../../../protocol/objects';
import { MoonrakerError } from '../errors';
import { SubscriptionRegistry, mergeObjects } from '../subscriptions';
import { FakeWebSocket } from './fake-websocket';
import { makeSocket, openSocket, settle } from './helpers';

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function makeRegistry() {
  const sent: ObjectsRequest[] = [];
  const send = vi.fn(async (objects: ObjectsRequest): Promise<ObjectsResult> => {
    sent.push(objects);
    return { eventtime: sent.length, status: {} };
  });
  return { registry: new SubscriptionRegistry(send), send, sent };
}

describe('mergeObjects', () => {
  it('unions fields, lets null (all fields) win, and sorts', () => {
    expect(
      mergeObjects([
        { extruder: ['target', 'temperature'], toolhead: ['position'] },
        { extruder: ['temperature', 'power'], webhooks: null },
        { toolhead: null },
        { webhooks: ['state'] },
      ]),
    ).toEqual({
      extruder: ['power', 'target', 'temperature'],
      toolhead: null,
      webhooks: null,
    });
  });
});

describe('SubscriptionRegistry', () => {
  it('debounces changes in one tick into one subscribe of the union', async () => {
    const { registry, send, sent } = makeRegistry();
    registry.add('temps', { extruder: ['temperature'] });
    registry.add('toolhead', { toolhead: ['position'] });
    registry.add('temps', { heater_bed: ['temperature', 'target'] });
    expect(send).not.toHaveBeenCalled();
    await flush();
    expect(send).toHaveBeenCalledTimes(1);
    expect(sent[0]).toEqual({
      extruder: ['temperature'],
      heater_bed: ['target', 'temperature'],
      toolhead: ['position'],
    });
  });

  it('always sends the full union (Moonraker replaces the previous subscription)', async () => {
    const { registry, sent } = makeRegistry();
    registry.add('a', { extruder: ['temperature'] });
    await flush();
    registry.add('b', { fan: ['speed'] });
    await flush();
    expect(sent).toEqual([
      { extruder: ['temperature'] },
      { extruder: ['temperature'], fan: ['speed'] },
    ]);
  });

  it('ref-counts registrations: an object stays until its last holder unsubscribes', async () => {
    const { registry, sent } = makeRegistry();
    const offA = registry.add('a', { extruder: null });
    const offB = registry.add('b', { extruder: ['temperature'], fan: ['speed'] });
    const offA2 = registry.add('a', { extruder: ['target'] });
    await flush();
    expect(registry.count('a')).toBe(2);
    expect(sent.at(-1)).toEqual({ extruder: null, fan: ['speed'] });
    offA();
    await flush();
    expect(sent.at(-1)).toEqual({ extruder: ['target', 'temperature'], fan: ['speed'] });
    offA(); // idempotent: does not remove anything else
    offB();
    await flush();
    expect(sent.at(-1)).toEqual({ extruder: ['target'] });
    offA2();
    await flush();
    expect(sent.at(-1)).toEqual({}); // empty subscribe cancels Moonraker's subscription
    expect(registry.union()).toEqual({});
    expect(registry.count()).toBe(0);
  });

  it('does not resend an unchanged union', async () => {
    const { registry, send } = makeRegistry();
    registry.add('a', { extruder: ['temperature'] });
    await flush();
    const off = registry.add('b', { extruder: ['temperature'] });
    await flush();
    off();
    await flush();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('resubscribe() sends the union now even if unchanged, returns its result; null when empty', async () => {
    const { registry, send } = makeRegistry();
    expect(await registry.resubscribe()).toBeNull();
    expect(send).not.toHaveBeenCalled();
    const results: ObjectsResult[] = [];
    registry.onResult((r) => results.push(r));
    registry.add('a', { webhooks: null });
    await flush();
    const result = await registry.resubscribe();
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1]![0]).toEqual({ webhooks: null });
    expect(result).toEqual({ eventtime: 2, status: {} });
    expect(results.map((r) => r.eventtime)).toEqual([1, 2]);
  });

  it('reports a failed debounced send and retries on the next change', async () => {
    const send = vi
      .fn<(o: ObjectsRequest) => Promise<ObjectsResult>>()
      .mockRejectedValueOnce(new MoonrakerError('NOT_CONNECTED', 'Not connected'))
      .mockResolvedValue({ eventtime: 1, status: {} });
    const registry = new SubscriptionRegistry(send);
    const errors: unknown[] = [];
    registry.onError((e) => errors.push(e));
    registry.add('a', { extruder: null });
    await flush();
    expect(errors).toHaveLength(1);
    const off = registry.add('b', { extruder: null }); // same union, but the last send failed
    await flush();
    expect(send).toHaveBeenCalledTimes(2);
    off();
  });
});

describe('SubscriptionRegistry over MoonrakerSocket', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeWebSocket.reset();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('resubscribes with the full union on the new socket after a reconnect', async () => {
    const { socket } = makeSocket();
    const registry = new SubscriptionRegistry((objects) =>
      socket.call<ObjectsResult>('printer.objects.subscribe', { objects }),
    );
    socket.on('ready', () => void registry.resubscribe().catch(() => undefined));
    const seeded: ObjectsResult[] = [];
    registry.onResult((r) => seeded.push(r));
    const first = await openSocket(socket);
    registry.add('printer', { print_stats: null, extruder: ['temperature'] });
    registry.add('chart', { heater_bed: ['temperature'] });
    await settle();
    const sub1 = first.request('printer.objects.subscribe');
    expect(sub1.params).toEqual({
      objects: { extruder: ['temperature'], heater_bed: ['temperature'], print_stats: null },
    });
    first.reply(sub1.id, { eventtime: 1, status: { print_stats: { state: 'standby' } } });
    await settle();

    first.serverClose(1006);
    await vi.advanceTimersByTimeAsync(2000);
    const second = FakeWebSocket.last();
    second.open();
    second.answerIdentify();
    await settle();
    const sub2 = second.request('printer.objects.subscribe');
    expect(sub2.params).toEqual(sub1.params);
    second.reply(sub2.id, { eventtime: 2, status: {} });
    await settle();
    expect(seeded.map((r) => r.eventtime)).toEqual([1, 2]);
  });
});
