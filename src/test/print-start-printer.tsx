// A pretend printer for the reprint tests: its history holds one finished job (benchy.gcode), it
// accepts printer.print.start and server.job_queue.post_job, and the page under test is rendered
// with a print check that finds the spool too short for the file, so the print-start flow has a
// warning to show first.
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { HistoryJob } from '../../protocol/history';
import type { PrintStatsState } from '../../protocol/objects';
import { PrintChecksProvider, type PrintCheck } from '../components/print-checks';
import { openTestPrinter, serveServerInfo, type TestPrinter } from './printer-scope';

const job: HistoryJob = {
  job_id: '000001',
  user: 'x',
  filename: 'benchy.gcode',
  status: 'completed',
  start_time: 1_700_000_000,
  end_time: 1_700_000_500,
  print_duration: 400,
  total_duration: 500,
  filament_used: 1500,
  metadata: {},
  auxiliary_data: [],
  exists: true,
};

/** A print check warning that the spool holds 31.80 g where the file needs 60.00 g. */
export const spoolTooShort: PrintCheck = {
  id: 'spool',
  load: () =>
    Promise.resolve({
      default: (_scope, filename) =>
        Promise.resolve([
          { id: 'short', text: `${filename} needs 60.00 g; the spool has 31.80 g.` },
        ]),
    }),
};

/** The flow's dialogs are a lazy chunk: on a busy two-core machine its first load takes seconds. */
export const LAZY = { timeout: 10_000 };

/** Opens the printer in print state `state` with Moonraker `components`, and renders `page` in a
 *  router with the spool check. The caller closes the printer after the test. */
export async function openReprintPrinter(
  state: PrintStatsState,
  components: string[],
  page: ReactNode,
): Promise<TestPrinter> {
  const p = await openTestPrinter({
    status: { print_stats: { state, filename: 'current.gcode' } },
    setup: (printer) => {
      serveServerInfo(printer, { components });
      printer.rpc.set('server.history.list', () => ({ count: 1, jobs: [job] }));
      printer.rpc.set('server.history.totals', () => ({
        job_totals: {
          total_jobs: 1,
          total_time: 500,
          total_print_time: 400,
          total_filament_used: 1500,
          longest_job: 500,
          longest_print: 400,
        },
        auxiliary_totals: [],
      }));
      printer.rpc.set('printer.print.start', () => 'ok');
      printer.rpc.set('server.job_queue.post_job', () => ({
        queued_jobs: [{ filename: 'benchy.gcode', job_id: '0001', time_added: 1 }],
        queue_state: 'ready',
      }));
    },
  });
  p.render(
    <Router hook={memoryLocation().hook}>
      <PrintChecksProvider value={[spoolTooShort]}>{page}</PrintChecksProvider>
    </Router>,
  );
  return p;
}
