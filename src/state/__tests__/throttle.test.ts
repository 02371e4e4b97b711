// The throttle flags of a test printer: notify_cpu_throttled becomes snackbars (error for active
// flags, info for 'Previously …' flags) with the documentation link, once per change of the bits,
// and items in that printer's notification menu; a host already throttled at connect is told too.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { THROTTLE_DOCS_URL } from '../../lib/throttle';
import { openTestPrinter, type TestPrinter } from '../../test/printer-scope';
import { useMessages } from '../messages';
import { notificationsStore } from '../notifications';
import { applyThrottled, throttleWatch, watchThrottle } from '../throttle';

/** The printer notifies these bits; resolves once every notice so far is shown. */
async function send(p: TestPrinter, bits: number): Promise<void> {
  p.printer.sockets()[0]!.receive({
    jsonrpc: '2.0',
    method: 'notify_cpu_throttled',
    params: [{ bits, flags: [] }],
  });
  await applyThrottled(p.scope, {}); // resolves once every earlier notification's notices are shown
}
const queue = () => useMessages.getState().queue;

describe('throttle flags', () => {
  let open: TestPrinter | undefined;

  let stop: (() => void) | undefined;

  /** A chosen printer, its throttle flags watched as at start-up; `throttled` is its proc_stats. */
  async function printer(throttled: unknown = null, host?: string): Promise<TestPrinter> {
    open = await openTestPrinter({
      host,
      active: true,
      setup: (p) =>
        p.rpc.set('machine.proc_stats', () => ({
          moonraker_stats: [],
          throttled_state: throttled,
        })),
    });
    stop = watchThrottle();
    return open;
  }

  beforeEach(() => useMessages.setState({ queue: [] }));
  afterEach(() => {
    stop?.();
    open?.close();
    open = undefined;
  });

  it('shows active flags as a persistent error with the documentation link', async () => {
    const p = await printer();
    await send(p, 0b1010);
    expect(queue()).toHaveLength(1);
    expect(queue()[0]).toMatchObject({
      severity: 'error',
      timeout: null,
      text: 'Host throttling: Frequency Capped, Temperature Limit Active. This may lead to a failed print.',
      link: { href: THROTTLE_DOCS_URL, label: 'Learn more' },
    });
  });

  it("shows 'Previously …' flags as info", async () => {
    const p = await printer();
    await send(p, 327680);
    expect(queue()).toMatchObject([
      {
        severity: 'info',
        text: 'Host throttled earlier: Previously Under-Volted, Previously Throttled. This may lead to a failed print.',
      },
    ]);
  });

  it('does not repeat unchanged bits, and starts afresh with the next printer', async () => {
    const a = await printer();
    await send(a, 1);
    useMessages.setState({ queue: [] });
    await send(a, 1);
    expect(queue()).toEqual([]);
    stop?.();
    a.close();
    const b = await printer(null, 'b.local:7125');
    await send(b, 1);
    expect(queue()).toHaveLength(1);
  });

  it("puts each new flag in the printer's notification menu: active ones as errors, past ones as info", async () => {
    const p = await printer();
    await send(p, 0b0010 | (1 << 18));
    expect(p.scope.get(notificationsStore).getState().items).toMatchObject([
      {
        id: 'throttle:Frequency Capped',
        type: 'error',
        title: 'Frequency Capped',
        snackbar: true,
        merge: true,
        description: `The host reports this throttle flag. This may lead to a failed print. [Learn more](${THROTTLE_DOCS_URL})`,
      },
      { id: 'throttle:Previously Throttled', type: 'info', title: 'Previously Throttled' },
    ]);
  });

  it('ignores a payload without bits', async () => {
    const p = await printer();
    const ws = p.printer.sockets()[0]!;
    ws.receive({
      jsonrpc: '2.0',
      method: 'notify_cpu_throttled',
      params: [{ flags: ['Frequency Capped'] }],
    });
    ws.receive({ jsonrpc: '2.0', method: 'notify_cpu_throttled', params: [] });
    await applyThrottled(p.scope, {});
    expect(queue()).toEqual([]);
  });

  it('tells of a host already throttled when the socket connects (proc_stats throttled_state)', async () => {
    let state: unknown = { bits: 0b0100, flags: ['Currently Throttled'] };
    open = await openTestPrinter({
      active: true,
      setup: (p) =>
        p.rpc.set('machine.proc_stats', () => ({ moonraker_stats: [], throttled_state: state })),
    });
    const p = open;
    stop = watchThrottle();
    await expect.poll(() => p.sent('machine.proc_stats')).toHaveLength(1);
    await expect
      .poll(() => queue())
      .toMatchObject([{ severity: 'error', text: expect.stringContaining('Throttled') }]);
    // A reconnect with the same bits tells nothing new; a host off a Pi (null) nothing at all.
    useMessages.setState({ queue: [] });
    state = { bits: 0b0100, flags: [] };
    p.scope.events.socketReady(p.scope.api!);
    state = null;
    p.scope.events.socketReady(p.scope.api!);
    await expect.poll(() => p.sent('machine.proc_stats')).toHaveLength(3);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await applyThrottled(p.scope, {});
    expect(queue()).toEqual([]);
  });

  it('watches only the chosen printer', async () => {
    const p = await printer();
    expect(p.scope.has(throttleWatch)).toBe(true);
    stop?.();
    const other = await openTestPrinter({ host: 'c.local:7125' });
    expect(other.scope.has(throttleWatch)).toBe(false);
    other.close();
  });
});
