// A group's number of copies set in place on the queue card: more copies come right after the
// group, fewer delete its last jobs, and a number out of 1–99 is said and sends nothing.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import QueueCard from '../card/QueueCard';
import { openQueuePrinter, type QueuePrinter } from './queue-printer';

describe('the copies of a queued group', () => {
  let p: QueuePrinter | null = null;
  afterEach(() => {
    p?.close();
    p = null;
  });

  async function renderCard(files: string[]) {
    p = await openQueuePrinter(files);
    p.render(<QueueCard />);
    // The list is a lazy chunk: the first render waits for it.
    await screen.findByRole('list', { name: 'Job queue' }, { timeout: 5000 });
    return p;
  }
  const rows = () =>
    within(screen.getByRole('list', { name: 'Job queue' }))
      .getAllByRole('listitem')
      .map((li) => li.getAttribute('aria-label'));
  const field = (name: string) => screen.getByRole('textbox', { name: `Copies of ${name}` });
  const queued = () => p!.queue.queued_jobs.map((j) => j.filename);

  it('grows a group in the middle of the queue to 5 with Enter', async () => {
    await renderCard(['a.gcode', 'c.gcode', 'c.gcode', 'c.gcode', 'b.gcode']);
    await waitFor(() => expect(rows()).toEqual(['a.gcode', 'c.gcode × 3', 'b.gcode']));
    expect((field('c.gcode') as HTMLInputElement).value).toBe('3');
    fireEvent.focus(field('c.gcode'));
    fireEvent.change(field('c.gcode'), { target: { value: '5' } });
    fireEvent.keyDown(field('c.gcode'), { key: 'Enter' });
    await waitFor(() => expect(rows()).toEqual(['a.gcode', 'c.gcode × 5', 'b.gcode']));
    expect(queued()).toEqual(['a.gcode', ...Array<string>(5).fill('c.gcode'), 'b.gcode']);
    expect((field('c.gcode') as HTMLInputElement).value).toBe('5');
  });

  it('shrinks a group when the field is left, by deleting its last jobs', async () => {
    const { sent } = await renderCard(['c.gcode', 'c.gcode', 'c.gcode']);
    await waitFor(() => expect(rows()).toEqual(['c.gcode × 3']));
    fireEvent.focus(field('c.gcode'));
    fireEvent.keyDown(field('c.gcode'), { key: 'ArrowDown' });
    fireEvent.blur(field('c.gcode'));
    await waitFor(() => expect(rows()).toEqual(['c.gcode × 2']));
    expect(sent('server.job_queue.delete_job')).toEqual([{ job_ids: ['0000000000000002'] }]);
    expect(sent('server.job_queue.post_job')).toEqual([]);
  });

  it.each(['0', '100', 'x', '2.5', ''])('refuses %j and says what it takes', async (typed) => {
    const { sent } = await renderCard(['a.gcode', 'a.gcode']);
    await waitFor(() => expect(rows()).toEqual(['a.gcode × 2']));
    fireEvent.focus(field('a.gcode'));
    fireEvent.change(field('a.gcode'), { target: { value: typed } });
    fireEvent.keyDown(field('a.gcode'), { key: 'Enter' });
    expect(field('a.gcode').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Copies: a whole number from 1 to 99')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(sent('server.job_queue.post_job')).toEqual([]);
    expect(sent('server.job_queue.delete_job')).toEqual([]);
    // Escape puts back the number queued.
    fireEvent.keyDown(field('a.gcode'), { key: 'Escape' });
    expect((field('a.gcode') as HTMLInputElement).value).toBe('2');
    expect(screen.queryByText('Copies: a whole number from 1 to 99')).toBeNull();
  });
});
