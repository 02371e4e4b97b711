// What printing a file should cost in filament: its filament weight (the slicer's, from the file's
// metadata) at the price of the printer's active spool in Spoolman. The active spool is read when
// the view shows the estimate and again whenever Moonraker announces another one (or reaches
// Spoolman again); the pure rule is estimateCost in lib/print-cost.ts.
import { useEffect, useState } from 'react';
import type { SpoolmanSpool } from '../../../protocol/spoolman';
import { estimateCost, type CostPart } from '../../lib/print-cost';
import { SpoolmanError, spoolmanCalls } from '../../moonraker/spoolman-calls';
import { usePrinterScope } from '../../state/scope/context';
import { useServer } from '../../state/server';

export interface CostEstimate {
  /** The amount, or why it is unknown. */
  cost: CostPart;
  /** The file's filament weight, g, when it gives one. */
  grams: number | null;
  /** The active spool, when one is set and Spoolman described it. */
  spool: SpoolmanSpool | null;
}

type ActiveSpool =
  | { kind: 'reading' }
  | { kind: 'none' }
  | { kind: 'unreachable' }
  | { kind: 'spool'; spool: SpoolmanSpool };

const usable = (grams: number | undefined): number | null =>
  typeof grams === 'number' && Number.isFinite(grams) && grams > 0 ? grams : null;

/**
 * The estimate for a file of `filamentWeight` grams; null while the active spool is being read, or
 * when the printer's Moonraker has no spoolman component (there is then no spool to price from).
 */
export function useCostEstimate(filamentWeight: number | undefined): CostEstimate | null {
  const scope = usePrinterScope();
  const withSpoolman = useServer((s) => s.components.includes('spoolman'));
  const [active, setActive] = useState<ActiveSpool>({ kind: 'reading' });

  useEffect(() => {
    if (!withSpoolman) return;
    let reads = 0;
    let live = true;
    const read = async () => {
      const mine = ++reads;
      const api = scope.api;
      if (!api) return;
      const calls = spoolmanCalls(api);
      let next: ActiveSpool;
      try {
        const { spool_id: id } = await calls.activeSpool();
        next = id === null ? { kind: 'none' } : { kind: 'spool', spool: await calls.spool(id) };
      } catch (error) {
        // A spool deleted from Spoolman is as good as none; anything else leaves the price unknown.
        next =
          error instanceof SpoolmanError && error.statusCode === 404
            ? { kind: 'none' }
            : { kind: 'unreachable' };
      }
      if (live && mine === reads) setActive(next);
    };
    // Called at once when the socket is open, and after each reconnect.
    const stops = [
      scope.events.onNotification('notify_active_spool_set', () => void read()),
      scope.events.onNotification('notify_spoolman_status_changed', () => void read()),
      scope.events.onSocketReady(() => void read()),
    ];
    return () => {
      live = false;
      for (const stop of stops) stop();
    };
  }, [scope, withSpoolman]);

  if (!withSpoolman || active.kind === 'reading') return null;
  const grams = usable(filamentWeight);
  if (active.kind === 'unreachable')
    return { cost: { kind: 'unknown', reason: 'spool-missing' }, grams, spool: null };
  const spool = active.kind === 'spool' ? active.spool : null;
  return { cost: estimateCost(filamentWeight, spool), grams, spool };
}
