// One printer's one-word state and time left, for the farm's sorting and filtering: a view without
// pixels in the printer's light scope, subscribing only the fields those need. It runs for every
// printer, shown or filtered out, so a filter can find the printers it hides.
import { memo, useEffect, useRef } from 'react';
import { finiteNumber, printProgress } from '../../lib/status';
import type { Instance } from '../../state/instances';
import { useConnection } from '../../state/connection';
import { usePrinter, usePrinterField } from '../../state/printer';
import { useObjectSubscription } from '../../state/scope/calls';
import { useServer } from '../../state/server';
import { publishSummary, useFarmView, useFarmViewStore } from './farm-view';
import { settledRemaining } from './rules/remaining';
import { klippyStateOf } from './alerts/klippy-state';
import { tileRemaining, tileState, type TileState } from './rules/tile-state';
import { LightScope } from './LightScope';
import { QUEUE_COMPONENT } from './queue/tile-queue';

/** What every farm view of a printer reads for its state (subscribed by the watcher). */
export const STATE_OBJECTS = {
  print_stats: ['state', 'print_duration', 'filename'],
  idle_timeout: ['state'],
  virtual_sdcard: ['progress'],
  webhooks: ['state', 'state_message'],
};

/** The one-word state of the printer this view shows. */
export function useTileState(): TileState {
  const socket = useConnection((s) => s.socketStatus);
  const needsLogin = useConnection((s) => s.socketReason === 'unauthorized');
  // A socket connecting again after it was open, or after the printer could not be reached.
  const everOpen = useConnection((s) => s.everOpen || s.socketReason !== null);
  // Klipper's own word (webhooks) counts while Moonraker still says ready: a shutdown mid-print
  // reads as the shutdown, not first as the print error it causes.
  const klippyState = klippyStateOf(
    useServer((s) => s.klippyState),
    usePrinterField('webhooks', 'state'),
  );
  const printState = usePrinterField('print_stats', 'state');
  const idleState = usePrinterField('idle_timeout', 'state');
  return tileState({ socket, needsLogin, everOpen, klippyState, printState, idleState });
}

function Summary({ id }: { id: string }) {
  useObjectSubscription('farm-state', STATE_OBJECTS);
  const store = useFarmViewStore();
  const state = useTileState();
  // Only a farm sorted by time left needs it; then in steady steps (rules/remaining.ts).
  const sortByRemaining = useFarmView((s) => s.sort === 'remaining');
  const shown = useRef<number | null>(null);
  const remaining = usePrinter((s) => {
    if (!sortByRemaining) return null;
    // No file metadata here: by the file's progress (what every method falls back to without it).
    const seconds = tileRemaining(state, 'file', {
      progress: printProgress(s.status),
      print_duration: finiteNumber(s.status.print_stats?.print_duration),
    });
    return settledRemaining(seconds, shown.current);
  });
  shown.current = remaining;
  const hasQueue = useServer((s) => s.components.includes(QUEUE_COMPONENT));
  useEffect(
    () => publishSummary(store, id, { state, remainingS: remaining, hasQueue }),
    [store, id, state, remaining, hasQueue],
  );
  return null;
}

export const PrinterWatcher = memo(function PrinterWatcher({
  instance,
  id,
}: {
  instance: Instance;
  id: string;
}) {
  return (
    <LightScope apiUrl={instance.apiUrl}>
      <Summary id={id} />
    </LightScope>
  );
});
