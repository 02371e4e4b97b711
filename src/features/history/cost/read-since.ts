// Reading the history jobs that started after a time, page by page, as Moonraker's
// server.history.list serves them: `since` keeps the jobs whose start_time is later, newest first,
// `limit` jobs from offset `start`. A page shorter than `limit` is the last. A job added while the
// pages are read shifts the later pages by one: the job read twice is kept once.
import type { HistoryJob, HistoryList } from '../../../../protocol/history';

export interface ListParams {
  since: number;
  limit: number;
  start: number;
  order: 'desc';
}

/** Jobs per page asked for (Moonraker's own default). */
export const PAGE_SIZE = 50;

/** The most pages read at once: a server that ignores `start` cannot keep the reader going. */
export const MAX_PAGES = 200;

/** The jobs that started after `since` (s), newest first, each once. */
export async function readJobsSince(
  list: (params: ListParams) => Promise<HistoryList>,
  since: number,
  pageSize = PAGE_SIZE,
): Promise<HistoryJob[]> {
  const byId = new Map<string, HistoryJob>();
  for (let page = 0; page < MAX_PAGES; page++) {
    const answer = await list({ since, limit: pageSize, start: page * pageSize, order: 'desc' });
    const before = byId.size;
    for (const job of answer.jobs) byId.set(job.job_id, job);
    if (answer.jobs.length < pageSize || byId.size === before) break;
  }
  return [...byId.values()].sort(
    (a, b) => b.start_time - a.start_time || (a.job_id < b.job_id ? 1 : -1),
  );
}
