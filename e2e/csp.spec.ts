// The built dashboard's Content Security Policy: every page and the dialogs that load lazy parts
// (settings sections, the editor, the G-code preview in 2D and 3D, the bed mesh in 3D, cameras of
// every kind, the timelapse page and its player, the update dialog, layout editing, the login page
// and the API key's QR code) work under it without a single violation; the policy is in force (eval
// throws, an injected inline script never runs, an object is refused); and the README's nginx
// example sends the same policy as a header, with frame-ancestors.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { openReady, rowAction } from './files-helpers';
import { expect, logIn, printerState, routeOf, test, type Sim } from './fixtures';
import { extendPrinterCfg, gcode, meshProfile, postWebcam } from './hostile-config';
import { loadWholePage } from './hostile-checks';

const ROOT = path.resolve(import.meta.dirname, '..');

test.use({
  viewport: { width: 1440, height: 1000 },
  timeScale: 10,
  simArgs: ['--webcam', '--timelapse'],
});

/**
 * Records every Content Security Policy violation of the page, across navigations: the
 * `securitypolicyviolation` events (an init script passes them to the test through a binding)
 * and the browser's console errors about the policy.
 */
async function recordViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeBinding('__cspViolation', (_source, text: string) => {
    seen.push(text);
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) {
      seen.push(`console: ${message.text().slice(0, 300)}`);
    }
  });
  await page.addInitScript(() => {
    const report = (window as unknown as { __cspViolation: (text: string) => void }).__cspViolation;
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        report(
          `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber} ${event.sample}`,
        );
      },
      true,
    );
  });
  return seen;
}

/** The policy the README's nginx example sends as a header (each of its copies, checked alike below). */
function readmePolicies(): string[] {
  const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  return [...readme.matchAll(/add_header Content-Security-Policy "([^"]+)" always;/g)].map(
    (m) => m[1] ?? '',
  );
}

/**
 * Serves the dashboard's scripts with the README's header, as nginx would. The G-code parser's
 * worker gets its policy from that header alone (a page's meta tag does not reach a worker). The
 * page itself keeps coming from the simulator: a document fulfilled by the test would lose its
 * loopback address, and Chromium would then refuse its connections to the printer.
 */
async function serveLikeNginx(page: Page, sim: Sim): Promise<void> {
  const policy = readmePolicies()[0] ?? '';
  expect(policy).not.toBe('');
  await page.route(
    (url) => url.origin === sim.url && url.pathname.startsWith('/assets/'),
    async (route) => {
      let response;
      try {
        response = await route.fetch();
      } catch {
        // A chunk asked for while the test ends, after its simulator stopped: nobody waits for it
        // (a chunk missing during the test fails the test where the page needs it).
        await route.abort().catch(() => undefined);
        return;
      }
      await route.fulfill({
        response,
        headers: { ...response.headers(), 'content-security-policy': policy },
      });
    },
  );
}

async function visit(page: Page, sim: Sim, route: string, heading: string): Promise<void> {
  await openReady(page, `${sim.url}${route}`);
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await loadWholePage(page);
}

const webcamUid = async (sim: Sim, name: string): Promise<string> => {
  const res = await fetch(`${sim.url}/server/webcams/list`);
  const body = (await res.json()) as { result: { webcams: { name: string; uid: string }[] } };
  return body.result.webcams.find((w) => w.name === name)?.uid ?? '';
};

