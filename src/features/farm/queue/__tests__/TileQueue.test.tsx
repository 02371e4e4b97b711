// A farm tile's job queue line, over two pretend printers: Bravo's Moonraker has the job_queue
// component, Alpha's has not. The queue is read when the tile is shown and followed by
// notify_job_queue_changed; a change renders the line alone; a tile filtered out stops holding it.
import { forwardRef, type ComponentProps } from 'react';
import type * as TypographyModule from '@mui/material/Typography';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QueuedJob } from '../../../../../protocol/job_queue';
import { framesOf, notifyFrom, serveServerInfo } from '../../../../test/printer-scope';
import { openFarm, type Farm } from '../../alerts/__tests__/farm-printers';
import FarmPage from '../../FarmPage';
import { queueLine } from '../tile-queue';

const typography = vi.hoisted(() => ({ renders: 0 }));

vi.mock('@mui/material/Typography', async (importOriginal) => {
  const actual = await importOriginal<typeof TypographyModule>();
  const Real = actual.default;
  const Counted = forwardRef<HTMLElement, ComponentProps<typeof Real>>(
    function Counted(props, ref) {
      typography.renders += 1;
      return <Real ref={ref} {...props} />;
    },
  );
  return { ...actual, default: Counted };
});

const job = (filename: string, id: string, inQueue = 5): QueuedJob => ({
  filename,
  job_id: id,
  time_added: 1000,
  time_in_queue: inQueue,
});

describe('queueLine', () => {
  it.each([
    [null, null],
    [[], null],
    [[job('a.gcode', '1')], { count: 1, next: 'a.gcode' }],
    [[job('parts/b.gcode', '1'), job('a.gcode', '2')], { count: 2, next: 'parts/b.gcode' }],
  ])('%j → %j', (jobs, line) => {
    expect(queueLine(jobs)).toEqual(line);
  });
});

describe("a farm tile's job queue", () => {
  let farm: Farm | null = null;
  afterEach(() => {
    farm?.close();
    farm = null;
  });

  async function openQueueFarm(jobs: QueuedJob[]) {
    farm = await openFarm('printing');
    const bravo = farm.bravo.printer;
    serveServerInfo(bravo, { components: ['history', 'job_queue'] });
    bravo.rpc.set('server.job_queue.status', () => ({ queued_jobs: jobs, queue_state: 'ready' }));
    farm.alpha.printer.rpc.set('server.job_queue.status', () => {
      throw new Error('Alpha has no job queue');
    });
    return farm;
  }

  const notifyQueue = (f: Farm, jobs: QueuedJob[]) =>
    act(() =>
      notifyFrom(f.bravo.printer, 'notify_job_queue_changed', [
        { action: 'jobs_added', updated_queue: jobs, queue_state: 'ready' },
      ]),
    );

  it('shows the length and next job where the printer has the job queue, and follows its changes', async () => {
    const f = await openQueueFarm([
      job('cube.gcode', '1'),
      job('cube.gcode', '2'),
      job('boat.gcode', '3'),
    ]);
    render(<FarmPage />);
    const bravo = await screen.findByRole('region', { name: 'Bravo' });
    const alpha = await screen.findByRole('region', { name: 'Alpha' });
    await waitFor(() =>
      expect(within(bravo).getByText('Queue: 3 · next cube.gcode')).toBeVisible(),
    );
    expect(within(alpha).queryByText(/^Queue:/)).toBeNull();
    expect(framesOf(f.alpha.printer, 'server.job_queue.status')).toEqual([]);
    expect(framesOf(f.bravo.printer, 'server.job_queue.status')).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 1200));

    // A job removed: the line alone renders again.
    typography.renders = 0;
    notifyQueue(f, [job('cube.gcode', '2'), job('boat.gcode', '3')]);
    await waitFor(() =>
      expect(within(bravo).getByText('Queue: 2 · next cube.gcode')).toBeVisible(),
    );
    expect(typography.renders).toBe(1);

    // Only the jobs' time in the queue changed: nothing renders.
    typography.renders = 0;
    notifyQueue(f, [job('cube.gcode', '2', 60), job('boat.gcode', '3', 60)]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(typography.renders).toBe(0);

    // Only a state change (no list in the notification): the line stays.
    act(() =>
      notifyFrom(f.bravo.printer, 'notify_job_queue_changed', [
        { action: 'state_changed', updated_queue: null, queue_state: 'paused' },
      ]),
    );
    expect(within(bravo).getByText('Queue: 2 · next cube.gcode')).toBeVisible();

    // The queue emptied: the line goes.
    notifyQueue(f, []);
    await waitFor(() => expect(within(bravo).queryByText(/^Queue:/)).toBeNull());
  });

  it('reads the queue again when a filtered-out tile is shown again, not while it is hidden', async () => {
    const f = await openQueueFarm([job('cube.gcode', '1')]);
    render(<FarmPage />);
    const bravo = await screen.findByRole('region', { name: 'Bravo' });
    await waitFor(() =>
      expect(within(bravo).getByText('Queue: 1 · next cube.gcode')).toBeVisible(),
    );
    const search = screen.getByRole('searchbox', { name: 'Search printers' });
    await userEvent.type(search, 'alp');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Bravo' })).toBeNull());
    f.bravo.printer.rpc.set('server.job_queue.status', () => ({
      queued_jobs: [job('boat.gcode', '4'), job('cube.gcode', '1')],
      queue_state: 'ready',
    }));
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(framesOf(f.bravo.printer, 'server.job_queue.status')).toHaveLength(1);

    await userEvent.clear(search);
    const shown = await screen.findByRole('region', { name: 'Bravo' });
    await waitFor(() =>
      expect(within(shown).getByText('Queue: 2 · next boat.gcode')).toBeVisible(),
    );
    expect(framesOf(f.bravo.printer, 'server.job_queue.status')).toHaveLength(2);
  });
});
