// The throttle store: notify_cpu_throttled becomes snackbars (error for active flags, info for
// 'Previously …' flags) with the documentation link, once per change of the bits, and
// notification-menu items.
import { beforeEach, describe, expect, it } from 'vitest';
import { THROTTLE_DOCS_URL } from '../../lib/throttle';
import { useMessages } from '../messages';
import { useNotifications } from '../notifications';
import { resetPrinterStores } from '../printer-scoped';
import type { MoonrakerApi } from '../../moonraker/api';
import { emitSocketReady, notifyListeners } from '../session-events';
import { applyThrottled } from '../throttle';

async function send(bits: number): Promise<void> {
  notifyListeners('notify_cpu_throttled', [{ bits, flags: [] }]);
  await applyThrottled({}); // resolves once every earlier notification's notices are shown
}
const queue = () => useMessages.getState().queue;

describe('throttle store', () => {
  beforeEach(() => {
    resetPrinterStores();
    useMessages.setState({ queue: [] });
  });

  it('shows active flags as a persistent error with the documentation link', async () => {
    await send(0b1010);
    expect(queue()).toHaveLength(1);
    expect(queue()[0]).toMatchObject({
      severity: 'error',
      timeout: null,
      text: 'Host throttling: Frequency Capped, Temperature Limit Active. This may lead to a failed print.',
      link: { href: THROTTLE_DOCS_URL, label: 'Learn more' },
    });
  });

  it("shows 'Previously …' flags as info", async () => {
    await send(327680);
    expect(queue()).toMatchObject([
      {
        severity: 'info',
        text: 'Host throttled earlier: Previously Under-Volted, Previously Throttled. This may lead to a failed print.',
      },
    ]);
  });

  it('does not repeat unchanged bits, and starts afresh after a printer switch', async () => {
    await send(1);
    useMessages.setState({ queue: [] });
    await send(1);
    expect(queue()).toEqual([]);
    resetPrinterStores();
    await send(1);
    expect(queue()).toHaveLength(1);
  });

  it('puts each new flag in the notification menu: active ones as errors, past ones as info', async () => {
    await send(0b0010 | (1 << 18));
    expect(useNotifications.getState().items).toMatchObject([
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
    notifyListeners('notify_cpu_throttled', [{ flags: ['Frequency Capped'] }]);
    notifyListeners('notify_cpu_throttled', []);
    await applyThrottled({});
    expect(queue()).toEqual([]);
  });

  it('tells of a host already throttled when the socket connects (proc_stats throttled_state)', async () => {
    const api = (state: unknown) =>
      ({
        machine: { procStats: () => Promise.resolve({ throttled_state: state }) },
      }) as unknown as MoonrakerApi;
    emitSocketReady(api({ bits: 0b0100, flags: ['Currently Throttled'] }));
    await new Promise((r) => setTimeout(r, 0));
    await applyThrottled({});
    expect(queue()).toMatchObject([
      { severity: 'error', text: expect.stringContaining('Throttled') },
    ]);
    // A reconnect with the same bits tells nothing new; a host off a Pi (null) nothing at all.
    useMessages.setState({ queue: [] });
    emitSocketReady(api({ bits: 0b0100, flags: [] }));
    emitSocketReady(api(null));
    await new Promise((r) => setTimeout(r, 0));
    await applyThrottled({});
    expect(queue()).toEqual([]);
  });
});
