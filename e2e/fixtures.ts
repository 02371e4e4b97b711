// Playwright fixtures for Printdeck: every test gets its own virtual printer (sim/main.ts) on a free
// port with its own temporary data folder, serving the built dashboard (dist/) on the same port.
//
//   import { test, expect } from './fixtures';
//   test.use({ timeScale: 5, auth: true });
//   test('…', async ({ page, sim }) => { await page.goto(sim.url + '/'); … });
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export { expect };

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LISTENING_RE = /Printdeck virtual printer listening on (https?:\/\/\S+)/;
const START_TIMEOUT_MS = 30_000;
const STOP_GRACE_MS = 5_000;

export interface Sim {
  /** Base URL without a trailing slash, e.g. http://127.0.0.1:41234 */
  url: string;
  port: number;
  /** The simulator's private data folder (deleted after the test). */
  dataDir: string;
  /** SIGTERM the simulator and wait until it has exited. */
  stop(): Promise<void>;
  /** Start it again on the same port with the same data folder; resolves once it listens. */
  start(): Promise<void>;
  /** Everything the simulator printed so far. */
  output(): string;
}

export interface SimOptions {
  /** --time-scale for the simulator (1 = real time). */
  timeScale: number;
  /** false: no --auth; true: --auth with the default user printdeck:printdeck; 'NAME:PASSWORD': --auth --user. */
  auth: boolean | string;
  /** More simulator flags, e.g. ['--token-lifetime', '4']. */
  simArgs?: string[];
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

class SimProcess implements Sim {
  url: string;
  private child: ChildProcess | undefined;
  private log: string[] = [];

  constructor(
    readonly port: number,
    readonly dataDir: string,
    private readonly opts: SimOptions,
  ) {
    this.url = `http://127.0.0.1:${port}`;
  }

  output(): string {
    return this.log.join('');
  }

  private args(): string[] {
    // The bundle of e2e/global-setup.ts, or the sources through tsx.
    const entry = process.env.PRINTDECK_SIM_ENTRY ?? 'sim/main.ts';
    const args = [
      ...(entry.endsWith('.ts') ? ['--import', 'tsx'] : []),
      entry,
      '--host',
      '127.0.0.1',
      '--port',
      String(this.port),
      '--data',
      this.dataDir,
      '--time-scale',
      String(this.opts.timeScale),
      '--static',
      process.env.PRINTDECK_STATIC_DIR ?? 'dist',
    ];
    if (this.opts.auth) args.push('--auth');
    if (typeof this.opts.auth === 'string') args.push('--user', this.opts.auth);
    args.push(...(this.opts.simArgs ?? []));
    return args;
  }

  start(): Promise<void> {
    if (this.child) return Promise.reject(new Error('the simulator is already running'));
    this.log.push(`\n=== start ${new Date().toISOString()} (port ${this.port}) ===\n`);
    const child = spawn(process.execPath, this.args(), {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0' },
    });
    this.child = child;
    let pending = '';
    return new Promise<void>((resolve, reject) => {
      let settled = false;
      const fail = (message: string) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        child.kill('SIGKILL');
        reject(new Error(`${message}\n--- simulator output ---\n${this.output()}`));
      };
      const timer = setTimeout(
        () => fail(`the simulator did not print its listening line within ${START_TIMEOUT_MS} ms`),
        START_TIMEOUT_MS,
      );
      const onData = (buf: Buffer) => {
        const text = buf.toString();
        this.log.push(text);
        if (settled) return;
        pending = (pending + text).slice(-4096);
        const m = LISTENING_RE.exec(pending);
        if (m?.[1]) {
          settled = true;
          clearTimeout(timer);
          this.url = m[1].replace(/\/$/, '');
          resolve();
        }
      };
      child.stdout?.on('data', onData);
      child.stderr?.on('data', onData);
      child.on('error', (err) => fail(`cannot spawn the simulator: ${err.message}`));
      child.on('exit', (code, signal) => {
        this.log.push(`=== exited (code ${code}, signal ${signal}) ===\n`);
        if (this.child === child) this.child = undefined;
        fail(`the simulator exited before listening (code ${code}, signal ${signal})`);
      });
    });
  }

  stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) {
      this.child = undefined;
      return Promise.resolve();
    }
    return new Promise<void>((resolve) => {
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
      child.once('exit', () => {
        clearTimeout(timer);
        this.child = undefined;
        resolve();
      });
      child.kill('SIGTERM');
    });
  }
}

/**
 * Another simulator for a test that needs more than one printer (own port and data folder).
 * `prepare` runs on the data folder before the start (e.g. put a file in gcodes/). The caller
 * ends it with `dispose()` (stop, then delete the data folder).
 */
