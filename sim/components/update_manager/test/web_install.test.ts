// Printdeck as a `web` client when the folder the virtual printer serves holds a release's
// release_info.json: its version, owner and repository read from the file as Moonraker's web updater
// reads them (at start and at each refresh), a repository differing from the configured one reported
// as an anomaly, a broken file making the install invalid; without the file, the entry is unchanged.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { UpdateStatus, WebInfo } from '../../../../protocol/updates';
import { startSimulator, type Simulator } from '../../../index';
import { setUpdateTiming } from '../manager';
import { http, startTestSim, type TestSim } from '../../../test/helpers';

const sims: (TestSim | Simulator)[] = [];
const dirs: string[] = [];

afterEach(async () => {
  for (const s of sims.splice(0)) await ('stop' in s ? s.stop() : s.close());
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A served folder: index.html, plus release_info.json when given (an object, or raw text). */
function servedFolder(release?: object | string): string {
  const dir = mkdtempSync(join(tmpdir(), 'printdeck-static-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Printdeck</title>');
  if (release !== undefined)
    writeFileSync(
      join(dir, 'release_info.json'),
      typeof release === 'string' ? release : JSON.stringify(release),
    );
  return dir;
}

async function start(staticDir?: string): Promise<TestSim> {
  const sim = await startTestSim(staticDir === undefined ? {} : { staticDir });
  setUpdateTiming(sim.app, { stepMs: 1, refreshSpamS: 0 });
  sims.push(sim);
  return sim;
}

async function call<T>(sim: Simulator, method: 'GET' | 'POST', path: string): Promise<T> {
  const res = await http(sim, method, path);
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body as { result: T }).result;
}

async function printdeck(sim: Simulator): Promise<WebInfo> {
  const s = await call<UpdateStatus>(sim, 'GET', '/machine/update/status');
  return s.version_info.printdeck as WebInfo;
}

const release = (version: string, owner = 'printdeck') => ({
  project_name: 'printdeck',
  project_owner: owner,
  version,
});

describe('Printdeck installed from a release', () => {
  it('reports the version of the served release_info.json with the fields of a web client', async () => {
    const plain = await printdeck(await start());
    const web = await printdeck(await start(servedFolder(release('v7.3.1'))));
    expect(Object.keys(web)).toEqual(Object.keys(plain));
    expect(web).toEqual({
      ...plain,
      configured_type: 'web',
      channel: 'stable',
      is_valid: true,
      name: 'printdeck',
      owner: 'printdeck',
      repo_name: 'printdeck',
      version: 'v7.3.1',
      remote_version: 'v7.4.0',
      rollback_version: 'v7.3.1',
      warnings: [],
      anomalies: [],
    });
  });

  it('is configured as the README shows: type web, stable, its repo and path, config.json kept', async () => {
    const sim = await start();
    const conf = readFileSync(join(sim.dataDir, 'config', 'moonraker.conf'), 'utf8');
    expect(conf).toMatch(/\[update_manager printdeck\]\ntype: web\n/);
    const { config } = await call<{ config: Record<string, Record<string, unknown>> }>(
      sim,
      'GET',
      '/server/config',
    );
    expect(config['update_manager printdeck']).toMatchObject({
      type: 'web',
      channel: 'stable',
      repo: 'printdeck/printdeck',
      path: '~/printdeck',
      persistent_files: ['config.json'],
    });
  });

  it('leaves the entry as it was when the served folder has no release_info.json', async () => {
    const plain = await printdeck(await start());
    const served = await printdeck(await start(servedFolder()));
    expect(served).toEqual(plain);
  });

  it('falls back to the repository the file names, reported as an anomaly', async () => {
    const web = await printdeck(await start(servedFolder(release('v1.0.0', 'someone'))));
    expect(web).toMatchObject({ owner: 'someone', repo_name: 'printdeck', is_valid: true });
    expect(web.anomalies).toEqual([
      "Value at option 'repo: printdeck/printdeck' does not match detected repo " +
        "'someone/printdeck', falling back to detected version.",
    ]);
  });

  it('is invalid with a broken release_info.json, and its update is refused', async () => {
    const sim = await start(servedFolder('{"project_name": "printdeck"'));
    const web = await printdeck(sim);
    expect(web).toMatchObject({ is_valid: false, warnings: ['Failed to validate installation'] });
    const res = await http(sim, 'POST', '/machine/update/upgrade?name=printdeck');
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(
      'Web Client printdeck: Invalid install detected, aborting update',
    );
  });

  it('reads the file again on refresh and at start, over the version stored before', async () => {
    const dir = servedFolder(release('v2.0.0'));
    const sim = await start(dir);
    await call(sim, 'POST', '/machine/update/upgrade?name=printdeck');
    expect((await printdeck(sim)).version).toBe('v2.1.0');
    // A newer release unpacked over the folder by hand: the refresh reads it.
    writeFileSync(join(dir, 'release_info.json'), JSON.stringify(release('v2.2.0')));
    await call(sim, 'POST', '/machine/update/refresh?name=printdeck');
    expect(await printdeck(sim)).toMatchObject({ version: 'v2.2.0', remote_version: 'v2.1.0' });
    // Another start on the same data folder reads the file, not the stored version.
    writeFileSync(join(dir, 'release_info.json'), JSON.stringify(release('v2.3.0')));
    await sim.close();
    const again = await startSimulator({ port: 0, dataDir: sim.dataDir, staticDir: dir });
    sims.unshift(again);
    expect((await printdeck(again)).version).toBe('v2.3.0');
  });
});
