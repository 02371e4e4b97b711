// The dashboard's files served by the simulator: a file removed after the server started (a new
// build replacing the old one) fails only its own answer; the server keeps running.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSim, type TestSim } from './helpers';

describe('static files', () => {
  let sim: TestSim;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'printdeck-static-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Printdeck</title>');
    writeFileSync(join(dir, 'old-chunk.js'), 'export {};'.repeat(1000));
    sim = await startTestSim({ staticDir: dir });
  });
  afterAll(async () => {
    await sim.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves a file, and survives that file being removed while it runs', async () => {
    const first = await fetch(`${sim.url}/old-chunk.js`);
    expect(first.status).toBe(200);
    await first.text();
    rmSync(join(dir, 'old-chunk.js'));
    // The answer for the removed file ends without a body (or fails); the process stays up.
    await fetch(`${sim.url}/old-chunk.js`).then(
      (res) => res.text(),
      () => null,
    );
    const info = await fetch(`${sim.url}/server/info`);
    expect(info.status).toBe(200);
    const page = await fetch(`${sim.url}/`);
    expect(await page.text()).toContain('Printdeck');
  });
});

describe('static files under a base path (a dashboard built with PRINTDECK_BASE=/printdeck/)', () => {
  let sim: TestSim;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'printdeck-static-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Printdeck</title>');
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'assets', 'index.js'), 'export const app = 1;');
    sim = await startTestSim({ staticDir: dir, staticBase: '/printdeck/' });
  });
  afterAll(async () => {
    await sim.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (path: string) => fetch(`${sim.url}${path}`, { redirect: 'manual' });

  it('serves the files and the single-page fallback below the base', async () => {
    const script = await get('/printdeck/assets/index.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toContain('javascript');
    expect(await script.text()).toBe('export const app = 1;');
    for (const page of ['/printdeck/', '/printdeck/console', '/printdeck/p/virtual/settings']) {
      const res = await get(page);
      expect(res.status, page).toBe(200);
      expect(await res.text(), page).toContain('<title>Printdeck</title>');
    }
  });

  it('sends the base without its slash to the base, and finds nothing outside it', async () => {
    const bare = await get('/printdeck?x=1');
    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toBe('/printdeck/?x=1');
    expect((await get('/assets/index.js')).status).toBe(404);
    expect((await get('/')).status).toBe(404);
  });

  it("keeps Moonraker's API at the root", async () => {
    const info = await get('/server/info');
    expect(info.status).toBe(200);
    expect(((await info.json()) as { result: { klippy_state: string } }).result.klippy_state).toBe(
      'ready',
    );
  });
});
