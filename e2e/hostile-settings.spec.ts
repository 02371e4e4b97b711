// Hostile text (e2e/hostile-inputs.ts) in what another client can save on the printer: the printer's
// name, cameras (names and addresses, of every kind), temperature presets, macro categories,
// macro labels and colours, the theme's colour and logo, console filters, and user names. On the dashboard, the camera page and Settings:
// nothing runs, no element or link comes out of them, long names stay inside their cards at 1280
// and 390 px (pictures in /tmp/hostile-settings-*.png). An iframe camera's page runs its scripts
// but cannot navigate the dashboard, open windows or submit forms, and gets no referrer.
import type { Page } from '@playwright/test';
import { openReady } from './files-helpers';
import { expect, logIn, routeOf, test, writeDatabaseItem, type Sim } from './fixtures';
import { checkAtSizes, loadWholePage } from './hostile-checks';
import { postWebcam } from './hostile-config';
import { armTraps, HOSTILE_INPUTS, LONG_WORD } from './hostile-inputs';

test.use({ bypassCSP: true, timeScale: 10, viewport: { width: 1280, height: 900 } });

const TEXTS = HOSTILE_INPUTS.map((n) => n.text);
const SERVICES = ['mjpegstreamer', 'mjpegstreamer-adaptive', 'ipstream', 'iframe'];

async function openTools(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Open tools' }).click();
  await expect(page.getByRole('navigation', { name: 'Tools' })).toBeVisible();
}

test("the printer's name: every input at once, then a right-to-left override alone", async ({
  page,
  sim,
}) => {
  test.setTimeout(300_000);
  await armTraps(page);
  for (const [label, name] of [
    ['all', TEXTS.join(' · ')],
    ['rlo', HOSTILE_INPUTS.find((n) => n.id === 'rlo')?.text ?? ''],
  ] as const) {
    await writeDatabaseItem(sim.url, 'uiSettings.general.instanceName', name);
    await openReady(page, `${sim.url}/`);
    await checkAtSizes(page, `settings-name-${label}`, [name]);
    await checkAtSizes(page, `settings-name-tools-${label}`, [name], () => openTools(page));
  }
});

async function webcamUid(sim: Sim, name: string): Promise<string> {
  const res = await fetch(`${sim.url}/server/webcams/list`);
  const body = (await res.json()) as { result: { webcams: { name: string; uid: string }[] } };
  return body.result.webcams.find((w) => w.name === name)?.uid ?? '';
}

test('cameras named and addressed by hostile text: the card, its chooser, Settings and the camera page', async ({
  page,
  sim,
}) => {
  test.setTimeout(300_000);
  for (const [i, { text }] of HOSTILE_INPUTS.entries()) {
    const other = HOSTILE_INPUTS[(i + 6) % HOSTILE_INPUTS.length]?.text ?? '';
    await postWebcam(sim, {
      name: text,
      service: SERVICES[i % SERVICES.length],
      stream_url: other,
      snapshot_url: text,
      enabled: true,
    });
  }
  await armTraps(page);
  await openReady(page, `${sim.url}/`);
  await loadWholePage(page);
  const card = page.getByRole('region', { name: 'Cameras', exact: true });
  await expect(card.getByRole('combobox').first()).toBeAttached({ timeout: 20_000 });
  await checkAtSizes(page, 'settings-cameras-card', TEXTS, () => loadWholePage(page));
  // The chooser is a native select: its list is the browser's, its options the names as text.
  await expect(card.getByRole('combobox').first().locator('option')).toHaveCount(
    HOSTILE_INPUTS.length + 1,
  );

  await openReady(page, `${sim.url}/settings#camera`);
  const section = page.getByRole('region', { name: 'Cameras', exact: true });
  await expect(section.getByText(LONG_WORD.slice(0, 100)).first()).toBeAttached({
    timeout: 30_000,
  });
  await checkAtSizes(page, 'settings-cameras-section', TEXTS);

  await openReady(page, `${sim.url}/camera/${await webcamUid(sim, LONG_WORD)}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  await checkAtSizes(page, 'settings-camera-page', TEXTS);
});

test("an iframe camera's page runs, but cannot navigate the dashboard, open windows or submit forms", async ({
  page,
  sim,
}) => {
  // The camera's page on another origin (localhost, where the dashboard is 127.0.0.1), served by
  // the test: it reports that it runs, then tries to escape.
  const cameraUrl = sim.url.replace('127.0.0.1', 'localhost') + '/camera-page.html';
  const referrers: (string | undefined)[] = [];
  const escapes: string[] = [];
  await page.route('**/camera-page.html', (route) => {
    referrers.push(route.request().headers()['referer']);
    return route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><body><form id="f" action="${sim.url}/form-target" target="_top" method="get"><input name="q" value="x"></form><script>
        parent.postMessage('camera page runs', '*');
        try { top.location.href = '${sim.url}/?escaped=top'; } catch (e) {}
        try { window.open('${sim.url}/?escaped=popup'); } catch (e) {}
        try { document.getElementById('f').submit(); } catch (e) {}
      </script></body>`,
    });
  });
  await page.route('**/form-target**', (route) => {
    escapes.push('form');
    return route.fulfill({ body: 'submitted' });
  });
  page.context().on('page', () => escapes.push('popup'));
  // What the camera's page posts to the dashboard, kept across a navigation of the dashboard.
  const messages: string[] = [];
  await page.exposeBinding('__cameraMessage', (_source, text: string) => {
    messages.push(text);
  });
  await page.addInitScript(() => {
    const report = (window as unknown as { __cameraMessage: (text: string) => void })
      .__cameraMessage;
    window.addEventListener('message', (event) => report(String(event.data)));
  });
  await postWebcam(sim, { name: 'Framed', service: 'iframe', stream_url: cameraUrl });
  await page.goto(`${sim.url}/camera/${await webcamUid(sim, 'Framed')}`);
  // The camera's page was asked for; give its script time to try.
  await expect.poll(() => referrers.length).toBe(1);
  await page.waitForTimeout(1500);
  expect(page.url(), 'the dashboard was not navigated').not.toContain('escaped');
  expect(escapes, 'no window opened, no form sent').toEqual([]);
  expect(referrers, 'the camera got no referrer').toEqual([undefined]);
  expect(messages, "the camera's scripts ran").toEqual(['camera page runs']);
  const frame = page.locator('iframe[title="Framed"]');
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin');
  await expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
});

