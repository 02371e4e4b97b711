// Copy-on-write merge of Klipper status diffs: only touched objects get new references.
import type { PrinterStatus } from '../../protocol/objects';

/**
 * Merge a partial status (as carried by notify_status_update) into the current one. Objects the diff
 * does not touch keep their identity, so narrow selectors on them do not fire.
 */
export function mergeStatus(current: PrinterStatus, diff: PrinterStatus): PrinterStatus {
  let next: PrinterStatus | null = null;
  for (const [name, fields] of Object.entries(diff)) {
    if (fields === null || typeof fields !== 'object') continue;
    next ??= { ...current };
    next[name] = { ...(current[name] ?? {}), ...fields };
  }
  return next ?? current;
}

/** Fold a diff into a pending buffer (several diffs between two flushes). */
export function accumulateDiff(buffer: PrinterStatus, diff: PrinterStatus): PrinterStatus {
  for (const [name, fields] of Object.entries(diff)) {
    buffer[name] = { ...(buffer[name] ?? {}), ...fields };
  }
  return buffer;
}
