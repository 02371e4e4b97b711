import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cardHidden } from '../../../test/card-hidden';
import { formatTimeOfDay } from '../../../state/dates';
import card from '../card';
import QueueCard from '../card/QueueCard';
import { openQueuePrinter, type QueuePrinter } from './queue-printer';

describe('the job queue card', () => {
  let p: QueuePrinter | null = null;
  afterEach(() => {
    p?.close();
    p = null;
  });

  async function renderCard(files: string[], estimates: Record<string, number> = {}) {
    p = await openQueuePrinter(files, estimates);
    p.render(<QueueCard />);
    return p;
  }

  const rows = () =>
    within(screen.getByRole('list', { name: 'Job queue' }))
      .getAllByRole('listitem')
      .map((li) => li.getAttribute('aria-label'));

  it('is hidden when the printer’s Moonraker has no job_queue component', async () => {
    p = await openQueuePrinter([], {}, ['history']);
    expect(cardHidden(card, p.scope).current).toBe(true);
    p.close();
    p = await openQueuePrinter([]);
    const hidden = cardHidden(card, p.scope);
    await waitFor(() => expect(hidden.current).toBe(false));
  });

  it('says the queue is empty', async () => {
    await renderCard([]);
    expect(await screen.findByText(/No jobs queued/)).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Queue state: Paused' })).toBeTruthy();
  });

  it('groups consecutive jobs of one file and totals the queue', async () => {
    await renderCard(['a.gcode', 'b.gcode', 'c.gcode', 'c.gcode', 'c.gcode'], {
      'a.gcode': 600,
      'b.gcode': 60,
      'c.gcode': 1200,
    });
    await waitFor(() => expect(rows()).toEqual(['a.gcode', 'b.gcode', 'c.gcode × 3']));
    const totals = screen.getByRole('group', { name: 'Queue totals' });
    await waitFor(() => expect(totals.textContent).toContain('Time: 1h 11m 0s'));
    expect(totals.textContent).toContain('Jobs: 5');
    expect(totals.textContent).toContain('Filament: 5');
    // Every estimate is known: a finish time, not a dash.
    expect(totals.textContent).not.toMatch(/done at: —/);
  });

  it('a file without an estimate leaves the finish time unknown', async () => {
    await renderCard(['a.gcode', 'lost.gcode'], { 'a.gcode': 600 });
    await waitFor(() => expect(screen.getByText('No estimate')).toBeTruthy());
    expect(screen.getByRole('group', { name: 'Queue totals' }).textContent).toMatch(/done at: —/);
  });

  it('removes a group, jumps one to the front, starts and pauses', async () => {
    const { sent } = await renderCard(['a.gcode', 'b.gcode', 'b.gcode', 'c.gcode']);
    await waitFor(() => expect(rows()).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: 'Remove b.gcode from the queue' }));
    await waitFor(() => expect(rows()).toEqual(['a.gcode', 'c.gcode']));
    expect(sent('server.job_queue.delete_job')).toEqual([
      { job_ids: ['0000000000000001', '0000000000000002'] },
    ]);
    // The first group has nothing to jump over.
    expect(screen.queryByRole('button', { name: 'Move a.gcode to the front' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Move c.gcode to the front' }));
    await waitFor(() => expect(rows()).toEqual(['c.gcode', 'a.gcode']));
    fireEvent.click(screen.getAllByRole('button', { name: 'Start the queue' })[0]!);
    await waitFor(() => screen.getByRole('status', { name: 'Queue state: Ready' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pause the queue' }));
    await waitFor(() => screen.getByRole('status', { name: 'Queue state: Paused' }));
  });

  it('removes every job after asking', async () => {
    const { sent } = await renderCard(['a.gcode', 'b.gcode']);
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Remove all jobs' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove all jobs' }));
    await screen.findByText(/No jobs queued/);
    expect(sent('server.job_queue.delete_job')).toEqual([{ all: true }]);
  });

  it('counts the finish from the end of the print under way', async () => {
    p = await openQueuePrinter(['a.gcode'], { 'a.gcode': 600, 'now.gcode': 7200 }, undefined, {
      print_stats: { state: 'printing', filename: 'now.gcode', print_duration: 3600 },
      virtual_sdcard: { progress: 0.5 },
    });
    const now = Date.now();
    p.render(<QueueCard />);
    // 3600 s left of the print (half done in an hour), then the queued job's 600 s.
    const at = (offset: number) => formatTimeOfDay(now + offset * 1000);
    const totals = await screen.findByRole('group', { name: 'Queue totals' });
    await waitFor(() =>
      expect([at(4200), at(4260)].some((time) => totals.textContent?.includes(time))).toBe(true),
    );
  });
});