test('the dashboard, its cards, the G-code preview, cameras, files and the editor: no violation', async ({
  page,
  sim,
}) => {
  test.setTimeout(300_000);
  const violations = await recordViolations(page);
  await serveLikeNginx(page, sim);
  // Cameras of every kind: the virtual camera (MJPEG, from --webcam), its picture in an iframe,
  // as snapshots and as a video address.
  await postWebcam(sim, {
    name: 'Framed',
    service: 'iframe',
    stream_url: '/webcam/?action=snapshot',
  });
  await postWebcam(sim, {
    name: 'Adaptive',
    service: 'mjpegstreamer-adaptive',
    stream_url: '/webcam/?action=stream',
    snapshot_url: '/webcam/?action=snapshot',
  });
  await openReady(page, `${sim.url}/`);
  await loadWholePage(page);
  await expect(page.locator('iframe[title="Framed"]')).toBeAttached({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Fans and outputs', exact: true })).toBeAttached();

  // The notification menu, the tools drawer and layout editing.
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Open tools' }).click();
  await page.getByRole('button', { name: 'Adjust dashboard layout' }).click();
  await expect(page.getByRole('button', { name: 'Exit layout' })).toBeVisible();
  await page.getByRole('button', { name: 'Exit layout' }).click();

  // A camera's own page.
  await page.goto(`${sim.url}/camera/${await webcamUid(sim, 'Adaptive')}`);
  await expect(page.getByRole('heading', { name: 'Adaptive', level: 1 })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('img', { name: 'Adaptive' })).toBeVisible({ timeout: 20_000 });

  // The G-code preview: the parse in its worker (WebAssembly), the 2D view, then the 3D view.
  await openReady(page, `${sim.url}/jobs`);
  await rowAction(page, 'small.gcode', 'Preview');
  await expect.poll(() => routeOf(page)).toBe('/');
  const preview = page.getByRole('region', { name: 'G-code preview', exact: true });
  await expect(preview.getByRole('slider', { name: 'Layer', exact: true })).toHaveAttribute(
    'aria-valuetext',
    'layer 1 of 100',
    { timeout: 30_000 },
  );
  await preview.getByRole('button', { name: '3D', exact: true }).click();
  await expect(preview.getByTestId('gcode-3d')).toHaveAttribute('data-state', 'ready', {
    timeout: 30_000,
  });

  // A print: the tab's icon becomes a progress ring drawn on a canvas (a data: address).
  await fetch(`${sim.url}/printer/print/start?filename=small.gcode`, { method: 'POST' });
  await expect
    .poll(() => page.locator('#favicon').getAttribute('href'), { timeout: 30_000 })
    .toMatch(/^data:image\/png/);
  await fetch(`${sim.url}/printer/print/cancel`, { method: 'POST' });

  // The other pages.
  await visit(page, sim, '/console', 'Console');
  await visit(page, sim, '/jobs', 'Jobs');
  await visit(page, sim, '/history', 'History');
  await visit(page, sim, '/system', 'System');
  await visit(page, sim, '/configure', 'Configure');
  // The editor (CodeMirror and the config schema).
  await page
    .getByRole('region', { name: 'config files' })
    .getByRole('button', { name: 'printer.cfg', exact: true })
    .click();
  const editor = page.getByRole('dialog', { name: 'printer.cfg' });
  await expect(editor.locator('.cm-content')).toBeVisible({ timeout: 20_000 });
  // A lint warning: CodeMirror underlines it with a data: picture.
  await editor.locator('.cm-line', { hasText: 'max_velocity: 300' }).first().click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('no_such_key: 1');
  await page.keyboard.press('Escape');
  await expect(editor.locator('.cm-lintRange-warning')).toHaveCount(1, { timeout: 10_000 });
  await editor.getByRole('button', { name: 'Close', exact: true }).click();
  const unsaved = page.getByRole('dialog', { name: 'Unsaved changes' });
  await unsaved.getByRole('button', { name: 'Close without saving' }).click();
  await expect(editor).toBeHidden();
  await page.goto(`${sim.url}/icons`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  await page.goto(`${sim.url}/no-such-page`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });

  expect(violations).toEqual([]);
});

test('settings with every section, the update dialog, /tune in 3D and /timelapse: no violation', async ({
  page,
  sim,
}) => {
  test.setTimeout(300_000);
  const violations = await recordViolations(page);
  await extendPrinterCfg(sim, '', meshProfile('default'));
  await serveLikeNginx(page, sim);
  // A video in the timelapse folder, made as the render makes them.
  const folder = path.join(sim.dataDir, 'timelapse');
  mkdirSync(folder, { recursive: true });
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=duration=2:size=160x120:rate=10'],
    ...['-pix_fmt', 'yuv420p', path.join(folder, 'timelapse_csp.mp4')],
  ]);

  await visit(page, sim, '/settings', 'Settings');
  await page.getByRole('region', { name: 'Cameras', exact: true }).scrollIntoViewIfNeeded();
  await page
    .getByRole('region', { name: 'Cameras', exact: true })
    .getByRole('button', { name: 'Add camera' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Add camera' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.goto(`${sim.url}/settings/macros/0`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });

  // An update streamed in its dialog.
  await page.goto(`${sim.url}/settings#versions`);
  await expect(printerState(page)).toContainText('Ready', { timeout: 20_000 });
  const versions = page.getByRole('list', { name: 'Versions' });
  const klipper = versions.getByRole('listitem', { name: 'klipper', exact: true });
  await klipper.getByRole('button', { name: 'Show the commits of klipper' }).click();
  await klipper.getByRole('button', { name: 'Update klipper' }).click();
  const finished = page.getByRole('dialog', { name: 'Update finished' });
  await expect(finished).toBeVisible({ timeout: 60_000 });
  await finished.getByRole('button', { name: 'Finish' }).click();

  // The bed mesh, on the map and in 3D.
  await visit(page, sim, '/tune', 'Tune');
  expect((await gcode(sim, 'BED_MESH_PROFILE LOAD=default')).ok).toBe(true);
  await expect(page.getByRole('img', { name: /Bed mesh in 3D/ })).toHaveAttribute(
    'data-state',
    'ready',
    { timeout: 20_000 },
  );
  await page.getByRole('button', { name: 'Map' }).click();
  await expect(page.getByRole('table', { name: /Bed mesh heights in mm/ })).toBeVisible();

  // The timelapse page and its player.
  await visit(page, sim, '/timelapse', 'Timelapse');
  await page
    .getByRole('region', { name: 'timelapse files' })
    .getByRole('button', { name: 'timelapse_csp.mp4', exact: true })
    .click();
  const player = page.getByRole('dialog').locator('video');
  await expect
    .poll(() => player.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 30_000 })
    .toBeGreaterThanOrEqual(2);

  expect(violations).toEqual([]);
});

test.describe('on a printer that wants a login', () => {
  test.use({ auth: true, simArgs: [] });

  test('the login page and the API key with its QR code: no violation', async ({ page, sim }) => {
    const violations = await recordViolations(page);
    await page.goto(`${sim.url}/`);
    await logIn(page, 'printdeck', 'printdeck');
    await expect.poll(() => routeOf(page)).not.toBe('/login');
    await page.goto(`${sim.url}/settings#auth`);
    const section = page.getByRole('region', { name: 'Authentication', exact: true });
    await expect(section).toBeVisible({ timeout: 30_000 });
    await expect(section.getByRole('img', { name: 'QR code of the API key' })).toBeVisible({
      timeout: 20_000,
    });
    expect(violations).toEqual([]);
  });
});

test('the policy is in force: eval throws, an inline script or an object never loads', async ({
  page,
  sim,
}) => {
  const violations = await recordViolations(page);
  await openReady(page, `${sim.url}/`);
  const policy = await page
    .locator('meta[http-equiv="Content-Security-Policy"]')
    .getAttribute('content');
  expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval'");
  expect(policy).toContain("object-src 'none'");

  // The page's own script (served from its origin, as the dashboard's are) tries eval and
  // Function; the test's evaluate() would not do: DevTools' evaluation is exempt from the policy.
  await page.route('**/csp-probe.js', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `
        const attempt = (run) => { try { return String(run()); } catch (error) { return error.name; } };
        window.__probe = {
          eval: attempt(() => eval('1 + 1')),
          function: attempt(() => new Function('return 2')()),
          timer: attempt(() => (setTimeout('window.__inline = 3', 0) === 0 ? 'refused' : 'scheduled')),
        };`,
    }),
  );
  await page.evaluate(() => {
    const probe = document.createElement('script');
    probe.src = '/csp-probe.js';
    document.head.append(probe);
    const script = document.createElement('script');
    script.textContent = 'window.__inline = 1';
    document.head.append(script);
    const handler = document.createElement('img');
    handler.setAttribute('onerror', 'window.__inline = 2');
    handler.src = 'data:,';
    document.body.append(handler);
    const object = document.createElement('object');
    object.data = '/favicon.svg';
    document.body.append(object);
  });
  await expect
    .poll(() => page.evaluate(() => (window as { __probe?: unknown }).__probe))
    .toEqual({ eval: 'EvalError', function: 'EvalError', timer: 'refused' });
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as { __inline?: number }).__inline)).toBeUndefined();
  // The recorder saw each of them (so a violation elsewhere would not go unnoticed).
  const directives = violations
    .filter((v) => !v.startsWith('console:'))
    .map((v) => v.split(' ')[0]);
  expect(directives).toEqual(
    expect.arrayContaining(['script-src-elem', 'script-src-attr', 'object-src']),
  );
  expect(directives.filter((d) => d === 'script-src').length).toBeGreaterThanOrEqual(2);
});

test("the README's nginx example sends the built page's policy, with frame-ancestors", () => {
  // The build the tests run against (the simulator serves the same folder).
  const dist = path.resolve(ROOT, process.env.PRINTDECK_STATIC_DIR ?? 'dist');
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
  expect(meta, 'the built index.html carries the policy').toBeTruthy();
  expect(html, 'no inline script in the built page').not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  const headers = readmePolicies();
  expect(headers.length, 'the nginx example sets the header').toBeGreaterThan(0);
  for (const header of headers) {
    expect(header).toBe(`${meta}; frame-ancestors 'self'`);
  }
});
