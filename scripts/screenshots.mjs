// `npm run screenshots`: pictures of Printdeck's pages, dark and light, desktop and phone (390 px),
// taken against a fresh virtual printer, into docs/screenshots/ (or the folder given as argument).
import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import {
  CHROMIUM_ARGS,
  ROOT,
  chromiumPath,
  ensureBuild,
  freePort,
  startSim,
  stopChild,
} from './lib.mjs';
import {
  oncePerSim,
  printToEndOnce,
  rpc,
  scrollThrough,
  setTheme,
  startPrintOnce,
} from './screenshot-steps.mjs';

const out = path.resolve(process.argv[2] ?? path.join(ROOT, 'docs', 'screenshots'));
mkdirSync(out, { recursive: true });

const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };
/** For shots of the two-column dashboard: a desktop wide enough for both columns. */
const WIDE = { desktop: { width: 1440, height: 900 }, phone: VIEWPORTS.phone };

/** Each shot: a name, a path, what to do before taking it, and optionally its own viewports. */
const SHOTS = [
  { name: 'dashboard', path: '/', ready: true },
  // The settings page's top: where its settings are kept, and the first sections.
  { name: 'settings', path: '/settings', ready: true },
  {
    name: 'dashboard-heating',
    path: '/',
    ready: true,
    before: async (page) => {
      await page.getByLabel('Extruder target').fill('210');
      await page.getByLabel('Extruder target').press('Enter');
      await page.getByLabel('Heater bed target').fill('60');
      await page.getByLabel('Heater bed target').press('Enter');
      await page.waitForTimeout(6000);
    },
  },
  // The dashboard's two columns (from 1400 px wide) and layout-edit mode (from the tools drawer).
  { name: 'dashboard-columns', path: '/', ready: true, viewports: WIDE },
  {
    name: 'dashboard-layout',
    path: '/',
    ready: true,
    viewports: WIDE,
    before: async (page) => {
      await page.getByRole('button', { name: 'Open tools' }).click();
      await page.getByRole('button', { name: 'Adjust dashboard layout' }).click();
      await page.getByRole('button', { name: 'Exit layout' }).waitFor();
      await page.getByRole('checkbox', { name: 'Show Jobs' }).uncheck();
    },
  },
  // Every card of the dashboard (toolhead, fans and outputs, limits, retraction ...), homed, the part
  // fan at 60 %: the whole page, scrolled through first so each card's body has loaded.
  {
    name: 'dashboard-all-cards',
    path: '/',
    ready: true,
    viewports: WIDE,
    fullPage: true,
    before: async (page, sim) => {
      await rpc(sim.url, '/printer/gcode/script?script=G28', { method: 'POST' });
      await rpc(sim.url, '/printer/gcode/script?script=M106%20S153', { method: 'POST' });
      await scrollThrough(page);
    },
  },
  // The console page, and a macro's parameter form open (the console and macros cards themselves
  // are in dashboard-all-cards).
  {
    name: 'console',
    path: '/console',
    ready: true,
    before: async (page) => {
      const field = page.getByRole('textbox', { name: 'Command' });
      for (const command of [
        'G28',
        'M115',
        'FOO',
        'G1 X9999',
        'RESPOND MSG="Hello from Printdeck"',
      ]) {
        await field.fill(command);
        await field.press('Enter');
        await page.waitForTimeout(300);
      }
      await field.fill('SET_');
      await field.press('Tab');
    },
  },
  {
    name: 'dashboard-macro-form',
    path: '/',
    ready: true,
    before: async (page) => {
      await scrollThrough(page);
      const macros = page.getByRole('region', { name: 'Macros' });
      await macros.scrollIntoViewIfNeeded();
      await macros.getByRole('button', { name: 'Parameters of PRINT_START' }).click();
      await page.getByRole('textbox', { name: 'BED' }).fill('65');
    },
  },
  {
    name: 'dashboard-presets',
    path: '/',
    ready: true,
    before: async (page, sim) => {
      await rpc(sim.url, '/server/database/item', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          namespace: 'printdeck',
          key: 'presets',
          value: [
            {
              id: 'pla',
              name: 'PLA',
              values: { extruder: { type: 'heater', active: true, value: 205 } },
              gcode: '',
            },
            {
              id: 'petg',
              name: 'PETG',
              values: { extruder: { type: 'heater', active: true, value: 240 } },
              gcode: '',
            },
          ],
        }),
      });
      await page.reload();
      await page
        .getByLabel('Printer state')
        .filter({ hasText: 'Ready' })
        .waitFor({ timeout: 30_000 });
      await page.getByRole('button', { name: 'Presets' }).click();
      await page.getByRole('menuitem', { name: 'Cooldown' }).waitFor();
    },
  },
  // /configure (both browsers side by side from 1400 px), printer.cfg in the editor with a
  // warning and the structure list, and Klipper's error after a broken printer.cfg.
  { name: 'configure', path: '/configure', ready: true, viewports: WIDE },
  {
    name: 'editor',
    path: '/configure',
    ready: true,
    before: async (page) => {
      await page
        .getByRole('region', { name: 'config files' })
        .getByRole('button', { name: 'printer.cfg', exact: true })
        .click();
      const editor = page.getByRole('dialog', { name: 'printer.cfg' });
      await editor.locator('.cm-content, textarea').first().waitFor({ timeout: 20_000 });
      const line = editor.locator('.cm-line', { hasText: 'max_velocity:' }).first();
      if ((await editor.locator('.cm-content').count()) > 0) {
        await line.click();
        await page.keyboard.press('End');
        await page.keyboard.press('Enter');
        await page.keyboard.type('max_velocityy: 3');
        await page.keyboard.press('Escape');
      }
    },
  },
  {
    name: 'configure-error',
    path: '/configure',
    // Broken once per simulator: later shots find Klipper in its error state already.
    ready: false,
    before: async (page, sim) => {
      const state = await rpc(sim.url, '/printer/objects/query?webhooks=state');
      if (state.result?.status?.webhooks?.state === 'error') {
        await page.getByRole('button', { name: /^Open printer\.cfg at line/ }).waitFor({
          timeout: 30_000,
        });
        return;
      }
      const form = new FormData();
      form.append('root', 'config');
      const text = await (await fetch(`${sim.url}/server/files/config/printer.cfg`)).text();
      const broken = text.replace('max_velocity:', 'max_velocityy:');
      form.append('file', new Blob([broken]), 'printer.cfg');
      await fetch(`${sim.url}/server/files/upload`, { method: 'POST', body: form });
      await rpc(sim.url, '/printer/restart', { method: 'POST' });
      await page.getByRole('button', { name: /^Open printer\.cfg at line/ }).waitFor({
        timeout: 30_000,
      });
    },
  },
  // /tune with a calibrated mesh (homed, BED_MESH_CALIBRATE once per simulator), and /system.
  {
    name: 'tune',
    path: '/tune',
    ready: true,
    timeScale: 50,
    before: async (page, sim) => {
      await oncePerSim(sim, async () => {
        await rpc(sim.url, '/printer/gcode/script?script=G28', { method: 'POST' });
        await rpc(sim.url, '/printer/gcode/script?script=BED_MESH_CALIBRATE', { method: 'POST' });
      });
      await page.getByText('Variance').first().waitFor({ timeout: 60_000 });
      await page.waitForTimeout(1500);
    },
  },
  {
    name: 'system',
    path: '/system',
    ready: true,
    before: async (page) => {
      await page.waitForTimeout(4000); // a few seconds of utilisation
    },
  },
  // Issue 11: the notification menu, the versions section, the update dialog mid-stream, warnings.
  {
    name: 'notifications',
    path: '/',
    ready: true,
    before: async (page, sim) => {
      await rpc(sim.url, '/debug/sim/throttle?bits=65538', { method: 'POST' });
      await page.getByRole('button', { name: /^Notifications/ }).click();
      await page.getByRole('dialog', { name: 'Notifications' }).waitFor();
    },
  },
  {
    name: 'versions',
    path: '/settings#versions',
    ready: true,
    before: async (page) => {
      await page.getByRole('list', { name: 'Versions' }).waitFor();
      await page.getByRole('button', { name: 'Show the commits of klipper' }).click();
    },
  },
  {
    name: 'update-dialog',
    path: '/settings#versions',
    ready: true,
    // Klipper updated, or rolled back when an earlier shot updated it: either way lines stream.
    before: async (page, sim) => {
      await page.getByRole('list', { name: 'Versions' }).waitFor();
      const status = await rpc(sim.url, '/machine/update/status');
      const klipper = status.result.version_info.klipper;
      const action = klipper.version === klipper.remote_version ? 'rollback' : 'klipper';
      const body = action === 'rollback' ? '?name=klipper' : '';
      void fetch(`${sim.url}/machine/update/${action}${body}`, { method: 'POST' });
      await page.getByRole('dialog', { name: 'Updating…' }).waitFor({ timeout: 15_000 });
      await page.waitForTimeout(1500);
    },
  },
  {
    name: 'warnings',
    path: '/',
    ready: false,
    // printer.cfg without [pause_resume] and the macros that wrap it, once per simulator.
    before: async (page, sim) => {
      const text = await (await fetch(`${sim.url}/server/files/config/printer.cfg`)).text();
      if (/^\[pause_resume\]/m.test(text)) {
        let skip = false;
        const drop = ['pause_resume', 'gcode_macro PAUSE', 'gcode_macro RESUME'];
        drop.push('gcode_macro CANCEL_PRINT');
        const kept = text.split('\n').filter((line) => {
          const header = /^\[([^\]]+)\]/.exec(line.trim());
          if (header) skip = drop.includes(header[1]);
          return !skip;
        });
        const form = new FormData();
        form.append('root', 'config');
        form.append('file', new Blob([kept.join('\n')]), 'printer.cfg');
        await fetch(`${sim.url}/server/files/upload`, { method: 'POST', body: form });
        await rpc(sim.url, '/printer/restart', { method: 'POST' });
      }
      await page.getByRole('region', { name: 'Warnings' }).waitFor({ timeout: 30_000 });
    },
  },
  { name: 'login', path: '/login', ready: false, auth: true },
  { name: 'jobs', path: '/jobs', ready: true },
  {
    name: 'printing',
    path: '/',
    ready: true,
    timeScale: 20,
    // Start small.gcode once per simulator; later shots find it printing already.
    before: async (page, sim) => {
      await startPrintOnce(sim, 'small.gcode');
      await page
        .getByRole('heading', { name: 'Printing', exact: true })
        .waitFor({ timeout: 60_000 });
      await page.waitForTimeout(4000);
    },
  },
  {
    name: 'history',
    path: '/history',
    ready: true,
    timeScale: 400,
    before: async (page, sim) => {
      await printToEndOnce(sim, 'small.gcode');
      await page.reload();
      await page
        .getByRole('row')
        .filter({ hasText: 'small.gcode' })
        .first()
        .waitFor({ timeout: 30_000 });
    },
  },
];

