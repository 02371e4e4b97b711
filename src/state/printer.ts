// Klipper objects as last reported. Status diffs are buffered and flushed at most once a second;
// motion_report is applied at once (it drives live position displays).
import { create } from 'zustand';
import type { PrintStatsState, PrinterStatus, SectionSettings } from '../../protocol/objects';
import { accumulateDiff, mergeStatus } from '../lib/status-merge';
import { printTransition, type PrintEvent } from '../lib/printer-state';
import { fieldOf, sensorField, settingOf, type SensorField } from '../lib/status';
import { registerPrinterStore } from './printer-scoped';

/** Status updates reach components at most this often. */
export const STATUS_FLUSH_MS = 1000;

interface PrinterState {
  status: PrinterStatus;
  /** Names from printer.objects.list. */
  objects: string[];
}

export const usePrinter = create<PrinterState>(() => ({ status: {}, objects: [] }));

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

type PrintListener = (event: Exclude<PrintEvent, null>) => void;
const printListeners = new Set<PrintListener>();

/** Listen for print-start and print-end; returns its own unsubscribe. */
export function onPrintEvent(listener: PrintListener): () => void {
  printListeners.add(listener);
  return () => printListeners.delete(listener);
}

let buffer: PrinterStatus = {};
let timer: ReturnType<typeof setTimeout> | null = null;
let lastFlush = 0;

function commit(diff: PrinterStatus): void {
  const before = usePrinter.getState().status;
  const status = mergeStatus(before, diff);
  if (status === before) return;
  usePrinter.setState({ status });
  const event = printTransition(before.print_stats?.state, status.print_stats?.state);
  if (event) printListeners.forEach((listener) => listener(event));
}

export function flushStatus(now = Date.now()): void {
  if (timer) clearTimeout(timer);
  timer = null;
  lastFlush = now;
  const pending = buffer;
  buffer = {};
  if (Object.keys(pending).length > 0) commit(pending);
}

/** Take one notify_status_update diff. */
export function applyStatusDiff(diff: PrinterStatus, now = Date.now()): void {
  const { motion_report: motion, ...rest } = diff;
  if (motion) commit({ motion_report: motion });
  if (Object.keys(rest).length === 0) return;
  accumulateDiff(buffer, rest);
  if (timer) return;
  const wait = Math.max(0, lastFlush + STATUS_FLUSH_MS - now);
  if (wait === 0) flushStatus(now);
  else timer = setTimeout(() => flushStatus(), wait);
}

/** Seed from a full subscribe/query result (replaces what is known of those objects). */
export function seedStatus(status: PrinterStatus): void {
  if (timer) clearTimeout(timer);
  timer = null;
  // The seed holds the full current values: anything buffered before it is older.
  buffer = {};
  commit(status);
}

export function setObjects(objects: string[]): void {
  usePrinter.setState({ objects });
}

export function resetPrinter(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  buffer = {};
  lastFlush = 0;
  usePrinter.setState({ status: {}, objects: [] });
}

registerPrinterStore('printer', resetPrinter);
