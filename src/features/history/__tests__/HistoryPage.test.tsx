// The history page over a pretend printer: jobs and totals come from its history calls, deletes
// and resets are sent to it, and its notify_history_changed updates the table without a reload.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { HistoryJob } from '../../../../protocol/history';
import { historyStore } from '../../../state/history';
import { PrinterScopeProvider } from '../../../state/scope/context';
import { openTestPrinter, type TestPrinter } from '../../../test/printer-scope';
import HistoryPage from '../HistoryPage';
const totals = {
  total_jobs: 4,
  total_time: 4000,
  total_print_time: 3600,
  total_filament_used: 8000,
  longest_job: 2000,
  longest_print: 1800,
};

/** The confirmation is a lazy chunk: on a busy two-core machine its first load takes seconds. */
const LAZY = { timeout: 10_000 };

function job(n: number, extra: Partial<HistoryJob> = {}): HistoryJob {
  return {
    job_id: n.toString(16).toUpperCase().padStart(6, '0'),
    user: 'x',
    filename: `part-${n}.gcode`,
    status: 'completed',
    start_time: 1_700_000_000 + n * 1000,
    end_time: 1_700_000_500 + n * 1000,
    print_duration: 400,
    total_duration: 500,
    filament_used: 1500,
    metadata: { estimated_time: 420, slicer: 'PrusaSlicer' },
    auxiliary_data: [],
    exists: true,
    ...extra,
  };
}

/** The printer reports a history change over its socket. */
function notify(p: TestPrinter, change: unknown): void {
  p.printer
    .sockets()
    .at(-1)!
    .receive({ jsonrpc: '2.0', method: 'notify_history_changed', params: [change] });
}

function rowNames(): string[] {
  const table = screen.getByRole('table', { name: 'Print history' });
  return within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent ?? '');
}

