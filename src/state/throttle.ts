// The host's throttle flags (notify_cpu_throttled): newly set flags become snackbars — an error for
// active flags, info for 'Previously …' ones — with a link to what they mean (spec part 2 §4).
// Each printer's scope keeps the bits it last heard; the chosen printer's is watched from start-up
// (app/bootstrap.ts calls watchThrottle), so only the listener is here; the rules and their text
// load with the first notification (throttle-notices.ts).
import { useActiveScope } from './scope/active';
import type { PrinterScope } from './scope/printer-scope';
import { scopedStore } from './scope/scoped-store';

interface ThrottleWatch {
  /** One notify_cpu_throttled payload ({ bits, flags }); resolves once its notices are shown. */
  apply(payload: unknown): Promise<void>;
}

export const throttleWatch = scopedStore('throttle', (scope): ThrottleWatch => {
  let lastBits: number | null = null;
  /** Notices in the order the notifications came. */
  let shown: Promise<void> = Promise.resolve();

  const apply = (payload: unknown): Promise<void> => {
    const bits = (payload as { bits?: unknown } | null)?.bits;
    if (typeof bits !== 'number') return shown;
    const previous = lastBits;
    lastBits = bits;
    // Nothing set and nothing before: no notices (and their module need not load).
    if (bits === 0 && !previous) return shown;
    shown = shown
      .then(() => import('./throttle-notices'))
      .then((notices) => {
        if (!scope.isClosed) notices.showThrottleNotices(scope, bits, previous);
      })
      .catch((err: unknown) => console.error('[printdeck] throttle notices failed', err));
    return shown;
  };

  scope.events.onNotification('notify_cpu_throttled', (params) => void apply(params[0]));
  // Moonraker notifies a change only: a host already throttled when the dashboard connects is told
  // by machine.proc_stats' throttled_state (null off a Raspberry Pi).
  scope.events.onSocketReady((live) => {
    live.api.machine
      .procStats()
      .then((stats) => {
        if (live.alive() && stats.throttled_state) void apply(stats.throttled_state);
      })
      .catch((err: unknown) => {
        // A connection that closed meanwhile took its answer with it: nothing failed.
        if (live.alive()) console.error('[printdeck] throttle state failed', err);
      });
  });
  return { apply };
});

/** One notify_cpu_throttled payload for the printer of `scope`; resolves once its notices show. */
export function applyThrottled(scope: PrinterScope, payload: unknown): Promise<void> {
  return scope.get(throttleWatch).apply(payload);
}

/** Watches the throttle flags of each printer as it is chosen. Returns the stop. */
export function watchThrottle(): () => void {
  const watch = (scope: PrinterScope | null) => void scope?.get(throttleWatch);
  watch(useActiveScope.getState().active);
  return useActiveScope.subscribe((state) => watch(state.active));
}
