// "Distribute" over three pretend printers: Alpha holds small.gcode (13 min) and has a 20-minute
// job queued, Bravo's queue is empty, Charlie's Moonraker has no job queue. Three copies: Bravo
// gets two (the file copied to it from Alpha once), Alpha one, Charlie none, with the reason; each
// printer's copies go into its queue in one post.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { QueuedJob } from '../../../../../protocol/job_queue';
import { serveServerInfo } from '../../../../test/printer-scope';
import { fleetBarTests } from './fleet-bar';
import type { Pretend } from './fleet-printers';

const ESTIMATES: Record<string, number> = { 'small.gcode': 781, 'long.gcode': 1200 };

function withQueue(p: Pretend, queue: string[] | null): void {
  serveServerInfo(p.printer, { components: queue ? ['history', 'job_queue'] : ['history'] });
  p.printer.rpc.set('printer.objects.query', () => ({
    eventtime: 1,
    status: { print_stats: { state: 'standby', filename: '', print_duration: 0 } },
  }));
  const jobs = (): QueuedJob[] =>
    (queue ?? []).map((filename, i) => ({
      filename,
      job_id: `000000000000000${i}`,
      time_added: 1,
      time_in_queue: 1,
    }));
  p.printer.rpc.set('server.job_queue.status', () => ({
    queued_jobs: jobs(),
    queue_state: 'ready',
  }));
  p.printer.rpc.set('server.job_queue.post_job', (params) => {
    p.calls.push({ method: 'server.job_queue.post_job', params, at: Date.now() });
    return { queued_jobs: jobs(), queue_state: 'ready' };
  });
  p.printer.rpc.set('server.files.metadata', (params) => {
    const filename = (params as { filename: string }).filename;
    return { filename, size: 10, modified: 1, estimated_time: ESTIMATES[filename] };
  });
}

describe('distributing copies over the selected printers’ queues', () => {
  const fleetBar = fleetBarTests();

  it('balances the copies by the work ahead and leaves out a printer without a job queue', async () => {
    const { alpha, bravo, charlie } = await fleetBar.open();
    alpha.files['small.gcode'] = 'G28\n';
    withQueue(alpha, ['long.gcode']);
    withQueue(bravo, []);
    withQueue(charlie, null);
    fleetBar.render(['alpha', 'bravo', 'charlie']);
    await userEvent.click(screen.getByRole('button', { name: 'Distribute' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Distribute copies over the selected printers’ queues',
    });
    const copies = within(dialog).getByRole('textbox', { name: 'Copies' });
    await userEvent.clear(copies);
    await userEvent.type(copies, '0');
    expect(copies).toHaveAccessibleDescription('From 1 to 99');
    await userEvent.clear(copies);
    await userEvent.type(copies, '3');
    await userEvent.click(
      within(dialog).getByRole('radio', { name: 'A file on one of these printers' }),
    );
    const files = await within(dialog).findByRole('list', { name: 'G-code files' });
    await userEvent.click(within(files).getByRole('button', { name: 'small.gcode' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Distribute' }));

    await within(dialog).findByText(
      'Copies queued: 3 of 3 · printers refused: 1',
      {},
      { timeout: 4000 },
    );
    const row = (name: string) => within(dialog).getByRole('listitem', { name }).textContent;
    expect(row('Alpha')).toBe('AlphaCopies queued: 1');
    expect(row('Bravo')).toBe('BravoCopies queued: 2');
    expect(row('Charlie')).toBe('CharlieRefused: no job queue');
    expect(alpha.asked('server.job_queue.post_job').map((c) => c.params)).toEqual([
      { filenames: ['small.gcode'] },
    ]);
    expect(bravo.asked('server.job_queue.post_job').map((c) => c.params)).toEqual([
      { filenames: ['small.gcode', 'small.gcode'] },
    ]);
    expect(charlie.asked('server.job_queue.post_job')).toEqual([]);
    // The file went to Bravo only (Alpha has it; Charlie gets no copy), and nothing was started.
    expect(alpha.uploads).toEqual([]);
    expect(bravo.uploads.map((u) => [u.path, u.text, u.print])).toEqual([
      ['small.gcode', 'G28\n', null],
    ]);
    expect(charlie.uploads).toEqual([]);
    for (const p of [alpha, bravo, charlie]) expect(p.asked('printer.print.start')).toEqual([]);
  });

  it('the printer holding the file says so when it gets no copy', async () => {
    const { alpha, bravo } = await fleetBar.open();
    alpha.files['small.gcode'] = 'G28\n';
    withQueue(alpha, ['long.gcode', 'long.gcode']);
    withQueue(bravo, []);
    fleetBar.render(['alpha', 'bravo']);
    await userEvent.click(screen.getByRole('button', { name: 'Distribute' }));
    const dialog = await screen.findByRole('dialog');
    const copies = within(dialog).getByRole('textbox', { name: 'Copies' });
    await userEvent.clear(copies);
    await userEvent.type(copies, '2');
    await userEvent.click(
      within(dialog).getByRole('radio', { name: 'A file on one of these printers' }),
    );
    const files = await within(dialog).findByRole('list', { name: 'G-code files' });
    await userEvent.click(within(files).getByRole('button', { name: 'small.gcode' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Distribute' }));
    await within(dialog).findByText(
      'Copies queued: 2 of 2 · printers refused: 0',
      {},
      { timeout: 4000 },
    );
    expect(within(dialog).getByRole('listitem', { name: 'Alpha' }).textContent).toBe(
      'AlphaNo copy: the others had less to do',
    );
    expect(bravo.uploads.map((u) => u.path)).toEqual(['small.gcode']);
    expect(alpha.asked('server.job_queue.post_job')).toEqual([]);
  });

  it('a printer that gets no copy says so and is sent nothing', async () => {
    const { alpha, bravo } = await fleetBar.open();
    alpha.files['small.gcode'] = 'G28\n';
    withQueue(alpha, []);
    withQueue(bravo, ['long.gcode', 'long.gcode']);
    fleetBar.render(['alpha', 'bravo']);
    await userEvent.click(screen.getByRole('button', { name: 'Distribute' }));
    const dialog = await screen.findByRole('dialog');
    const copies = within(dialog).getByRole('textbox', { name: 'Copies' });
    await userEvent.clear(copies);
    await userEvent.type(copies, '2');
    await userEvent.upload(
      within(dialog).getByLabelText('Choose a file'),
      new File(['G28\nG1 X1\n'], 'cube.gcode'),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Distribute' }));
    await within(dialog).findByText(
      'Copies queued: 2 of 2 · printers refused: 0',
      {},
      { timeout: 4000 },
    );
    expect(within(dialog).getByRole('listitem', { name: 'Bravo' }).textContent).toBe(
      'BravoNo copy: the others had less to do',
    );
    expect(bravo.uploads).toEqual([]);
    expect(bravo.asked('server.job_queue.post_job')).toEqual([]);
    expect(alpha.uploads.map((u) => u.path)).toEqual(['cube.gcode']);
    expect(alpha.asked('server.job_queue.post_job').map((c) => c.params)).toEqual([
      { filenames: ['cube.gcode', 'cube.gcode'] },
    ]);
  });
});
