// The virtual farm (`--printers N`): N virtual printers in one process, each on its own port with its
// own data folder and printer, printer 1's database holding the list of all of them, and each
// printer letting a page served by another of the farm call it, even when logins are forced.

import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFarm, type Farm, type FarmPrinter } from '../farm';

const USER = { username: 'printdeck', password: 'printdeck' };

/** A request with this printer's login (logins are forced: nobody is trusted). */
async function call(
  p: FarmPrinter,
  token: string,
  path: string,
  init: { method?: string; body?: unknown; origin?: string } = {},
): Promise<{ status: number; body: unknown; headers: Headers }> {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
  if (init.origin !== undefined) headers.Origin = init.origin;
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${p.sim.url}${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  return { status: res.status, body: text === '' ? null : JSON.parse(text), headers: res.headers };
}

async function login(p: FarmPrinter): Promise<string> {
  const res = await fetch(`${p.sim.url}/access/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(USER),
  });
  return ((await res.json()) as { result: { token: string } }).result.token;
}

const result = (r: { body: unknown }): Record<string, unknown> =>
  (r.body as { result: Record<string, unknown> }).result;

describe('a farm of 3 printers with --auth', () => {
  let root: string;
  let farm: Farm;
  let tokens: string[];

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'printdeck-farm-'));
    farm = await startFarm(
      { port: 0, dataDir: join(root, 'data'), timeScale: 50, auth: true, user: USER },
      3,
    );
    await Promise.all(farm.printers.map((p) => p.sim.klippy.whenReady()));
    tokens = await Promise.all(farm.printers.map(login));
  });
  afterAll(async () => {
    await farm?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('answers on 3 ports, each printer with its own data folder beside the first', async () => {
    const ports = farm.printers.map((p) => p.sim.port);
    expect(new Set(ports).size).toBe(3);
    for (const [i, p] of farm.printers.entries()) {
      const info = await call(p, tokens[i] ?? '', '/server/info');
      expect(info.status).toBe(200);
      expect(result(info).klippy_state).toBe('ready');
    }
    const dirs = farm.printers.map((p) => p.sim.app.options.dataDir);
    expect(dirs[0]).toBe(join(root, 'data'));
    expect(new Set(dirs).size).toBe(3);
    for (const dir of dirs.slice(1)) {
      expect(relative(dirs[0] ?? '', dir).startsWith('..')).toBe(true);
      expect(existsSync(join(dir, 'config', 'printer.cfg'))).toBe(true);
    }
  });

  it('varies the printers: bed sizes, and one without the heated chamber', async () => {
    const axes: unknown[] = [];
    const chamber: boolean[] = [];
    for (const [i, p] of farm.printers.entries()) {
      const token = tokens[i] ?? '';
      const q = await call(p, token, '/printer/objects/query?toolhead=axis_maximum');
      const status = result(q).status as { toolhead: { axis_maximum: number[] } };
      axes.push(status.toolhead.axis_maximum.slice(0, 2));
      const list = result(await call(p, token, '/printer/objects/list')).objects as string[];
      chamber.push(list.includes('temperature_fan chamber'));
    }
    expect(axes).toEqual([
      [235, 235],
      [300, 300],
      [350, 350],
    ]);
    expect(chamber).toEqual([true, false, true]);
    expect(farm.printers.map((p) => p.name)).toEqual([
      'Virtual 235 #1',
      'Virtual 300 #2',
      'Virtual 350 #3',
    ]);
  });

  it("keeps the list of all 3 in printer 1's database (printdeck/printers)", async () => {
    const first = farm.printers[0] as FarmPrinter;
    const item = await call(
      first,
      tokens[0] ?? '',
      '/server/database/item?namespace=printdeck&key=printers',
    );
    expect(item.status).toBe(200);
    expect(result(item).value).toEqual(
      farm.printers.map((p) => ({
        name: p.name,
        apiUrl: `http://127.0.0.1:${p.sim.port}`,
        tags: p.tags,
      })),
    );
    expect(farm.printers.map((p) => p.tags[0])).toEqual(['PETG', 'PLA', 'ASA']);
  });

  it('lets a page served by printer 1 call printer 2; a page from elsewhere gets 403', async () => {
    const [first, second] = farm.printers as [FarmPrinter, FarmPrinter];
    const origin = `http://127.0.0.1:${first.sim.port}`;
    const allowed = await call(second, tokens[1] ?? '', '/server/info', { origin });
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(origin);
    const preflight = await fetch(`${second.sim.url}/printer/gcode/script`, {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);

    const refused = await call(second, tokens[1] ?? '', '/server/info', {
      origin: 'http://evil.example',
    });
    expect(refused.status).toBe(403);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    const conf = readFileSync(
      join(second.sim.app.options.dataDir, 'config', 'moonraker.conf'),
      'utf8',
    );
    expect(conf).toContain(`    ${origin}\n`);
  });
});

describe('a farm started again', () => {
  it('keeps names and printers, replaces the list, and closing stops every printer', async () => {
    const root = mkdtempSync(join(tmpdir(), 'printdeck-farm-'));
    const dataDir = join(root, 'data');
    try {
      const farm = await startFarm({ port: 0, dataDir, timeScale: 50 }, 3);
      const db = farm.printers[0]?.sim.app.find('database');
      db?.postItem('printdeck', 'theme', 'dark');
      const urls = farm.printers.map((p) => p.sim.url);
      await farm.close();
      for (const url of urls) await expect(fetch(`${url}/server/info`)).rejects.toThrow();

      const again = await startFarm({ port: 0, dataDir, timeScale: 50 }, 2);
      try {
        const first = again.printers[0] as FarmPrinter;
        const list = first.sim.app.find('database')?.getItem('printdeck', 'printers');
        expect(list).toEqual(
          again.printers.map((p) => ({
            name: p.name,
            apiUrl: `http://127.0.0.1:${p.sim.port}`,
            tags: p.tags,
          })),
        );
        expect(again.printers.map((p) => p.name)).toEqual(['Virtual 235 #1', 'Virtual 300 #2']);
        // Only the list's key is written: the dashboard's other settings there stay.
        expect(first.sim.app.find('database')?.getItem('printdeck', 'theme')).toBe('dark');
      } finally {
        await again.close();
      }
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
