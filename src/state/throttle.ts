// The host's throttle flags (notify_cpu_throttled): newly set flags become snackbars — an error for
// active flags, info for 'Previously …' ones — with a link to what they mean (spec part 2 §4).
// Always on from start-up (imported by app/bootstrap.ts), so only the listener is here; the rules
// and their text load with the first notification (throttle-notices.ts).
import { registerPrinterStore } from './printer-scoped';
import { onServerNotification, onSocketReady } from './session-events';

let lastBits: number | null = null;
/** Notices in the order the notifications came. */
let shown: Promise<void> = Promise.resolve();

/** One notify_cpu_throttled payload ({ bits, flags }); resolves once its notices are shown. */
export function applyThrottled(payload: unknown): Promise<void> {
  const bits = (payload as { bits?: unknown } | null)?.bits;
  if (typeof bits !== 'number') return shown;
  const previous = lastBits;
  lastBits = bits;
  // Nothing set and nothing before: no notices (and their module need not load).
  if (bits === 0 && !previous) return shown;
  shown = shown
    .then(() => import('./throttle-notices'))
    .then((notices) => notices.showThrottleNotices(bits, previous))
    .catch((err: unknown) => console.error('[printdeck] throttle notices failed', err));
  return shown;
}

onServerNotification('notify_cpu_throttled', (params) => void applyThrottled(params[0]));
// Moonraker notifies a change only: a host already throttled when the dashboard connects is told
// by machine.proc_stats' throttled_state (null off a Raspberry Pi).
onSocketReady((api) => {
  api.machine
    .procStats()
    .then((stats) => {
      if (stats.throttled_state) void applyThrottled(stats.throttled_state);
    })
    .catch((err: unknown) => console.error('[printdeck] throttle state failed', err));
});

registerPrinterStore('throttle', () => {
  lastBits = null;
});
