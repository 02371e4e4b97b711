// The costs of the history's jobs on the printer the view shows: the spools they name are read from
// Spoolman (when the printer's Moonraker has the spoolman component), the price per kWh comes from
// the settings and the currency from the settings or else Spoolman (components/print-cost).
import { useEffect, useMemo } from 'react';
import type { HistoryJob } from '../../../../protocol/history';
import { jobCost, jobSpoolIds, storedPricePerKwh, type JobCost } from '../../../lib/print-cost';
import { usePrinterScope } from '../../../state/scope/context';
import { useServer } from '../../../state/server';
import { useSettings } from '../../../state/settings';
import { ensureSpools, useSpoolPrices } from './spools';

/** Whether the printer records what a cost needs: spools (spoolman) or energy (a sensor). */
export function useCostsShown(): boolean {
  return useServer((s) => s.components.includes('spoolman') || s.components.includes('sensor'));
}

/** Each job's cost by job id. */
export function useJobCosts(jobs: readonly HistoryJob[]): ReadonlyMap<string, JobCost> {
  const scope = usePrinterScope();
  const withSpoolman = useServer((s) => s.components.includes('spoolman'));
  const spools = useSpoolPrices((s) => s.spools);
  const perKwh = useSettings((s) => storedPricePerKwh(s.cost.pricePerKwh));
  const idsKey = useMemo(
    () =>
      [...new Set(jobs.flatMap((job) => jobSpoolIds(job) ?? []))].sort((a, b) => a - b).join(','),
    [jobs],
  );
  useEffect(() => {
    if (withSpoolman && idsKey !== '') void ensureSpools(scope, idsKey.split(',').map(Number));
  }, [scope, withSpoolman, idsKey]);
  return useMemo(
    () => new Map(jobs.map((job) => [job.job_id, jobCost(job, spools, perKwh)])),
    [jobs, spools, perKwh],
  );
}

export { useMoney } from '../../../components/print-cost/currency';
