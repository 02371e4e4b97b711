// The spoolman calls against the virtual printer running Moonraker's spoolman component and the
// virtual Spoolman with its sample spools: the answers pass the shapes Printdeck reads, the list
// filters reach Spoolman, the active spool is set and cleared, the currency is Spoolman's setting,
// and a stopped Spoolman is a 503.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../api';
import type { AnswerError } from '../errors';
import { httpRpc, startSimProcess, type SimProcess } from '../../test/sim-process';
import { SpoolmanError, spoolmanCalls, spoolmanQuery } from '../spoolman-calls';

describe('spoolmanQuery', () => {
  it.each([
    [{}, ''],
    [{ a: undefined }, ''],
    [
      { 'filament.material': 'PLA', allow_archived: false },
      'filament.material=PLA&allow_archived=false',
    ],
    [{ 'filament.id': '1,3', limit: 5 }, 'filament.id=1%2C3&limit=5'],
    [{ name: 'Signal Red & co' }, 'name=Signal+Red+%26+co'],
  ])('%j → %s', (params, query) => {
    expect(spoolmanQuery(params)).toBe(query);
  });
});

describe('the spoolman calls against the virtual printer', () => {
  let sim: SimProcess;
  const bad: AnswerError[] = [];

  beforeAll(async () => {
    sim = await startSimProcess(['--spoolman-port', '0']);
  }, 60_000);
  afterAll(async () => {
    await sim?.stop();
  });

  const rpc = httpRpc(() => sim);
  const calls = () => spoolmanCalls(createApi(rpc, 'sim', (error) => bad.push(error)));

  async function connected(): Promise<void> {
    for (let i = 0; i < 100; i++) {
      if ((await calls().status()).spoolman_connected) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('the spoolman component never connected');
  }

  it('lists spools without the archived one, by material, and archived when asked', async () => {
    await connected();
    const all = await calls().spools({ sort: 'id:asc' });
    expect(all.map((s) => s.id)).toEqual([1, 2, 3, 5]);
    expect(all[0]?.filament.vendor?.name).toBe('Prusament');
    const petg = await calls().spools({ material: 'PETG' });
    expect(petg.map((s) => s.id).sort()).toEqual([3, 5]);
    const archived = await calls().spools({ allowArchived: true, sort: 'id:asc' });
    expect(archived.map((s) => s.id)).toEqual([1, 2, 3, 4, 5]);
    expect(bad).toEqual([]);
  }, 30_000);

  it('reads one spool and the filaments; a missing spool is a 404', async () => {
    await connected();
    const spool = await calls().spool(3);
    expect(spool.filament.name).toBe('Jet Black');
    expect(spool.remaining_weight).toBeCloseTo(31.8, 5);
    const pla = await calls().filaments({ material: 'PLA' });
    expect(pla.map((f) => f.name).sort()).toEqual(['Galaxy Black', 'PolyLite Signal Red']);
    const missing = await calls()
      .spool(999)
      .catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(SpoolmanError);
    expect((missing as SpoolmanError).statusCode).toBe(404);
  }, 30_000);

  it('sets, reads and clears the active spool', async () => {
    await connected();
    expect((await calls().setActiveSpool(2)).spool_id).toBe(2);
    expect((await calls().activeSpool()).spool_id).toBe(2);
    expect((await calls().status()).spool_id).toBe(2);
    expect((await calls().setActiveSpool(null)).spool_id).toBeNull();
    expect((await calls().activeSpool()).spool_id).toBeNull();
    expect(bad).toEqual([]);
  }, 30_000);

  it("reads Spoolman's currency: EUR until set, then the one set in Spoolman", async () => {
    await connected();
    expect(await calls().currency()).toBe('EUR');
    // Moonraker sends a text body without a JSON content type, which Spoolman's settings refuse:
    // the currency is set in Spoolman itself.
    const viaMoonraker = await calls()
      .proxy('POST', '/v1/setting/currency', undefined, JSON.stringify('SEK'))
      .catch((e: unknown) => e);
    expect((viaMoonraker as SpoolmanError).statusCode).toBe(415);
    const config = (await rpc('server.config', {})) as {
      config: { spoolman: { server: string } };
    };
    const set = (body: string) =>
      fetch(`${config.config.spoolman.server}/api/v1/setting/currency`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
    expect((await set(JSON.stringify(JSON.stringify('SEK')))).ok).toBe(true);
    expect(await calls().currency()).toBe('SEK');
    await set('""');
    expect(await calls().currency()).toBe('EUR');
  }, 30_000);

  it('a stopped Spoolman answers 503 through the proxy and the status says disconnected', async () => {
    await connected();
    const stop = await fetch(`${sim.url}/debug/sim/spoolman?action=stop`, { method: 'POST' });
    expect(stop.ok).toBe(true);
    let status = await calls().status();
    for (let i = 0; i < 50 && status.spoolman_connected; i++) {
      await new Promise((r) => setTimeout(r, 100));
      status = await calls().status();
    }
    expect(status.spoolman_connected).toBe(false);
    const refused = await calls()
      .spools()
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(SpoolmanError);
    expect((refused as SpoolmanError).statusCode).toBe(503);
    await fetch(`${sim.url}/debug/sim/spoolman?action=start`, { method: 'POST' });
    await connected();
    expect((await calls().spools()).length).toBe(4);
  }, 30_000);
});
