// "Distribute": N copies of one file over the job queues of the selected printers, balanced by
// their work ahead. Each printer is asked what it has to do (the print under way and its queue,
// printer-work.ts) and the copies are planned (rules/distribute.ts); then the file goes to every
// printer that gets a copy and lacks it (deliver.ts), and each such printer gets its copies added
// to the end of its queue in one server.job_queue.post_job. A printer without the job queue gets
// none and says so; one that cannot be asked, or refuses, says why; none stops the others.
import { queueCalls } from '../../../moonraker/queue-calls';
import { planDistribution, type DistributionPlan, type LoadInput } from '../rules/distribute';
import type { FleetOutcome, FleetResult } from '../rules/fleet';
import { deliverFile, outcomeOf, sourcePath, type FileSource } from './deliver';
import { withApi } from './printer-access';
import type { FleetTarget } from './plan';
import { fileEstimate, readLoad } from './printer-work';
import { finalStep, type FleetStep, type StepListener } from './steps';
import type { UploadMaker } from './transfer';

export interface DistributeOptions {
  targets: readonly FleetTarget[];
  source: FileSource;
  /** 1 to MAX_COPIES (RangeError otherwise, before anything is asked). */
  copies: number;
  onStep: StepListener;
  signal?: AbortSignal;
  makeUpload?: UploadMaker;
}

export interface DistributeResult {
  results: FleetResult[];
  /** The plan the copies followed (null when no printer could be asked). */
  plan: DistributionPlan | null;
}

export async function runDistribute(opts: DistributeOptions): Promise<DistributeResult> {
  const { source, signal, onStep } = opts;
  planDistribution([], opts.copies, null); // copies out of range throw here
  const targets = [...new Map(opts.targets.map((t) => [t.id, t])).values()];
  const path = sourcePath(source);
  const outcomes = new Map<string, FleetOutcome>();
  const step = (id: string, next: FleetStep) => onStep(id, next);
  const settle = (id: string, outcome: FleetOutcome) => {
    outcomes.set(id, outcome);
    step(id, finalStep(outcome));
  };
  targets.forEach((t) => step(t.id, { kind: 'waiting' }));

  // What each printer has to do, and the file's own estimate (from the printer holding it).
  const holder =
    source.kind === 'printer' ? targets.find((t) => t.id === source.printerId) : undefined;
  const [loads, fileS] = await Promise.all([
    Promise.all(
      targets.map((t) =>
        withApi(t.apiUrl, (api) => readLoad(api), signal).then(
          (load): LoadInput => ({ id: t.id, ...load }),
          (error: unknown) => {
            settle(t.id, outcomeOf(error, signal));
            return null;
          },
        ),
      ),
    ),
    holder
      ? withApi(holder.apiUrl, (api) => fileEstimate(api, path), signal).catch(() => null)
      : Promise.resolve(null),
  ]);
  const known = loads.filter((load): load is LoadInput => load !== null);
  if (signal?.aborted || known.length === 0) {
    targets.forEach((t) => outcomes.has(t.id) || settle(t.id, { kind: 'skipped' }));
    return { results: resultsOf(targets, outcomes), plan: null };
  }
  const plan = planDistribution(known, opts.copies, fileS);
  for (const { id } of plan.excluded)
    settle(id, { kind: 'refused', reason: 'no-job-queue', message: '' });

  // The file onto the printers that get copies, then the copies into their queues.
  const copiesOf = new Map(plan.shares.map((s) => [s.id, s.copies]));
  const receiving = targets.filter((t) => (copiesOf.get(t.id) ?? 0) > 0);
  const delivered = await deliverFile({
    targets: receiving,
    source,
    holder,
    path,
    signal,
    step,
    makeUpload: opts.makeUpload,
  });
  delivered.forEach((outcome, id) => settle(id, outcome));
  // Told after the delivery, which shows the holder reading the file (and then waiting).
  for (const share of plan.shares) if (share.copies === 0) step(share.id, { kind: 'noCopy' });
  await Promise.all(
    receiving
      .filter((t) => !outcomes.has(t.id))
      .map(async (t) => {
        const copies = copiesOf.get(t.id) ?? 0;
        if (signal?.aborted) return settle(t.id, { kind: 'skipped' });
        try {
          await withApi(
            t.apiUrl,
            (api) => queueCalls(api).post(Array.from({ length: copies }, () => path)),
            signal,
          );
          outcomes.set(t.id, { kind: 'queued' });
          step(t.id, { kind: 'queued', copies });
        } catch (error) {
          settle(t.id, outcomeOf(error, signal));
        }
      }),
  );
  return { results: resultsOf(targets, outcomes), plan };
}

/** Each target's outcome in order; a printer that got no copy by the plan is done. */
function resultsOf(
  targets: readonly FleetTarget[],
  outcomes: ReadonlyMap<string, FleetOutcome>,
): FleetResult[] {
  return targets.map((t) => ({ printerId: t.id, outcome: outcomes.get(t.id) ?? { kind: 'done' } }));
}
