// The history's reprint starts a print through the print-start flow: the print checks' warnings ask
// 'Print anyway?' first, and on a busy printer with the job queue it offers to queue.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, describe, expect, it } from 'vitest';
import type { PrintStatsState } from '../../../../protocol/objects';
import type { HistoryJob } from '../../../../protocol/history';
import { PrintChecksProvider, type PrintCheck } from '../../../components/print-checks';
import { openTestPrinter, serveServerInfo, type TestPrinter } from '../../../test/printer-scope';
import { ensureHistory } from '../../../state/history';
import { HistoryTable } from '../HistoryTable';

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

const spoolTooShort: PrintCheck = {
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
const LAZY = { timeout: 10_000 };

describe('HistoryTable reprint', () => {
  let open: TestPrinter | undefined;
  afterEach(() => open?.close());

  async function renderTab(state: PrintStatsState, components: string[]) {
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
    open = p;
    p.render(
      <Router hook={memoryLocation().hook}>
        <PrintChecksProvider value={[spoolTooShort]}>
          <HistoryTable />
        </PrintChecksProvider>
      </Router>,
    );
    ensureHistory(p.scope);
    return p;
  }

  it('runs the print checks before a reprint', async () => {
    const p = await renderTab('complete', ['history']);
    await userEvent.click(await screen.findByRole('button', { name: 'Print benchy.gcode' }));
    const dialog = await screen.findByRole('dialog', { name: 'Print benchy.gcode anyway?' }, LAZY);
    expect(dialog).toHaveTextContent('benchy.gcode needs 60.00 g; the spool has 31.80 g.');
    expect(p.sent('printer.print.start')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Print anyway' }));
    await waitFor(() =>
      expect(p.sent('printer.print.start')).toEqual([{ filename: 'benchy.gcode' }]),
    );
  });

  it('offers the job queue while the printer is busy', async () => {
    const p = await renderTab('printing', ['history', 'job_queue']);
    await userEvent.click(await screen.findByRole('button', { name: 'Print benchy.gcode' }));
    await screen.findByRole('dialog', { name: 'The printer is busy' }, LAZY);
    await userEvent.click(screen.getByRole('button', { name: 'Add to queue' }));
    await waitFor(() =>
      expect(p.sent('server.job_queue.post_job')).toEqual([{ filenames: ['benchy.gcode'] }]),
    );
    expect(p.sent('printer.print.start')).toEqual([]);
  });

  it('offers no reprint while the printer is busy without the job queue', async () => {
    await renderTab('printing', ['history']);
    await screen.findByRole('rowheader', { name: 'benchy.gcode' });
    expect(screen.queryByRole('button', { name: 'Print benchy.gcode' })).toBeNull();
  });
});
