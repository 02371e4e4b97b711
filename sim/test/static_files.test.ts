// The dashboard's files served by the simulator: a file removed after the server started (a new
// build replacing the old one) fails only its own answer; the server keeps running.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
