// Klipper objects as last reported, one store per printer (its scope). Status diffs are buffered and
// flushed at most once a second; motion_report is applied at once (it drives live position
// displays). The light scopes of a page showing many printers flush together, on the ticks of one
// clock (status-clock.ts, the fleet's). The hooks read the printer a view shows.
import { createStore, type StoreApi } from 'zustand';
import type { PrintStatsState, PrinterStatus, SectionSettings } from '../../protocol/objects';
import { accumulateDiff, mergeStatus } from '../lib/status-merge';
import { printTransition, type PrintEvent } from '../lib/printer-state';
import { fieldOf, sensorField, settingOf, type SensorField } from '../lib/status';
import { activeOrPlaceholder } from './scope/active';
import { boundStore } from './scope/bound';
import { usePrinterScope } from './scope/context';
import { scopedStore } from './scope/scoped-store';
import type { PrinterScope } from './scope/printer-scope';
import { nextTick } from './status-clock';

/** Status updates reach components at most this often. */
export const STATUS_FLUSH_MS = 1000;

export interface PrinterState {
  status: PrinterStatus;
  /** Names from printer.objects.list. */
  objects: string[];
}

type PrintListener = (event: Exclude<PrintEvent, null>) => void;

/** One printer's Klipper objects, and the buffer of what arrived since the last flush. */
export interface PrinterStatusStore extends StoreApi<PrinterState> {
  /** Take one notify_status_update diff. */
  applyDiff(diff: PrinterStatus, now?: number): void;
  /** Apply what is buffered now. */
  flush(now?: number): void;
  /** Seed from a full subscribe/query result (replaces what is known of those objects). */
  seed(status: PrinterStatus): void;
  setObjects(objects: string[]): void;
  /** Forget everything (Klipper disconnected or restarting). */
  reset(): void;
  /** Listen for print-start and print-end; returns its own unsubscribe. */
  onPrintEvent(listener: PrintListener): () => void;
}

export function createPrinterStatus(scope?: PrinterScope): PrinterStatusStore {
  const store = createStore<PrinterState>(() => ({ status: {}, objects: [] }));
  const printListeners = new Set<PrintListener>();
  let buffer: PrinterStatus = {};
  /** Cancels the flush that is waiting; null when none is. */
  let waiting: (() => void) | null = null;
  let lastFlush = 0;
  // A scope on a shared clock (the farm's light scopes) flushes on its ticks, so the farm's printers
  // render together.
  const clock = scope?.clock ?? null;
  const stopTimer = () => {
    waiting?.();
    waiting = null;
  };
  scope?.onClose(stopTimer);

  function commit(diff: PrinterStatus): void {
    const before = store.getState().status;
    const status = mergeStatus(before, diff);
    if (status === before) return;
    store.setState({ status });
    const event = printTransition(before.print_stats?.state, status.print_stats?.state);
    if (event) printListeners.forEach((listener) => listener(event));
  }

  function flush(now = Date.now()): void {
    stopTimer();
    lastFlush = now;
    const pending = buffer;
    buffer = {};
    if (Object.keys(pending).length > 0) commit(pending);
  }

  return Object.assign(store, {
    applyDiff(diff: PrinterStatus, now = Date.now()): void {
      const { motion_report: motion, ...rest } = diff;
      if (motion) commit({ motion_report: motion });
      if (Object.keys(rest).length === 0) return;
      accumulateDiff(buffer, rest);
      if (waiting) return;
      const due = clock
        ? nextTick(now, lastFlush, STATUS_FLUSH_MS)
        : Math.max(now, lastFlush + STATUS_FLUSH_MS);
      if (due <= now) flush(now);
      else if (clock) waiting = clock.atTick(due, () => flush(), now);
      else {
        const timer = setTimeout(() => flush(), due - now);
        waiting = () => clearTimeout(timer);
      }
    },
    flush,
    seed(status: PrinterStatus): void {
      stopTimer();
      // The seed holds the full current values: anything buffered before it is older.
      buffer = {};
      commit(status);
    },
    setObjects(objects: string[]): void {
      store.setState({ objects });
    },
    reset(): void {
      stopTimer();
      buffer = {};
      lastFlush = 0;
      store.setState({ status: {}, objects: [] });
    },
    onPrintEvent(listener: PrintListener): () => void {
      printListeners.add(listener);
      return () => printListeners.delete(listener);
    },
  });
}

export const printerStatusStore = scopedStore('printer', (scope) => createPrinterStatus(scope));

export const usePrinter = boundStore(printerStatusStore);

/** The Klipper objects of the printer a view shows, with their buffer (for its callbacks). */
export function usePrinterStatusStore(): PrinterStatusStore {
  return usePrinterScope().get(printerStatusStore);
}

/** The fields an object of this name has (any string for objects of unknown type). */
export type FieldOf<N extends string> = keyof NonNullable<PrinterStatus[N]> & string;
/** The type of one field of an object, undefined while not reported. */
export type FieldValue<N extends string, F extends FieldOf<N>> =
  NonNullable<PrinterStatus[N]>[F] | undefined;

/**
 * One object's status, typed by its name. The component re-renders whenever any of the object's
 * fields changes (status arrives several times a second): prefer usePrinterField.
 */
export function usePrinterObject<N extends string>(name: N): PrinterStatus[N] {
  return usePrinter((s) => s.status[name]);
}

/**
 * One field of one object, typed by the names: `usePrinterField('toolhead', 'homed_axes')` is a
 * `string | undefined`. Re-renders only when that field changes (arrays and objects keep their
 * identity until the field itself is reported again).
 */
export function usePrinterField<N extends string, F extends FieldOf<N>>(
  name: N,
  field: F,
): FieldValue<N, F> {
  return usePrinter((s) => fieldOf<NonNullable<PrinterStatus[N]>, F>(s.status[name], field));
}

/** One option of configfile.settings, e.g. `usePrinterSetting('extruder', 'max_temp')`. */
export function usePrinterSetting<O extends string>(
  section: string,
  option: O,
): SectionSettings[O] | undefined {
  return usePrinter((s) => settingOf(s.status, section, option));
}

/** A number a heater, temperature fan or sensor reports (temperature, target, power, speed). */
export function useSensorField(name: string, field: SensorField): number | undefined {
  return usePrinter((s) => sensorField(s.status, name, field));
}

/** print_stats.state ('standby', 'printing', ...); undefined until Klipper reported it. */
export function usePrintState(): PrintStatsState | undefined {
  return usePrinter((s) => s.status.print_stats?.state);
}

/** The file loaded for printing ('' when none). */
export function usePrintFilename(): string {
  return usePrinter((s) => s.status.print_stats?.filename ?? '');
}

// The chosen printer's status, for code that has no scope in hand.
const chosen = (): PrinterStatusStore => activeOrPlaceholder().get(printerStatusStore);

/** Listen for print-start and print-end of the chosen printer; returns its own unsubscribe. */
export function onPrintEvent(listener: (event: Exclude<PrintEvent, null>) => void): () => void {
  return chosen().onPrintEvent(listener);
}

export function flushStatus(now = Date.now()): void {
  chosen().flush(now);
}

/** Take one notify_status_update diff for the chosen printer. */
export function applyStatusDiff(diff: PrinterStatus, now = Date.now()): void {
  chosen().applyDiff(diff, now);
}

/** Seed the chosen printer from a full subscribe/query result. */
export function seedStatus(status: PrinterStatus): void {
  chosen().seed(status);
}

export function setObjects(objects: string[]): void {
  chosen().setObjects(objects);
}

export function resetPrinter(): void {
  chosen().reset();
}
