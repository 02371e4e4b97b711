// Starting a file on the selected printers when some are busy, over three pretend printers: Alpha
// idle, Bravo printing with a job queue, Charlie printing without one. With 'Queue the file on
// printers that are printing' on, Bravo gets the file queued (server.job_queue.post_job) instead of
// a start, Charlie is left out with that reason and Alpha starts it; off, every printer is asked
// to start it, as before.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PrintStatsState } from '../../../../../protocol/objects';
import { serveServerInfo } from '../../../../test/printer-scope';
import type { PrinterSummary } from '../../farm-view';
import { fleetBarTests } from './fleet-bar';
import type { Pretend } from './fleet-printers';

function busyAs(p: Pretend, state: PrintStatsState, queue: boolean): void {
  p.printer.rpc.set('printer.objects.query', () => ({
    eventtime: 1,
    status: { print_stats: { state, filename: 'other.gcode', print_duration: 10 } },
  }));
  serveServerInfo(p.printer, { components: queue ? ['history', 'job_queue'] : ['history'] });
  p.printer.rpc.set('server.job_queue.post_job', (params) => {
    p.calls.push({ method: 'server.job_queue.post_job', params, at: Date.now() });
    return { queued_jobs: [], queue_state: 'ready' };
  });
}

const summary = (state: PrinterSummary['state'], hasQueue: boolean): PrinterSummary => ({
  state,
  remainingS: null,
  hasQueue,
});

describe('starting a file on busy printers', () => {
  const fleetBar = fleetBarTests();

  async function openStart(summaries: Record<string, PrinterSummary>): Promise<HTMLElement> {
    const store = fleetBar.render(['alpha', 'bravo', 'charlie']);
    store.setState({ summaries });
    await userEvent.click(screen.getByRole('button', { name: 'Start a file' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Start a file on the selected printers',
    });
    await userEvent.upload(
      within(dialog).getByLabelText('Choose a file'),
      new File(['G28\n'], 'cube.gcode'),
    );
    return dialog;
  }

  const queueOption = (dialog: HTMLElement) =>
    within(dialog).getByRole('checkbox', { name: 'Queue the file on printers that are printing' });
  const rowText = (dialog: HTMLElement, name: string) =>
    within(dialog).getByRole('listitem', { name }).textContent ?? '';

  it('queues the file on a busy printer with a job queue, leaves out one without, starts the free one', async () => {
    const { alpha, bravo, charlie } = await fleetBar.open();
    busyAs(alpha, 'standby', true);
    busyAs(bravo, 'printing', true);
    busyAs(charlie, 'paused', false);
    const dialog = await openStart({
      alpha: summary('ready', true),
      bravo: summary('printing', true),
      charlie: summary('paused', false),
    });
    expect(queueOption(dialog)).toBeChecked();
    expect(queueOption(dialog)).toHaveAccessibleDescription(
      'It prints after the jobs already waiting. A printer without a job queue is left out.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start' }));

    await within(dialog).findByText(
      '1 started, 1 queued, 1 refused, 0 not started',
      {},
      { timeout: 4000 },
    );
    expect(rowText(dialog, 'Alpha')).toMatch(/^AlphaStarted at \d{1,2}:\d{2}:\d{2}/);
    expect(rowText(dialog, 'Bravo')).toBe('BravoQueued');
    expect(rowText(dialog, 'Charlie')).toBe('CharlieRefused: printing, and it has no job queue');
    // Each has the file; only Alpha is asked to print it, only Bravo to queue it.
    for (const p of [alpha, bravo, charlie])
      expect(p.uploads.map((u) => [u.path, u.print])).toEqual([['cube.gcode', null]]);
    expect(alpha.asked('printer.print.start')).toHaveLength(1);
    expect(bravo.asked('printer.print.start')).toEqual([]);
    expect(charlie.asked('printer.print.start')).toEqual([]);
    expect(bravo.asked('server.job_queue.post_job').map((c) => c.params)).toEqual([
      { filenames: ['cube.gcode'] },
    ]);
    expect(alpha.asked('server.job_queue.post_job')).toEqual([]);
    expect(charlie.asked('server.job_queue.post_job')).toEqual([]);
  });

  it('is off by default when no busy printer has a job queue; off, every printer is asked to start', async () => {
    const { alpha, bravo, charlie } = await fleetBar.open();
    busyAs(alpha, 'standby', true);
    busyAs(bravo, 'printing', false);
    busyAs(charlie, 'standby', true);
    bravo.refuse('printer.print.start', 400, 'SD busy');
    const dialog = await openStart({
      alpha: summary('ready', true),
      bravo: summary('printing', false),
      charlie: summary('ready', true),
    });
    expect(queueOption(dialog)).not.toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start' }));
    await within(dialog).findByText('2 done, 1 refused, 0 not started', {}, { timeout: 4000 });
    expect(rowText(dialog, 'Bravo')).toBe('BravoRefused: busySD busy');
    for (const p of [alpha, bravo, charlie]) {
      expect(p.asked('printer.print.start')).toHaveLength(1);
      expect(p.asked('server.job_queue.post_job')).toEqual([]);
    }
  });

  it('unticked by the user, a busy printer with a job queue is asked to start and refuses', async () => {
    const { alpha, bravo, charlie } = await fleetBar.open();
    busyAs(alpha, 'standby', true);
    busyAs(bravo, 'printing', true);
    busyAs(charlie, 'standby', true);
    bravo.refuse('printer.print.start', 400, 'SD busy');
    const dialog = await openStart({
      alpha: summary('ready', true),
      bravo: summary('printing', true),
      charlie: summary('ready', true),
    });
    await userEvent.click(queueOption(dialog));
    expect(queueOption(dialog)).not.toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start' }));
    await within(dialog).findByText('2 done, 1 refused, 0 not started', {}, { timeout: 4000 });
    expect(bravo.asked('server.job_queue.post_job')).toEqual([]);
  });
});
