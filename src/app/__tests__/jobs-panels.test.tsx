// The /jobs page's panels, found by file name (features/*/jobs-panel.ts) and handed to the page by
// the shell: the job queue beside the files where the printer has the job_queue component, kept up
// to date as the queue changes, and no panel (the files alone) where it has not.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { JobsPanelsProvider } from '../../components/jobs-panels';
import JobsPage from '../../features/files/JobsPage';
import { openQueuePrinter, type QueuePrinter } from '../../features/queue/__tests__/queue-printer';
import { notifyFrom } from '../../test/printer-scope';
import { JOBS_PANELS } from '../jobs-panels';

describe('the /jobs panels', () => {
  let p: QueuePrinter | null = null;
  afterEach(() => {
    p?.close();
    p = null;
  });

  it('are every jobs-panel.ts, each with a lazy body', () => {
    expect(JOBS_PANELS.map((panel) => panel.id)).toEqual(['queue']);
    for (const panel of JOBS_PANELS) expect(panel.Body, panel.id).toBeTruthy();
  });

  const page = () => (
    <JobsPanelsProvider value={JOBS_PANELS}>
      <JobsPage />
    </JobsPanelsProvider>
  );
  const rows = () =>
    within(screen.getByRole('list', { name: 'Job queue' }))
      .getAllByRole('listitem')
      .map((li) => li.getAttribute('aria-label'));

  it('show the printer’s queue beside the files and follow its changes', async () => {
    p = await openQueuePrinter(['a.gcode', 'c.gcode', 'c.gcode']);
    p.render(page());
    const panel = await screen.findByRole('region', { name: 'Job queue' }, { timeout: 5000 });
    await waitFor(() => expect(rows()).toEqual(['a.gcode', 'c.gcode × 2']), { timeout: 5000 });
    expect(
      within(panel).getAllByRole('button', { name: 'Start the queue' }).length,
    ).toBeGreaterThan(0);
    expect(screen.getByRole('region', { name: 'gcodes files' })).toBeTruthy();
    // Another browser adds a job: the panel shows it.
    notifyFrom(p.printer, 'notify_job_queue_changed', [
      {
        action: 'jobs_added',
        updated_queue: [
          ...p.queue.queued_jobs,
          { filename: 'b.gcode', job_id: 'B', time_added: 2, time_in_queue: 0 },
        ],
        queue_state: 'paused',
      },
    ]);
    await waitFor(() => expect(rows()).toEqual(['a.gcode', 'c.gcode × 2', 'b.gcode']));
  });

  it('leave the files alone where the printer has no job queue', async () => {
    p = await openQueuePrinter(['a.gcode'], {}, ['history']);
    p.render(page());
    await screen.findByRole('region', { name: 'gcodes files' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('region', { name: 'Job queue' })).toBeNull();
  });
});
