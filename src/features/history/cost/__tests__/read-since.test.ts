// The paged read of the jobs since a time: pages of `limit` from offset 0 on, newest first, until a
// short page; a job added meanwhile (shifting the pages) is kept once; a server that ignores the
// offset does not keep the reader going.
import { describe, expect, it } from 'vitest';
import type { HistoryJob } from '../../../../../protocol/history';
import { readJobsSince, type ListParams } from '../read-since';

const job = (n: number): HistoryJob => ({
  job_id: n.toString(16).toUpperCase().padStart(6, '0'),
  user: 'x',
  filename: `part-${n}.gcode`,
  status: 'completed',
  start_time: 1000 + n,
  end_time: 1000 + n + 1,
  print_duration: 1,
  total_duration: 1,
  filament_used: 0,
  metadata: {},
  auxiliary_data: [],
  exists: true,
});

/** A server holding jobs 1…count (newest first), answering as Moonraker's list does. */
function server(count: number, opts: { addBefore?: number; ignoreStart?: boolean } = {}) {
  let jobs = Array.from({ length: count }, (_, i) => job(count - i));
  const asked: ListParams[] = [];
  const list = (params: ListParams) => {
    asked.push(params);
    if (opts.addBefore !== undefined && asked.length === opts.addBefore)
      jobs = [job(count + 1), ...jobs];
    const kept = jobs.filter((j) => j.start_time > params.since);
    const start = opts.ignoreStart ? 0 : params.start;
    const page = kept.slice(start, start + params.limit);
    return Promise.resolve({ count: page.length, jobs: page });
  };
  return { list, asked };
}

describe('readJobsSince', () => {
  it.each<[string, number, number, number, number[]]>([
    ['one short page', 7, 0, 5, [0, 5]],
    ['full pages, then an empty one', 10, 0, 5, [0, 5, 10]],
    ['full pages, then a short one', 12, 0, 5, [0, 5, 10]],
    ['only the jobs after since', 12, 1005, 5, [0, 5]],
    ['no jobs', 0, 0, 5, [0]],
  ])('%s', async (_, count, since, limit, starts) => {
    const { list, asked } = server(count);
    const jobs = await readJobsSince(list, since, limit);
    expect(jobs.map((j) => j.start_time)).toEqual(
      Array.from({ length: count }, (_, i) => 1000 + count - i).filter((t) => t > since),
    );
    expect(asked).toEqual(starts.map((start) => ({ since, limit, start, order: 'desc' })));
  });

  it('keeps a job once when a new one shifts the pages', async () => {
    // Job 10 starts before the second page is asked for: that page begins with job 5 again. (The
    // new job itself comes with the history's notification.)
    const { list } = server(9, { addBefore: 2 });
    const jobs = await readJobsSince(list, 0, 5);
    expect(jobs.map((j) => j.job_id)).toEqual(
      Array.from({ length: 9 }, (_, i) => job(9 - i).job_id),
    );
  });

  it('stops when a page brings nothing new', async () => {
    const { list, asked } = server(20, { ignoreStart: true });
    expect(await readJobsSince(list, 0, 5)).toHaveLength(5);
    expect(asked).toHaveLength(2);
  });
});
