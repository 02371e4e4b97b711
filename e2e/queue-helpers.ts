// The job queue as the browser tests read it: the card's (or /jobs panel's) rows as their names
// read, and the printer's queue as Moonraker answers it; and a G-code file put on a printer under
// a given name.
import type { Page } from '@playwright/test';
import { fixture } from './files-helpers';
import { expect } from './fixtures';

/** The dashboard's queue card, or the queue panel on /jobs (the same region). */
export const queueRegion = (page: Page) =>
  page.getByRole('region', { name: 'Job queue', exact: true });

/** The queue's rows as their names read ('cube.gcode × 3' for three in a row). */
export async function queueRows(page: Page): Promise<string[]> {
  const list = queueRegion(page).getByRole('list', { name: 'Job queue' });
  if ((await list.count()) === 0) return [];
  return list
    .getByRole('listitem')
    .evaluateAll((items) => items.map((li) => li.getAttribute('aria-label') ?? ''));
}

/** The printer's queue as server.job_queue.status answers it: file names in order. */
export async function queuedFiles(simUrl: string): Promise<string[]> {
  const res = await fetch(`${simUrl}/server/job_queue/status`);
  const body = (await res.json()) as { result: { queued_jobs: { filename: string }[] } };
  return body.result.queued_jobs.map((job) => job.filename);
}

/** Uploads `content` (small.gcode by default) to the printer's gcodes root as `name`. */
export async function uploadGcode(
  simUrl: string,
  name: string,
  content: Buffer = fixture('small.gcode'),
): Promise<void> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)]), name);
  const res = await fetch(`${simUrl}/server/files/upload`, { method: 'POST', body: form });
  expect(res.ok, `upload of ${name}`).toBe(true);
}
