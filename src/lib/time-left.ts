// How the status card and the page title compute a print's time left, by the method the user
// chose in Settings › General: from the file's progress, from the filament used against the file's
// filament total, from the slicer's estimate, or the average of those that have an answer. Every
// method counts Klipper's print_duration, which stops while the print is paused, so a pause does
// not change the time left; none of them ever answers less than 0.

export const TIME_LEFT_METHODS = ['file', 'filament', 'slicer', 'average'] as const;
export type TimeLeftMethod = (typeof TIME_LEFT_METHODS)[number];
/** What the card did before the choice existed. */
export const DEFAULT_TIME_LEFT_METHOD: TimeLeftMethod = 'file';

/** The status card's time rows a user can show or hide. */
export const STATUS_TIME_ROWS = ['remaining', 'finish', 'actual', 'total', 'slicer'] as const;
export type StatusTimeRow = (typeof STATUS_TIME_ROWS)[number];

/** What the methods read: print_stats and the progress as Klipper reports them, and the file's metadata. */
export interface PrintTimes {
  /** print_stats.print_duration (s): the time spent printing, pauses left out. */
  print_duration?: number | null;
  /** print_stats.total_duration (s): since the start, pauses included. No method uses it. */
  total_duration?: number | null;
  /** print_stats.filament_used (mm). */
  filament_used?: number | null;
  /** How far through the file the print is (0–1). */
  progress?: number | null;
  /** The file's estimated_time (s), from the slicer. */
  estimated_time?: number | null;
  /** The file's filament_total (mm), from the slicer. */
  filament_total?: number | null;
}

function positive(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

/** Time left when `fraction` of the print took `duration` seconds; null when either is unknown. */
function leftAt(fraction: number | null | undefined, duration: number | null | undefined) {
  if (!positive(fraction) || !positive(duration)) return null;
  return Math.max(0, duration / Math.min(fraction, 1) - duration);
}

/** From the file's progress: print_duration / progress − print_duration. */
export function fileTimeLeft(times: PrintTimes): number | null {
  return leftAt(times.progress, times.print_duration);
}

/** From the filament: the share of filament_total used so far, as the share of the print done. */
export function filamentTimeLeft(times: PrintTimes): number | null {
  if (!positive(times.filament_total) || !positive(times.filament_used)) return null;
  return leftAt(times.filament_used / times.filament_total, times.print_duration);
}

/** From the slicer: estimated_time − print_duration. */
export function slicerTimeLeft(times: PrintTimes): number | null {
  if (!positive(times.estimated_time)) return null;
  const duration = positive(times.print_duration) ? times.print_duration : 0;
  return Math.max(0, times.estimated_time - duration);
}

/** The mean of the file, filament and slicer answers that exist; null when none does. */
export function averageTimeLeft(times: PrintTimes): number | null {
  const answers = [fileTimeLeft(times), filamentTimeLeft(times), slicerTimeLeft(times)].filter(
    (answer): answer is number => answer !== null,
  );
  if (answers.length === 0) return null;
  return answers.reduce((sum, answer) => sum + answer, 0) / answers.length;
}

/**
 * Seconds left by `method`, or null when it has no answer. The file method, until the print has
 * progress and a duration, answers with the slicer's estimate (as the card always did).
 */
export function timeLeft(method: TimeLeftMethod, times: PrintTimes): number | null {
  switch (method) {
    case 'filament':
      return filamentTimeLeft(times);
    case 'slicer':
      return slicerTimeLeft(times);
    case 'average':
      return averageTimeLeft(times);
    case 'file':
      return fileTimeLeft(times) ?? slicerTimeLeft(times);
  }
}

/** Whether `method` reads print_stats.filament_used (a view may leave it unsubscribed otherwise). */
export function usesFilament(method: TimeLeftMethod): boolean {
  return method === 'filament' || method === 'average';
}

/** The stored method, or the default when the database holds something else. */
export function timeLeftMethod(value: unknown): TimeLeftMethod {
  return TIME_LEFT_METHODS.find((method) => method === value) ?? DEFAULT_TIME_LEFT_METHOD;
}

/** The stored rows to show, known ones only and each once, in the card's order. */
export function shownTimeRows(value: unknown): StatusTimeRow[] {
  if (!Array.isArray(value)) return [...STATUS_TIME_ROWS];
  return STATUS_TIME_ROWS.filter((row) => value.includes(row));
}