describe('HistoryPage', () => {
  let jobs: HistoryJob[] = [];

  let open: TestPrinter | undefined;

  /** A printer with the history component answering from `jobs` and `totals`. */
  async function historyPrinter(): Promise<TestPrinter> {
    open = await openTestPrinter({
      setup: (printer) => {
        printer.rpc.set('server.history.list', () => ({ count: jobs.length, jobs }));
        printer.rpc.set('server.history.totals', () => ({
          job_totals: totals,
          auxiliary_totals: [],
        }));
        printer.rpc.set('server.history.delete_job', (params) => ({
          deleted_jobs: params?.all ? jobs.map((j) => j.job_id) : [params?.uid],
        }));
        printer.rpc.set('server.history.reset_totals', () => ({
          last_totals: totals,
          last_auxiliary_totals: [],
        }));
        printer.rpc.set('printer.print.start', () => 'ok');
      },
    });
    return open;
  }

  async function renderPage(): Promise<TestPrinter> {
    const p = await historyPrinter();
    render(
      <PrinterScopeProvider scope={p.scope}>
        <Router hook={memoryLocation().hook}>
          <HistoryPage />
        </Router>
      </PrinterScopeProvider>,
    );
    return p;
  }

  afterEach(() => open?.close());

  beforeEach(() => {
    // 20 jobs, in job-id (not start-time) order, one of them with a status nobody knows.
    jobs = Array.from({ length: 20 }, (_, i) => job(i + 1));
    jobs[2] = job(3, { status: 'sideways' });
    jobs[4] = job(5, { exists: false });
  });

  it('lists 15 jobs per page, newest first, and pages on', async () => {
    const p = await renderPage();
    expect(await screen.findByText('part-20.gcode', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(p.sent('server.history.list')).toEqual([{ limit: 50 }]);
    const names = rowNames();
    expect(names).toHaveLength(15);
    expect(names[0]).toBe('part-20.gcode');
    expect(names[14]).toBe('part-6.gcode');
    await userEvent.click(screen.getByRole('button', { name: /next page/i }));
    expect(rowNames()).toEqual([
      'part-5.gcode',
      'part-4.gcode',
      'part-3.gcode',
      'part-2.gcode',
      'part-1.gcode',
    ]);
    expect(screen.getByRole('img', { name: 'Unknown status: sideways' })).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: 'Completed' }).length).toBeGreaterThan(0);
    // part-5's file is gone: inactive, no print button.
    const gone = screen.getByRole('rowheader', { name: 'part-5.gcode' }).closest('tr');
    expect(gone).toHaveAttribute('data-inactive', 'true');
    expect(screen.queryByRole('button', { name: 'Print part-5.gcode' })).toBeNull();
  });

  it('shows the totals', async () => {
    await renderPage();
    expect(await screen.findByLabelText('Total jobs')).toHaveTextContent('4');
    expect(screen.getByLabelText('Total print time')).toHaveTextContent('1h 0m 0s');
    expect(screen.getByLabelText('Average print time')).toHaveTextContent('15m 0s');
    expect(screen.getByLabelText('Longest job')).toHaveTextContent('33m 20s');
  });

  it('expands one row at a time', async () => {
    await renderPage();
    await screen.findByText('part-20.gcode');
    await userEvent.click(screen.getByRole('button', { name: 'Show details of part-20.gcode' }));
    const details = screen.getByLabelText('Details of part-20.gcode');
    expect(within(details).getByLabelText('Slicer estimate')).toHaveTextContent('7m 0s');
    await userEvent.click(screen.getByRole('button', { name: 'Show details of part-19.gcode' }));
    expect(screen.queryByLabelText('Details of part-20.gcode')).toBeNull();
    expect(screen.getByLabelText('Details of part-19.gcode')).toBeInTheDocument();
  });

  it('searches by name', async () => {
    await renderPage();
    await screen.findByText('part-20.gcode');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search jobs' }), 'part-1');
    expect(rowNames()).toEqual([
      'part-19.gcode',
      'part-18.gcode',
      'part-17.gcode',
      'part-16.gcode',
      'part-15.gcode',
      'part-14.gcode',
      'part-13.gcode',
      'part-12.gcode',
      'part-11.gcode',
      'part-10.gcode',
      'part-1.gcode',
    ]);
  });

  it('deletes all jobs after the confirmation', async () => {
    const p = await renderPage();
    await screen.findByText('part-20.gcode');
    await userEvent.click(screen.getByRole('button', { name: 'Delete all jobs' }));
    const dialog = await screen.findByRole('dialog', {}, LAZY);
    expect(dialog).toHaveTextContent('Are you sure? This will clear all jobs.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(p.sent('server.history.delete_job')).toEqual([{ all: true }]));
    expect(await screen.findByText('No jobs.')).toBeInTheDocument();
  });

  it('deletes one job, resets totals with their own confirmation, reprints', async () => {
    const p = await renderPage();
    await screen.findByText('part-20.gcode');
    await userEvent.click(screen.getByRole('button', { name: 'Delete part-20.gcode' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', {}, LAZY)).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(screen.queryByText('part-20.gcode')).toBeNull());
    expect(p.sent('server.history.delete_job')).toEqual([{ uid: '000014' }]);
    await userEvent.click(screen.getByRole('button', { name: 'Reset totals' }));
    const dialog = await screen.findByRole('dialog', {}, LAZY);
    expect(dialog).toHaveTextContent('Are you sure? This will clear all stats.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(p.sent('server.history.reset_totals')).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Print part-19.gcode' }));
    expect(p.sent('printer.print.start')).toEqual([{ filename: 'part-19.gcode' }]);
  });

  it('takes live history changes without a reload', async () => {
    const p = await renderPage();
    await screen.findByText('part-20.gcode');
    act(() =>
      notify(p, { action: 'added', job: job(21, { status: 'in_progress', end_time: null }) }),
    );
    expect(rowNames()[0]).toBe('part-21.gcode');
    expect(screen.getByRole('img', { name: 'Printing' })).toBeInTheDocument();
    act(() => notify(p, { action: 'finished', job: job(21) }));
    expect(rowNames()[0]).toBe('part-21.gcode');
    const held = p.scope.get(historyStore).getState().jobs;
    expect(held.filter((j) => j.job_id === '000015')).toHaveLength(1);
    // A finished job refreshes the totals (the load asked once, the change once more).
    await waitFor(() => expect(p.sent('server.history.totals')).toHaveLength(2));
  });
});
