// Starting one file on several printers. The file first goes to every printer (deliver.ts), then
// each printer that has it is asked to print it (printer.print.start), the starts staggered so
// that the heated beds do not all switch on at once. With `queueWhenBusy`, a printer busy with a
// print at that moment gets the file added to its job queue instead (server.job_queue.post_job),
// or, without a job queue, is left out with that reason. Every printer goes its own way: one
// refusal (busy, Klipper not ready, disk full, a login) stops no other. Each printer runs once. An
// abort stops what has not started: uploads in flight are aborted, starts not yet due never
// happen; a print already started stays started.
import { runFleet, type FleetResult } from '../rules/fleet';
import { realScheduler, staggerOffsets, type Scheduler } from '../rules/stagger';
import { queueCalls } from '../../../moonraker/queue-calls';
import { deliverFile, outcomeOf, sourcePath, type FileSource } from './deliver';
import { withApi } from './printer-access';
import type { FleetTarget } from './plan';
import { readBusy } from './printer-work';
import { finalStep, type FleetStep, type StepListener } from './steps';
import type { UploadMaker } from './transfer';

export type StartSource = FileSource;

export interface StartOptions {
  targets: readonly FleetTarget[];
  source: StartSource;
  /** Seconds between two starts (0: all at once). */
  staggerS: number;
  /** A printer busy with a print gets the file queued instead of started. */
  queueWhenBusy?: boolean;
  onStep: StepListener;
  signal?: AbortSignal;
  scheduler?: Scheduler;
  makeUpload?: UploadMaker;
}

/** The path the file is printed as, on every printer. */
export const startPath = sourcePath;

type Outcome = FleetResult['outcome'];

/**
 * Queues `path` on the printer when it is busy with a print: queued, refused ('no-queue') without a
 * job queue, or null when it is free to start it.
 */
async function queueIfBusy(
  target: FleetTarget,
  path: string,
  signal?: AbortSignal,
): Promise<Outcome | null> {
  try {
    return await withApi(
      target.apiUrl,
      async (api) => {
        const { busy, hasQueue } = await readBusy(api);
        if (!busy) return null;
        if (!hasQueue) return { kind: 'refused', reason: 'no-queue', message: '' };
        await queueCalls(api).post([path]);
        return { kind: 'queued' };
      },
      signal,
    );
  } catch (error) {
    return outcomeOf(error, signal);
  }
}

/**
 * Runs the start on `targets` (each once, in their order) and resolves with each printer's
 * outcome in that order: done (started), queued, refused with the printer's reason, or skipped (aborted
 * before its start). RangeError, doing nothing, for a stagger outside 0..MAX_STAGGER_S.
 */
export async function runStart(opts: StartOptions): Promise<FleetResult[]> {
  const { source, signal, onStep } = opts;
  staggerOffsets(0, opts.staggerS); // a stagger out of range throws here, before any upload
  const targets = [...new Map(opts.targets.map((t) => [t.id, t])).values()];
  const path = startPath(source);
  const outcomes = new Map<string, Outcome>();
  const steps = new Map<string, FleetStep>();
  const step = (id: string, next: FleetStep) => {
    steps.set(id, next);
    onStep(id, next);
  };
  targets.forEach((t) => step(t.id, { kind: 'waiting' }));

  // The file onto every printer of the selection.
  const delivered = await deliverFile({
    targets,
    source,
    holder: source.kind === 'printer' ? targets.find((t) => t.id === source.printerId) : undefined,
    path,
    signal,
    step,
    makeUpload: opts.makeUpload,
  });
  delivered.forEach((outcome, id) => outcomes.set(id, outcome));
  for (const [id, outcome] of outcomes) step(id, finalStep(outcome));

  // The busy ones queue it instead, when asked.
  if (opts.queueWhenBusy) {
    const have = targets.filter((t) => !outcomes.has(t.id));
    const placed = await Promise.all(have.map((t) => queueIfBusy(t, path, signal)));
    have.forEach((t, i) => {
      const outcome = placed[i];
      if (!outcome) return;
      outcomes.set(t.id, outcome);
      step(t.id, finalStep(outcome));
    });
  }

  // The starts, staggered, on every printer that has the file.
  const ready = targets.filter((t) => !outcomes.has(t.id));
  const byId = new Map(ready.map((t) => [t.id, t]));
  const started = await runFleet(
    ready.map((t) => t.id),
    (id) =>
      withApi(
        byId.get(id)!.apiUrl,
        async (api) => {
          step(id, { kind: 'starting' });
          await api.print.start(path);
          step(id, { kind: 'started', at: (opts.scheduler ?? realScheduler).now() });
        },
        signal,
      ),
    { staggerS: opts.staggerS, scheduler: opts.scheduler ?? realScheduler, signal },
  );
  for (const { printerId, outcome } of started) {
    // Aborted while waiting for its socket: never asked to start.
    const never = signal?.aborted && steps.get(printerId)?.kind !== 'starting';
    const end: Outcome = outcome.kind === 'refused' && never ? { kind: 'skipped' } : outcome;
    outcomes.set(printerId, end);
    if (end.kind !== 'done') step(printerId, finalStep(end));
  }
  return targets.map((t) => ({
    printerId: t.id,
    outcome: outcomes.get(t.id) ?? { kind: 'skipped' },
  }));
}
