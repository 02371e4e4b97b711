// The job queue running by itself: with automatic_transition in moonraker.conf, starting the queue
// prints its jobs one after another in the queue's order (time-scaled), the card counting down as
// each is loaded, until the queue is empty and every job stands in /history in that order.
import { openReady, readConfig, writeConfig } from './files-helpers';
import { expect, test } from './fixtures';
import { queueRegion, queueRows, uploadGcode } from './queue-helpers';

test.use({ timeScale: 200 });

const queueCard = queueRegion;

async function rpc<T>(url: string, method: string, path: string, body?: unknown): Promise<T> {
  const answer = await fetch(`${url}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(answer.ok).toBe(true);
  return ((await answer.json()) as { result: T }).result;
}

interface HistoryJob {
  filename: string;
  status: string;
  start_time: number;
}

test('with automatic transition, the started queue prints every job in its order', async ({
  page,
  sim,
}) => {
  test.setTimeout(120_000);
  // Moonraker reads [job_queue] at its start: the section is added and Moonraker restarted.
  const conf = await readConfig(sim.url, 'moonraker.conf');
  await writeConfig(
    sim.url,
    'moonraker.conf',
    `${conf}\n[job_queue]\nautomatic_transition: True\njob_transition_delay: 0.5\n`,
  );
  await rpc(sim.url, 'POST', '/server/restart');
  await expect
    .poll(
      async () => {
        try {
          const info = await rpc<{ klippy_state: string; components: string[] }>(
            sim.url,
            'GET',
            '/server/info',
          );
          return info.klippy_state === 'ready' && info.components.includes('job_queue');
        } catch {
          return false;
        }
      },
      { timeout: 30_000 },
    )
    .toBe(true);

  await uploadGcode(sim.url, 'first.gcode');
  await uploadGcode(sim.url, 'second.gcode');
  const order = ['second.gcode', 'first.gcode', 'second.gcode'];
  await rpc(sim.url, 'POST', '/server/job_queue/job', { filenames: order });

  await openReady(page, `${sim.url}/`);
  const card = queueCard(page);
  await card.scrollIntoViewIfNeeded();
  await expect.poll(() => queueRows(page)).toEqual(['second.gcode', 'first.gcode', 'second.gcode']);
  await card.getByRole('button', { name: 'Start the queue' }).first().click();

  // The card counts down as each job is loaded, and empties once the last one is.
  await expect
    .poll(() => queueRows(page), { timeout: 20_000 })
    .toEqual(['first.gcode', 'second.gcode']);
  await expect(card.getByText(/No jobs queued/)).toBeVisible({ timeout: 60_000 });

  // Every job printed to its end, in the queue's order.
  await expect
    .poll(
      async () => {
        const { jobs } = await rpc<{ jobs: HistoryJob[] }>(
          sim.url,
          'GET',
          '/server/history/list?limit=10&order=asc',
        );
        return jobs.map((job) => `${job.filename} ${job.status}`);
      },
      { timeout: 60_000 },
    )
    .toEqual(order.map((name) => `${name} completed`));
  // Once its last job was loaded the queue pauses, as Moonraker's does.
  const state = await rpc<{ queue_state: string }>(sim.url, 'GET', '/server/job_queue/status');
  expect(state.queue_state).toBe('paused');
  await expect(card.getByRole('status', { name: 'Queue state: Paused' })).toBeVisible();
});
