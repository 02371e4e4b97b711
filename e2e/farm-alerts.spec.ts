// Farm alerts as a user meets them: two virtual printers in the browser's list, the dashboard open
// on the first (Alpha); a print started on the second (Bravo) behind the page's back runs to its
// end, and the notification menu gets an entry naming Bravo and what happened, the page title
// counts Bravo as needing attention, and — notifications allowed — the browser shows one too.
import type { Locator, Page } from '@playwright/test';
import { expect, knowPrinters, launchSim, test, type Sim } from './fixtures';
import { openReady } from './files-helpers';

// small.gcode (one of the simulator's seeded prints, about 13 minutes) ends in seconds.
test.use({ timeScale: 100 });

/** Every browser notification the page shows, recorded (title and body) as it is made. */
async function recordBrowserNotices(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const Real = window.Notification;
    const shown: { title: string; body: string }[] = [];
    (window as unknown as { __notices: typeof shown }).__notices = shown;
    class Recorded extends Real {
      constructor(title: string, options?: NotificationOptions) {
        super(title, options);
        shown.push({ title, body: options?.body ?? '' });
      }
    }
    window.Notification = Recorded as typeof Notification;
  });
}

const notices = (page: Page) =>
  page.evaluate(() => (window as unknown as { __notices: unknown[] }).__notices);

async function openMenu(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const menu = page.getByRole('dialog', { name: 'Notifications' });
  await expect(menu).toBeVisible();
  return menu;
}

/** A field of a Klipper object as the simulator reports it (undefined while Klipper is not up). */
async function field(sim: Sim, object: string, name: string): Promise<unknown> {
  const res = await fetch(`${sim.url}/printer/objects/query?${object}=${name}`);
  if (!res.ok) return undefined;
  const body = (await res.json()) as {
    result: { status: Record<string, Record<string, unknown>> };
  };
  return body.result.status[object]?.[name];
}

const printState = (sim: Sim) => field(sim, 'print_stats', 'state');

test("a print finishing on Bravo while Alpha's dashboard is open: an alert names Bravo, the title counts it", async ({
  page,
  context,
  sim,
}) => {
  test.setTimeout(120_000);
  const second = await launchSim({ timeScale: 100, auth: false });
  try {
    await context.grantPermissions(['notifications'], { origin: sim.url });
    await knowPrinters(page, [
      [sim, 'Alpha'],
      [second, 'Bravo'],
    ]);
    await recordBrowserNotices(page);
    await openReady(page, `${sim.url}/`);
    // Both printers are ready, nothing needs attention: the title has no count.
    await expect(page).toHaveTitle(/^[^(]/, { timeout: 20_000 });

    await expect.poll(() => field(second, 'webhooks', 'state'), { timeout: 20_000 }).toBe('ready');
    const started = await fetch(`${second.url}/printer/print/start?filename=small.gcode`, {
      method: 'POST',
    });
    expect(started.ok, await started.text()).toBe(true);
    await expect.poll(() => printState(second), { timeout: 20_000 }).toBe('printing');
    await expect.poll(() => printState(second), { timeout: 60_000 }).toBe('complete');

    // The title counts Bravo, finished with its bed to clear.
    await expect(page).toHaveTitle(/^\(1\) [^(]/, { timeout: 10_000 });
    const menu = await openMenu(page);
    const alert = menu.getByRole('article', { name: 'Bravo: print finished' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('small.gcode');
    // Browser notifications are on by default and this page was allowed to show them.
    expect(await notices(page)).toEqual([{ title: 'Bravo: print finished', body: 'small.gcode' }]);
    if (process.env.SHOTS)
      await page.screenshot({ path: `${process.env.SHOTS}/farm-alert-1280.png` });
  } finally {
    await second.dispose();
  }
});

// Bravo failing mid-print, two ways: Klipper shuts down (told with the print's file, and not as a
// print error), or the whole printer goes away (told as a disconnect).
const failures: {
  what: string;
  timeScale: number;
  fail: (bravo: Sim) => Promise<void>;
  alert: string;
  file: boolean;
}[] = [
  {
    what: 'Klipper shutting down mid-print on Bravo is told as a shutdown, with the print',
    timeScale: 100,
    fail: async (bravo) => {
      await fetch(`${bravo.url}/printer/emergency_stop`, { method: 'POST' });
      await expect.poll(() => field(bravo, 'webhooks', 'state')).toBe('shutdown');
    },
    alert: 'Bravo: Klipper shut down',
    file: true,
  },
  {
    what: 'Bravo going away mid-print is told as a disconnect',
    timeScale: 20,
    fail: (bravo) => bravo.stop(),
    alert: 'Bravo: disconnected while printing',
    file: false,
  },
];

for (const failure of failures)
  test(failure.what, async ({ page, sim }) => {
    test.setTimeout(120_000);
    const second = await launchSim({ timeScale: failure.timeScale, auth: false });
    try {
      await knowPrinters(page, [
        [sim, 'Alpha'],
        [second, 'Bravo'],
      ]);
      await openReady(page, `${sim.url}/`);
      await expect
        .poll(() => field(second, 'webhooks', 'state'), { timeout: 20_000 })
        .toBe('ready');
      await fetch(`${second.url}/printer/print/start?filename=small.gcode`, { method: 'POST' });
      await expect.poll(() => printState(second), { timeout: 20_000 }).toBe('printing');
      // The page has seen Bravo printing before it fails.
      await page.waitForTimeout(1500);
      await failure.fail(second);

      const menu = await openMenu(page);
      const alert = menu.getByRole('article', { name: failure.alert });
      await expect(alert).toBeVisible({ timeout: 20_000 });
      if (failure.file) await expect(alert).toContainText('small.gcode');
      await expect(menu.getByRole('article', { name: 'Bravo: print error' })).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(page).toHaveTitle(/^\(1\) [^(]/);
    } finally {
      await second.dispose();
    }
  });
