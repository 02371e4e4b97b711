// The cost of a print, end to end on the virtual printer with its Spoolman and power meter: the user
// sets a price per kWh and a currency in the settings, a file is printed from the active spool, and
// /history shows the job's cost (the spool's price per gram for the filament it used, plus the energy
// the meter counted at that price) in the table, the job's details and the week's total. Before a
// print, a file's details say what printing it should cost at the active spool's price, in
// Spoolman's currency while the user has set none. The totals card reads only the jobs of the
// periods it shows, page by page, from a long history.
import type { Page } from '@playwright/test';
import { HistoryStore } from '../sim/components/history/store';
import { audit, transitionsOver, useLightTheme } from './axe-helpers';
import { openReady, rowAction } from './files-helpers';
import { expect, test } from './fixtures';

test.use({ timeScale: 400, simArgs: ['--spoolman-port', '0', '--power-meter'] });

interface Job {
  status: string;
  filename: string;
  filament_used: number;
  auxiliary_data: { name: string; value: unknown }[];
}

async function rpcPost(url: string, path: string, body?: unknown): Promise<unknown> {
  const answer = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(answer.ok).toBe(true);
  return ((await answer.json()) as { result: unknown }).result;
}

async function lastJob(url: string): Promise<Job | undefined> {
  const answer = await fetch(`${url}/server/history/list?limit=1`);
  return ((await answer.json()) as { result: { jobs: Job[] } }).result.jobs[0];
}

async function setPrice(page: Page, url: string): Promise<void> {
  await openReady(page, `${url}/settings#cost`);
  const card = page.getByRole('region', { name: 'Print cost', exact: true });
  const price = card.getByRole('textbox', { name: 'Price per kWh' });
  await price.fill('-1');
  await expect(card.getByText('Min 0')).toBeVisible();
  await price.fill('0,30');
  await card.getByRole('textbox', { name: 'Currency' }).fill('EUR');
  // Saved in the printer's database.
  await expect
    .poll(async () => {
      const answer = await fetch(
        `${url}/server/database/item?namespace=printdeck&key=uiSettings.cost`,
      );
      return answer.ok
        ? ((await answer.json()) as { result: { value: unknown } }).result.value
        : null;
    })
    .toEqual({ pricePerKwh: 0.3, currency: 'EUR' });
}

test('a print from a priced spool with the power meter on shows its cost in the history', async ({
  page,
  sim,
}) => {
  test.setTimeout(120_000);
  await setPrice(page, sim.url);

  // Spool 2 of the virtual Spoolman: 24 for 1000 g of 1.75 mm PLA (1.24 g/cm³).
  expect(await rpcPost(sim.url, '/server/spoolman/spool_id', { spool_id: 2 })).toEqual({
    spool_id: 2,
  });
  expect(await rpcPost(sim.url, '/printer/print/start?filename=small.gcode')).toBe('ok');
  await expect
    .poll(async () => (await lastJob(sim.url))?.status, { timeout: 60_000 })
    .toBe('completed');
  const job = (await lastJob(sim.url))!;
  const aux = (name: string) => job.auxiliary_data.find((f) => f.name === name)?.value;
  expect(aux('spool_ids')).toEqual([2]);
  const kwh = aux('energy') as number;
  expect(kwh).toBeGreaterThan(0);
  const grams = ((Math.PI * 0.875 ** 2 * job.filament_used) / 1000) * 1.24;
  const euros = (value: number) => `€${value.toFixed(2)}`;
  const filamentCost = grams * 0.024;
  const energyCost = kwh * 0.3;

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'History' })
    .click();
  const table = page.getByRole('table', { name: 'Print history' });
  const row = table.getByRole('row').filter({ hasText: 'small.gcode' }).first();
  await expect(row).toBeVisible({ timeout: 20_000 });
  const headers = await table.getByRole('columnheader').allTextContents();
  const costColumn = headers.indexOf('Cost');
  expect(costColumn).toBeGreaterThan(0);
  await expect(row.getByRole('cell').nth(costColumn - 1)).toHaveText(
    euros(filamentCost + energyCost),
  );

  await row.getByRole('button', { name: 'Show details of small.gcode' }).click();
  const details = page.getByLabel('Details of small.gcode');
  await expect(details.getByLabel('Filament cost')).toHaveText(euros(filamentCost));
  await expect(details.getByLabel('Spools')).toHaveText('#2');
  await expect(details.getByLabel('Energy', { exact: true })).toHaveText(`${kwh.toFixed(3)} kWh`);
  await expect(details.getByLabel('Energy cost')).toHaveText(euros(energyCost));

  const totals = page.getByRole('region', { name: 'Cost of prints' });
  await expect(totals.getByRole('definition')).toHaveText(euros(filamentCost + energyCost));
});