export async function launchSim(
  opts: SimOptions,
  prepare?: (dataDir: string) => Promise<void> | void,
): Promise<Sim & { dispose(): Promise<void> }> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'printdeck-e2e-'));
  await prepare?.(dataDir);
  const sim = new SimProcess(port, dataDir, opts);
  const dispose = async () => {
    await sim.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await sim.start();
  } catch (error) {
    await dispose();
    throw error;
  }
  return Object.assign(sim, { dispose });
}

export const test = base.extend<SimOptions & { sim: Sim }>({
  timeScale: [1, { option: true }],
  auth: [false, { option: true }],
  simArgs: [[], { option: true }],
  sim: async ({ timeScale, auth, simArgs }, use, testInfo) => {
    const port = await freePort();
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'printdeck-e2e-'));
    const sim = new SimProcess(port, dataDir, { timeScale, auth, simArgs });
    try {
      await sim.start();
      await use(sim);
    } finally {
      await sim.stop();
      if (testInfo.status !== testInfo.expectedStatus) {
        await testInfo.attach('simulator output', {
          body: sim.output(),
          contentType: 'text/plain',
        });
      }
      await rm(dataDir, { recursive: true, force: true });
    }
  },
});

/**
 * Run `action` and assert that the page was not reloaded meanwhile: window.__printdeckLoadId (set
 * once per page load by the dashboard) is unchanged and no new document finished loading.
 */
export async function expectNoReload(page: Page, action: () => Promise<void>): Promise<void> {
  const readId = () =>
    page.evaluate(() => (window as unknown as { __printdeckLoadId?: string }).__printdeckLoadId);
  await expect
    .poll(readId, { message: 'window.__printdeckLoadId should be set by the dashboard' })
    .toBeTruthy();
  const before = await readId();
  let loads = 0;
  const onLoad = () => {
    loads += 1;
  };
  page.on('domcontentloaded', onLoad);
  try {
    await action();
  } finally {
    page.off('domcontentloaded', onLoad);
  }
  expect(loads, 'the page should not have loaded a new document').toBe(0);
  expect(await readId(), 'window.__printdeckLoadId changed: the page was reloaded').toBe(before);
}

/** The current in-app route: the hash route when the app uses hash routing (#/login), else the path. */
export function routeOf(page: Page): string {
  const url = new URL(page.url());
  return url.hash.startsWith('#/') ? (url.hash.slice(1).split('?')[0] ?? '/') : url.pathname;
}

/** Log in from the login page the dashboard sent the browser to. */
export async function logIn(page: Page, username: string, password: string): Promise<void> {
  await expect.poll(() => routeOf(page)).toBe('/login');
  await page.getByRole('textbox', { name: /^Username/ }).fill(username);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** The app bar's Klipper state ("Ready", "Shutdown", …). */
export function printerState(page: Page) {
  return page.getByLabel('Printer state', { exact: true });
}

/**
 * Write a value into the simulator's Moonraker database, namespace 'printdeck', as another client
 * (or the settings page) would: `key` is a dotted path such as 'uiSettings.general.instanceName'.
 */
export async function writeDatabaseItem(
  simUrl: string,
  key: string,
  value: unknown,
): Promise<void> {
  const res = await fetch(`${simUrl}/server/database/item`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ namespace: 'printdeck', key, value }),
  });
  expect(res.ok, `writing ${key} to ${simUrl} answered ${res.status}`).toBe(true);
}

/** A value of the simulator's database, namespace 'printdeck' (undefined when it was never saved). */
export async function readDatabaseItem(simUrl: string, key: string): Promise<unknown> {
  const res = await fetch(
    `${simUrl}/server/database/item?namespace=printdeck&key=${encodeURIComponent(key)}`,
  );
  if (!res.ok) return undefined;
  const body = (await res.json()) as { result?: { value?: unknown } };
  return body.result?.value;
}

/** One field of one Klipper object as the simulator reports it (GET /printer/objects/query). */
export async function queryField(sim: Sim, object: string, field: string): Promise<unknown> {
  const res = await fetch(
    `${sim.url}/printer/objects/query?${encodeURIComponent(object)}=${field}`,
  );
  const body = (await res.json()) as {
    result: { status: Record<string, Record<string, unknown> | undefined> };
  };
  return body.result.status[object]?.[field];
}

/**
 * The browser knows these printers, each `[simulator, name]`, the first chosen — as the printers
 * list stores them (without ids: a list kept before ids existed, which the dashboard gives ids).
 * Only on a first load: a test that changes the list keeps its change across reloads.
 */
export async function knowPrinters(
  target: Page | BrowserContext,
  printers: readonly (readonly [Sim, string])[],
): Promise<void> {
  const list = printers.map(([sim, name]) => ({
    name,
    apiUrl: sim.url,
    socketUrl: `${sim.url.replace(/^http/, 'ws')}/websocket`,
  }));
  await target.addInitScript((instances) => {
    if (localStorage.getItem('appInstances')) return;
    localStorage.setItem('appInstances', JSON.stringify(instances));
    localStorage.setItem('appActiveInstance', JSON.stringify(instances[0]?.apiUrl));
  }, list);
}
