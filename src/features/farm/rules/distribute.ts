// "Distribute": N copies of one file spread over the job queues of the selected printers so that
// they finish their work about together. Each printer's work ahead is the time left of its print
// under way plus its queued jobs' estimated times; every copy goes, one after the other, to the
// printer with the least work so far (the farm's order breaks a tie), which adds the file's
// estimate to it. A time nobody knows (a file without a slicer estimate, a print whose end cannot
// be told) counts as the distributed file's estimate, or, when that is unknown too, as the mean of
// the estimates that are known (1 s when none is: the copies then go by the number of jobs).
// A printer without the job queue gets none and says why. Pure.

export interface LoadInput {
  id: string;
  /** Its Moonraker has the job_queue component. */
  hasQueue: boolean;
  /** Seconds left of the print under way: 0 when idle, null when printing with no known end. */
  currentS: number | null;
  /** Each queued job's estimated seconds, null where the file has none. */
  queuedS: readonly (number | null)[];
}

export interface Share {
  id: string;
  copies: number;
  /** Seconds of work ahead before the copies (unknown times counted as said above). */
  beforeS: number;
  /** … and after them. */
  afterS: number;
}

export interface DistributionPlan {
  /** Every printer with a job queue, in the order given, with its copies (possibly 0). */
  shares: Share[];
  /** The printers left out, and why. */
  excluded: { id: string; reason: 'no-queue' }[];
  /** What one copy counted for (s). */
  copyS: number;
}

export const MAX_COPIES = 99;

const known = (s: number | null | undefined): s is number =>
  typeof s === 'number' && Number.isFinite(s) && s >= 0;

/** What an unknown time counts for: the file's estimate, else the known ones' mean, else 1 s. */
export function unknownTime(printers: readonly LoadInput[], fileS: number | null): number {
  if (known(fileS) && fileS > 0) return fileS;
  const times = printers
    .filter((p) => p.hasQueue)
    .flatMap((p) => [...p.queuedS, p.currentS === 0 ? null : p.currentS])
    .filter((s): s is number => known(s) && s > 0);
  if (times.length === 0) return 1;
  return times.reduce((sum, s) => sum + s, 0) / times.length;
}

/**
 * Spreads `copies` (a whole number from 1 to MAX_COPIES; RangeError otherwise) of a file whose
 * estimate is `fileS` (null: unknown) over `printers`.
 */
export function planDistribution(
  printers: readonly LoadInput[],
  copies: number,
  fileS: number | null,
): DistributionPlan {
  if (!Number.isInteger(copies) || copies < 1 || copies > MAX_COPIES)
    throw new RangeError(`copies must be a whole number from 1 to ${MAX_COPIES}`);
  const fallback = unknownTime(printers, fileS);
  const copyS = known(fileS) && fileS > 0 ? fileS : fallback;
  const time = (s: number | null) => (known(s) ? s : fallback);
  const shares: Share[] = printers
    .filter((p) => p.hasQueue)
    .map((p) => {
      const beforeS = time(p.currentS) + p.queuedS.reduce<number>((sum, s) => sum + time(s), 0);
      return { id: p.id, copies: 0, beforeS, afterS: beforeS };
    });
  for (let n = 0; n < copies && shares.length > 0; n += 1) {
    let least = shares[0] as Share;
    for (const share of shares) if (share.afterS < least.afterS) least = share;
    least.copies += 1;
    least.afterS += copyS;
  }
  return {
    shares,
    excluded: printers.filter((p) => !p.hasQueue).map((p) => ({ id: p.id, reason: 'no-queue' })),
    copyS,
  };
}

export type CopiesError = 'notNumber' | 'range';

/** The copies field's text as a number of copies (1 to MAX_COPIES), or why not. */
export function readCopies(text: string): { copies: number } | { error: CopiesError } {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return { error: 'notNumber' };
  const copies = Number(trimmed);
  if (copies < 1 || copies > MAX_COPIES) return { error: 'range' };
  return { copies };
}