test('presets, macro categories, macro labels and colours, console filters with hostile text', async ({
  page,
  sim,
}) => {
  test.setTimeout(300_000);
  const id = (i: number) => `h${i}`;
  await writeDatabaseItem(
    sim.url,
    'presets',
    HOSTILE_INPUTS.map(({ text }, i) => ({
      id: id(i),
      name: text,
      values: { extruder: { type: 'heater', active: true, value: 200 } },
      gcode: '',
    })),
  );
  await writeDatabaseItem(sim.url, 'macros', {
    categories: HOSTILE_INPUTS.map(({ text }, i) => ({ id: id(i), name: text })),
    // Labels and colours for the printer's macros; a colour that tries to end its CSS rule.
    stored: ['print_start', 'print_end', 'pause', 'resume', 'cancel_print'].map((name, i) => ({
      name,
      alias: HOSTILE_INPUTS[i * 6]?.text ?? '',
      color: i === 0 ? 'red;}*{display:none!important}' : `url(javascript:__pwned.push('css'))`,
      categoryId: id(30),
      visible: true,
    })),
    expanded: HOSTILE_INPUTS.map((_, i) => id(i)),
  });
  await writeDatabaseItem(
    sim.url,
    'console.consoleFilters',
    HOSTILE_INPUTS.map(({ text }, i) => ({
      id: id(i),
      name: text,
      type: 'contains',
      value: text,
      enabled: true,
    })),
  );
  await writeDatabaseItem(sim.url, 'uiSettings.theme.logo', "javascript:__pwned.push('logo')");
  // A primary colour MUI would read as rgb(), with a rule after it.
  await writeDatabaseItem(
    sim.url,
    'uiSettings.theme.primaryColor',
    'rgb(1,2,3);}*{display:none!important}',
  );
  await armTraps(page);
  await openReady(page, `${sim.url}/`);
  await loadWholePage(page);
  // The macros still show: a colour cannot hide the page.
  await expect(page.getByRole('region', { name: 'Macros', exact: true })).toBeVisible();
  await checkAtSizes(page, 'settings-lists-dashboard', TEXTS, () => loadWholePage(page));
  const presets = async () => {
    await page.getByRole('button', { name: 'Presets' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
  };
  await checkAtSizes(page, 'settings-presets-menu', TEXTS, presets);

  for (const hash of ['presets', 'macros', 'console']) {
    await openReady(page, `${sim.url}/settings#${hash}`);
    await page.waitForTimeout(500);
    await checkAtSizes(page, `settings-lists-${hash}`, TEXTS);
  }
  await openReady(page, `${sim.url}/settings/macros/${id(30)}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  await checkAtSizes(page, 'settings-macro-category-long', TEXTS);
});

test.describe('on a printer that wants a login', () => {
  test.use({ auth: true });

  test('user names made of hostile text in Settings › Authentication and its question', async ({
    page,
    sim,
  }) => {
    test.setTimeout(300_000);
    const login = await fetch(`${sim.url}/access/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'printdeck', password: 'printdeck' }),
    });
    const { token } = ((await login.json()) as { result: { token: string } }).result;
    // Moonraker keeps names like _this_ for itself.
    const names = HOSTILE_INPUTS.map((n) => n.text).filter((n) => !/^_.*_$/.test(n));
    for (const username of names) {
      const res = await fetch(`${sim.url}/access/user`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ username, password: 'secret-password' }),
      });
      expect(res.ok, `adding ${JSON.stringify(username.slice(0, 40))}`).toBe(true);
    }
    await armTraps(page);
    await page.goto(`${sim.url}/`);
    await logIn(page, 'printdeck', 'printdeck');
    await expect.poll(() => routeOf(page)).not.toBe('/login');
    await page.goto(`${sim.url}/settings#auth`);
    const users = page.getByRole('list', { name: 'Users' });
    await expect(users.getByText(LONG_WORD.slice(0, 100)).first()).toBeAttached({
      timeout: 30_000,
    });
    await checkAtSizes(page, 'settings-users', TEXTS);
    const askRemoval = async () => {
      await users
        .getByRole('button', { name: /^Remove/ })
        .last()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
    };
    await checkAtSizes(page, 'settings-users-remove', TEXTS, askRemoval);
  });
});