await ensureBuild();
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
try {
  // SHOTS=name,name: only those (e.g. SHOTS=history npm run screenshots).
  const only = process.env.SHOTS?.split(',');
  for (const shot of SHOTS.filter((s) => !only || only.includes(s.name))) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'printdeck-shots-'));
    const sim = await startSim({
      host: '127.0.0.1',
      port: await freePort(),
      dataDir,
      timeScale: shot.timeScale ?? 5,
      auth: shot.auth,
      staticDir: 'dist',
    });
    try {
      for (const [viewportName, viewport] of Object.entries(shot.viewports ?? VIEWPORTS)) {
        for (const dark of [true, false]) {
          const page = await browser.newPage({ viewport });
          await page.goto(`${sim.url}${shot.path}`);
          if (shot.ready) {
            await page
              .getByLabel('Printer state')
              .filter({ hasText: 'Ready' })
              .waitFor({ timeout: 30_000 });
          }
          await setTheme(page, dark);
          await shot.before?.(page, sim);
          await page.waitForTimeout(1500);
          const file = path.join(
            out,
            `${shot.name}-${viewportName}-${dark ? 'dark' : 'light'}.png`,
          );
          await page.screenshot({ path: file, fullPage: shot.fullPage === true });
          console.log(`wrote ${path.relative(ROOT, file)}`);
          await page.close();
        }
      }
    } finally {
      await stopChild(sim.child);
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
} finally {
  await browser.close();
}
