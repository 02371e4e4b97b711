// notify_timelapse_event arrives whatever page is open, and a failed frame must say so at once
// (spec part 2 §4, §8). The chosen printer's scope listens from its start; the timelapse state is
// not on the first page: it loads with the first event, which it then handles, and every later one
// in arrival order.
import { useActiveScope } from '../../state/scope/active';
import type { PrinterScope } from '../../state/scope/printer-scope';
import { scopedStore } from '../../state/scope/scoped-store';

type Handle = (params: unknown) => void;

/** The listener of one printer: its own lazy hand-over to the timelapse state of that printer. */
export const timelapseListener = scopedStore('timelapse-listener', (scope) => {
  let apply: Promise<Handle> | null = null;
  return scope.events.onNotification('notify_timelapse_event', (params) => {
    apply ??= import('./events-store').then(
      (m): Handle =>
        (event) =>
          m.applyTimelapseNotification(scope, event),
    );
    void apply.then((handle) => {
      // A printer switched away from keeps nothing: its late events are dropped.
      if (!scope.isClosed) handle(params);
    });
  });
});

function listen(scope: PrinterScope | null): void {
  scope?.get(timelapseListener);
}

listen(useActiveScope.getState().active);
useActiveScope.subscribe((state, before) => {
  if (state.active !== before.active) listen(state.active);
});