test("a file's details say what printing it should cost, in Spoolman's currency", async ({
  page,
  sim,
}) => {
  await openReady(page, `${sim.url}/settings#cost`);
  const card = page.getByRole('region', { name: 'Print cost', exact: true });
  await expect(card.getByText('From Spoolman: EUR')).toBeVisible();
  // The details are audited below in the light theme (the dark one is audited on other pages).
  await useLightTheme(page);

  // Spool 2: 24 for 1000 g of PLA; small.gcode needs 4.32 g by its slicer.
  await rpcPost(sim.url, '/server/spoolman/spool_id', { spool_id: 2 });
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Jobs' })
    .click();
  await rowAction(page, 'small.gcode', 'View metadata');
  const details = page.getByRole('dialog', { name: 'Metadata of small.gcode' });
  const estimate = details.getByLabel('Estimated cost');
  await expect(estimate).toHaveText('€0.10 (4.32 g of PLA from spool #2)');
  await transitionsOver(page);
  expect(await audit(page)).toEqual([]);

  // Another spool made active elsewhere: the open details follow it.
  await rpcPost(sim.url, '/server/spoolman/spool_id', { spool_id: 5 });
  await expect(estimate).toHaveText('Unknown: spool #5 and its filament have no price');
  await rpcPost(sim.url, '/server/spoolman/spool_id', {});
  await expect(estimate).toHaveText('Unknown: no active spool');
});

/** Local midnight of the Monday of the week holding `ms`. */
function mondayOf(ms: number): number {
  const date = new Date(ms);
  return new Date(
    date.getFullYear(),
    date.getMonth(),
    date.getDate() - ((date.getDay() + 6) % 7),
  ).getTime();
}

test('the cost of prints per week reads only the weeks it shows, page by page', async ({
  page,
  sim,
}) => {
  // Ten weeks of history, two prints a day (oldest first, as job ids grow): spool 2 (24 for 1000 g
  // of PLA) for most, spool 5 (no price) for every seventh.
  await sim.stop();
  const store = new HistoryStore(sim.dataDir);
  const now = Date.now();
  const seeded: { start: number; mm: number; priced: boolean }[] = [];
  for (let i = 139; i >= 0; i--) {
    const start = (now - (i * 12 + 1) * 3600_000) / 1000;
    const mm = 1000 * (1 + (i % 5));
    const priced = i % 7 !== 3;
    seeded.push({ start, mm, priced });
    store.add({
      user: 'printdeck',
      filename: `part-${i}.gcode`,
      status: 'completed',
      start_time: start,
      end_time: start + 600,
      print_duration: 550,
      total_duration: 600,
      filament_used: mm,
      metadata: {},
      auxiliary_data: [
        {
          provider: 'spoolman',
          name: 'spool_ids',
          value: [priced ? 2 : 5],
          description: 'Spool IDs used',
          units: null,
        },
      ],
    });
  }
  store.close();
  await sim.start();

  // What the card should say, newest week first: the six weeks up to this one.
  const first = new Date(mondayOf(now));
  const oldest = new Date(first.getFullYear(), first.getMonth(), first.getDate() - 35).getTime();
  const weeks = new Map<number, { total: number; known: number; unknown: number }>();
  for (const job of seeded) {
    if (job.start * 1000 < oldest) continue;
    const week = mondayOf(job.start * 1000);
    const row = weeks.get(week) ?? { total: 0, known: 0, unknown: 0 };
    if (job.priced) {
      row.total += ((Math.PI * 0.875 ** 2 * job.mm) / 1000) * 1.24 * 0.024;
      row.known += 1;
    } else row.unknown += 1;
    weeks.set(week, row);
  }
  const expected = [...weeks.entries()]
    .sort((a, b) => b[0] - a[0])
    .map(
      ([, row]) =>
        `€${row.total.toFixed(2)}` +
        (row.unknown > 0
          ? `Without a known cost: ${row.unknown} of ${row.known + row.unknown} prints`
          : ''),
    );
  const inWindow = seeded.filter((job) => job.start * 1000 >= oldest).length;
  expect(inWindow).toBeGreaterThan(50);

  const lists: Record<string, unknown>[] = [];
  page.on('websocket', (ws) =>
    ws.on('framesent', (frame) => {
      const message = JSON.parse(String(frame.payload)) as {
        method?: string;
        params?: Record<string, unknown>;
      };
      if (message.method === 'server.history.list') lists.push(message.params ?? {});
    }),
  );
  await openReady(page, `${sim.url}/history`);
  const totals = page.getByRole('region', { name: 'Cost of prints' });
  await expect(totals.getByRole('definition')).toHaveText(expected, { timeout: 20_000 });

  // The card asked for the six weeks' jobs only, in pages of 50; nothing asked for every job.
  const since = oldest / 1000 - 1;
  const periodPages = lists.filter((params) => 'since' in params);
  expect(periodPages).toEqual(
    Array.from({ length: Math.ceil((inWindow + 1) / 50) }, (_, n) => ({
      since,
      limit: 50,
      start: n * 50,
      order: 'desc',
    })),
  );
  expect(lists.filter((params) => !('since' in params))).toEqual([{ limit: 50 }]);
});
