// The fleet's light scopes: one per printer however many views show it, kept a moment after the
// last view lets go (a page change does not reconnect), then closed with everything in it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectionStore } from '../../connection';
import {
  closeFleet,
  FLEET_LINGER_MS,
  FLEET_RETRY_MS,
  holdFleetScope,
  releaseFleetScope,
  useFleet,
} from '../fleet';

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('fetch', () => new Promise(() => {}));
});
afterEach(() => {
  closeFleet();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('fleet scopes', () => {
  it('two views of one printer share one light scope; two printers have two', () => {
    const a1 = holdFleetScope('http://a.local');
    const a2 = holdFleetScope('http://a.local');
    const b = holdFleetScope('http://b.local');
    expect(a1).toBe(a2);
    expect(a1.light).toBe(true);
    expect(b).not.toBe(a1);
    expect(Object.keys(useFleet.getState().entries)).toEqual(['http://a.local', 'http://b.local']);
    // Their status flushes wait for the ticks of one clock, so their changes render together.
    expect(a1.clock).not.toBeNull();
    expect(b.clock).toBe(a1.clock);
  });

  it('stays open while a view holds it, closes a moment after the last lets go', () => {
    const a1 = holdFleetScope('http://a.local');
    const a2 = holdFleetScope('http://a.local');
    releaseFleetScope(a1);
    vi.advanceTimersByTime(FLEET_LINGER_MS * 2);
    expect(a2.isClosed).toBe(false);
    releaseFleetScope(a2);
    vi.advanceTimersByTime(FLEET_LINGER_MS - 1);
    expect(a2.isClosed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(a2.isClosed).toBe(true);
    expect(useFleet.getState().entries['http://a.local']).toBeUndefined();
  });

  it('a view that comes back within the moment gets the same, still open scope', () => {
    const first = holdFleetScope('http://a.local');
    releaseFleetScope(first);
    vi.advanceTimersByTime(FLEET_LINGER_MS / 2);
    const again = holdFleetScope('http://a.local');
    expect(again).toBe(first);
    vi.advanceTimersByTime(FLEET_LINGER_MS * 2);
    expect(again.isClosed).toBe(false);
  });

  it('after it closed, a new holder gets a new scope', () => {
    const first = holdFleetScope('http://a.local');
    releaseFleetScope(first);
    vi.advanceTimersByTime(FLEET_LINGER_MS);
    const next = holdFleetScope('http://a.local');
    expect(next).not.toBe(first);
    expect(next.isClosed).toBe(false);
  });

  it('asks a printer that did not answer when its scope opened again, until it answers', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
      asked.push(new URL(String(input)).pathname);
      return Promise.reject(new TypeError('Failed to fetch'));
    });
    const scope = holdFleetScope('http://a.local');
    const checks = () => asked.filter((path) => path === '/server/info').length;
    await vi.advanceTimersByTimeAsync(0);
    expect(checks()).toBe(1);
    expect(scope.get(connectionStore).getState()).toMatchObject({
      socketStatus: 'closed',
      socketReason: 'unreachable',
    });
    await vi.advanceTimersByTimeAsync(FLEET_RETRY_MS);
    expect(checks()).toBe(2);
    await vi.advanceTimersByTimeAsync(FLEET_RETRY_MS);
    expect(checks()).toBe(3);
    // Once the scope is closed nothing asks any more.
    releaseFleetScope(scope);
    await vi.advanceTimersByTimeAsync(FLEET_LINGER_MS);
    expect(scope.isClosed).toBe(true);
    const atClose = checks();
    await vi.advanceTimersByTimeAsync(FLEET_RETRY_MS * 3);
    expect(checks()).toBe(atClose);
  });
});
