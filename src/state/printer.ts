// Klipper objects as last reported. Status diffs are buffered and flushed at most once a second;
// motion_report is applied at once (it drives live position displays).
import { create } from 'zustand';
import type { PrinterStatus } from '../../protocol/objects';
import { accumulateDiff, mergeStatus } from '../lib/status-merge';
import { printTransition, type PrintEvent } from '../lib/printer-state';

/** Status updates reach components at most this often. */
export const STATUS_FLUSH_MS = 1000;

interface PrinterState {
  status: PrinterStatus;
  /** Names from printer.objects.list. */
  objects: string[];
}

export const usePrinter = create<PrinterState>(() => ({ status: {}, objects: [] }));

/** print_stats.state ('standby', 'printing', ...); undefined until Klipper reported it. */
export function usePrintState(): string | undefined {
  return usePrinter((s) => s.status.print_stats?.state as string | undefined);
}

/** The file loaded for printing ('' when none). */
export function usePrintFilename(): string {
  return usePrinter((s) => (s.status.print_stats?.filename as string | undefined) ?? '');
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
  const event = printTransition(
    before.print_stats?.state as string | undefined,
    status.print_stats?.state as string | undefined,
  );
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
