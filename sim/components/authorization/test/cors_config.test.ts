// cors_domains live in [authorization] of the data folder's moonraker.conf: a fresh folder gets the
// usual list of a Klipper install, a user's edit is read back on start and on server.restart (bad
// entries refused with a warning in server.info), server.config reports what was read, and a folder
// whose file still holds the `*` the simulator once wrote gets the usual list instead.

import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_TRUSTED_CLIENTS } from '../trusted';
import { moonrakerConf } from '../../file_manager/setup';
import { startSimulator, type Simulator } from '../../../index';
import { http } from '../../../test/helpers';
import { send } from '../../../test/raw_request';

const DEFAULT_CORS = [
  '*.lan',
  '*.local',
  '*://localhost',
  '*://localhost:*',
  '*://my.mainsail.xyz',
  '*://app.fluidd.xyz',
];

const running: { sim: Simulator; dir: string }[] = [];

/** A simulator on a data folder the test may have prepared. */
async function startIn(dir: string): Promise<Simulator> {
  const sim = await startSimulator({ port: 0, dataDir: dir, restartDelayMs: 200 });
  await sim.klippy.whenReady();
  running.push({ sim, dir });
  return sim;
}

afterEach(async () => {
  for (const { sim, dir } of running.splice(0)) {
    await sim.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

const newDir = (): string => mkdtempSync(join(tmpdir(), 'printdeck-cors-'));
const confOf = (dir: string): string => join(dir, 'config', 'moonraker.conf');

async function authorizationConfig(sim: Simulator): Promise<{
  config: { cors_domains: string[]; trusted_clients: string[] };
  orig: Record<string, string>;
}> {
  const body = (await http(sim, 'GET', '/server/config')).body as {
    result: { config: { authorization: never }; orig: { authorization: never } };
  };
  return { config: body.result.config.authorization, orig: body.result.orig.authorization };
}

const statusFrom = async (sim: Simulator, origin: string): Promise<number> =>
  (await send(sim, 'GET', '/server/info', { Origin: origin })).status;

/** Replaces the cors_domains option of [authorization] (the last one the simulator writes). */
function writeCors(dir: string, value: string): void {
  const text = readFileSync(confOf(dir), 'utf8');
  const next = text.replace(/^cors_domains:.*(\n[ \t]+.*)*/m, `cors_domains:${value}`);
  expect(next).not.toBe(text);
  writeFileSync(confOf(dir), next);
}

async function restart(sim: Simulator): Promise<void> {
  expect((await http(sim, 'POST', '/server/restart')).status).toBe(200);
  await sim.restarted();
}

describe('cors_domains from moonraker.conf', () => {
  it('a fresh data folder: the usual list, written to the file and reported', async () => {
    const dir = newDir();
    const sim = await startIn(dir);
    const { config, orig } = await authorizationConfig(sim);
    expect(config.cors_domains).toEqual(DEFAULT_CORS);
    expect(orig.cors_domains).toBe(DEFAULT_CORS.map((d) => `\n${d}`).join(''));
    expect(readFileSync(confOf(dir), 'utf8')).toContain(
      `cors_domains:\n${DEFAULT_CORS.map((d) => `    ${d}`).join('\n')}\n`,
    );
    // The generated 'every address' trusted clients read as what the simulator trusts now.
    expect(readFileSync(confOf(dir), 'utf8')).toContain(
      `trusted_clients:\n${DEFAULT_TRUSTED_CLIENTS.map((d) => `    ${d}`).join('\n')}\n`,
    );
    expect(await statusFrom(sim, 'http://evil.example')).toBe(403);
  });

  it('an edited list is read back on server.restart; bad entries are refused with a warning', async () => {
    const dir = newDir();
    const sim = await startIn(dir);
    expect(await statusFrom(sim, 'http://printer.lan')).toBe(200);
    writeCors(dir, '\n    http://*.example.com\n    https://printer.*\n    http://octo.lan/');
    await restart(sim);
    const { config } = await authorizationConfig(sim);
    expect(config.cors_domains).toEqual([
      'http://*.example.com',
      'https://printer.*',
      'http://octo.lan/',
    ]);
    expect(await statusFrom(sim, 'http://app.example.com')).toBe(200);
    expect(await statusFrom(sim, 'http://printer.lan')).toBe(403);
    expect(await statusFrom(sim, 'https://printer.evil')).toBe(403);
    expect(await statusFrom(sim, 'http://octo.lan')).toBe(403);
    const info = (await http(sim, 'GET', '/server/info')).body as {
      result: { warnings: string[] };
    };
    expect(info.result.warnings).toEqual(
      expect.arrayContaining([
        "[authorization]: Unsafe domain 'https://printer.*' in option 'cors_domains'. " +
          'Wildcards are not permitted in the top level domain.',
        "[authorization]: Invalid domain 'http://octo.lan/' in option 'cors_domains'.  " +
          "Domain's cannot contain a trailing slash.",
      ]),
    );
  });

  it('no cors_domains at all: only the page’s own origin', async () => {
    const dir = newDir();
    const sim = await startIn(dir);
    const text = readFileSync(confOf(dir), 'utf8');
    writeFileSync(confOf(dir), text.replace(/^cors_domains:.*(\n[ \t]+.*)*\n/m, ''));
    await restart(sim);
    expect((await authorizationConfig(sim)).config.cors_domains).toEqual([]);
    expect(await statusFrom(sim, 'http://printer.lan')).toBe(403);
    // A trusted client's IP counts only when some domain is configured, as in Moonraker.
    expect(await statusFrom(sim, 'http://192.168.1.20')).toBe(403);
    expect(await statusFrom(sim, sim.url)).toBe(200);
  });

  it('a data folder with the once generated `*` gets the usual list; a `*` written later stays', async () => {
    const dir = newDir();
    mkdirSync(join(dir, 'config'), { recursive: true });
    const old = moonrakerConf({
      DEFAULT: {},
      server: { host: '127.0.0.1', port: '7125' },
      authorization: {
        force_logins: 'False',
        trusted_clients: '\n0.0.0.0/0\n::/0',
        cors_domains: '\n*',
      },
    });
    writeFileSync(confOf(dir), old);
    const sim = await startIn(dir);
    expect((await authorizationConfig(sim)).config.cors_domains).toEqual(DEFAULT_CORS);
    expect(readFileSync(confOf(dir), 'utf8')).toContain(
      `cors_domains:\n${DEFAULT_CORS.map((d) => `    ${d}`).join('\n')}\n`,
    );
    // The generated 'every address' trusted clients read as what the simulator trusts now.
    expect(readFileSync(confOf(dir), 'utf8')).toContain(
      `trusted_clients:\n${DEFAULT_TRUSTED_CLIENTS.map((d) => `    ${d}`).join('\n')}\n`,
    );
    expect(await statusFrom(sim, 'http://evil.example')).toBe(403);

    // The user allows every origin on purpose, in either spelling: honoured.
    writeCors(dir, ' *');
    await restart(sim);
    expect((await authorizationConfig(sim)).config.cors_domains).toEqual(['*']);
    expect(await statusFrom(sim, 'http://evil.example')).toBe(200);
    writeCors(dir, '\n    *');
    await restart(sim);
    expect((await authorizationConfig(sim)).config.cors_domains).toEqual(['*']);
    expect(await statusFrom(sim, 'http://evil.example')).toBe(200);
  });
});
