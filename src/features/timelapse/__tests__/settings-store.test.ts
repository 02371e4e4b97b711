// The timelapse store against a pretend printer: settings read at socket ready only when the
// component is listed, a change posted without the blocked keys and replaced by the answer, the
// reset, and nothing of printer A left after switching to B.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TIMELAPSE_DEFAULTS } from '../settings-rules';
import { activeScope } from '../../../state/scope/active';
import { closeSession, startSession } from '../../../state/session';
import { changeTimelapse, resetTimelapse, useTimelapse } from '../settings-store';
import {
  FakePrinter,
  installNetwork,
  json,
  settle,
  uninstallNetwork,
} from '../../../state/__tests__/session-harness';

function withTimelapse(printer: FakePrinter): void {
  const info = { ...printer.serverInfo(), components: ['history', 'timelapse'] };
  printer.http.set('GET /server/info', () => json({ result: info }));
  printer.rpc.set('server.info', () => info);
}

describe('timelapse store', () => {
  let A: FakePrinter;
  let B: FakePrinter;
  let posted: Record<string, unknown>[];
  let stored: Record<string, unknown>;

  beforeEach(() => {
    A = new FakePrinter('a.local:7125', 20);
    B = new FakePrinter('b.local:7125', 30);
    posted = [];
    stored = { ...TIMELAPSE_DEFAULTS, mode: 'hyperlapse', blockedsettings: ['camera'] };
    withTimelapse(A);
    A.rpc.set('machine.timelapse.get_settings', () => stored);
    A.rpc.set('machine.timelapse.post_settings', (params) => {
      posted.push(params ?? {});
      // The server coerces and answers the whole object.
      stored = { ...stored, ...params, park_time: 0.25 };
      return stored;
    });
    B.rpc.set('machine.timelapse.get_settings', () => {
      throw new Error('B has no timelapse component');
    });
    installNetwork(A, B);
  });
  afterEach(() => {
    closeSession();
    uninstallNetwork();
  });

  /** Chooses a printer; its timelapse store is made at once, as the timelapse views do. */
  const start = async (apiUrl: string) => {
    await startSession(apiUrl);
    useTimelapse.getState();
    await settle(40);
  };
  const scope = () => activeScope()!;

  it('loads the settings at socket ready when the component is present', async () => {
    await start('http://a.local:7125');
    expect(useTimelapse.getState().settings?.mode).toBe('hyperlapse');
    expect(useTimelapse.getState().settings?.blockedsettings).toEqual(['camera']);
  });

  it('posts a change without the blocked keys; the answer replaces the settings', async () => {
    await start('http://a.local:7125');
    const done = changeTimelapse(scope(), {
      parkhead: true,
      camera: 'Bed',
      snapshoturl: 'x',
    } as never);
    expect(useTimelapse.getState().settings?.parkhead).toBe(true); // shown at once
    await settle();
    await done;
    expect(posted).toEqual([{ parkhead: true }]);
    const settings = useTimelapse.getState().settings;
    expect(settings?.parkhead).toBe(true);
    expect(settings?.park_time).toBe(0.25);
    expect(settings?.camera).toBe('');
  });

  it('resets to the defaults except the blocked settings', async () => {
    await start('http://a.local:7125');
    const done = resetTimelapse(scope());
    await settle();
    await done;
    expect(posted).toHaveLength(1);
    expect(posted[0]).not.toHaveProperty('camera');
    expect(posted[0]).not.toHaveProperty('snapshoturl');
    expect(posted[0]?.mode).toBe('layermacro');
    expect(useTimelapse.getState().settings?.mode).toBe('layermacro');
  });

  it('empties when the printer changes, and asks nothing without the component', async () => {
    await start('http://a.local:7125');
    expect(useTimelapse.getState().settings).not.toBeNull();
    await start('http://b.local:7125');
    expect(useTimelapse.getState().settings).toBeNull();
  });
});
