// The timelapse component (moonraker-timelapse, reference §14.9): loaded only with a [timelapse]
// section in moonraker.conf (or the `--timelapse` flag, which writes one), its settings with the real
// defaults, values fixed in moonraker.conf as `blockedsettings`, a POST's subset coerced as the real
// component coerces it and saved in the database (namespace `timelapse`, key `config`), kept across
// a server restart and a new simulator on the same data folder; lastframeinfo with no frames yet.

import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type Simulator, type SimulatorOptions } from '../../../index';
import { TIMELAPSE_DEFAULTS as DEFAULT_SETTINGS } from '../../../../protocol/timelapse';
import { DEFAULTS } from '../settings';
import { RpcClient, http } from '../../../test/helpers';

type Settings = Record<string, unknown>;

interface Harness {
  sim: Simulator;
  dir: string;
  get(path: string): Promise<{ status: number; body: unknown }>;
  post(path: string, body: unknown): Promise<{ status: number; body: unknown }>;
  settings(): Promise<Settings>;
  info(): Promise<{ components: string[]; failed_components: string[]; warnings: string[] }>;
  restartServer(): Promise<void>;
  /** A new simulator on the same data folder (the old one closed). */
  again(opts?: SimulatorOptions): Promise<void>;
  stop(): Promise<void>;
}

/** A simulator on a data folder whose moonraker.conf may be written before the start. */
async function harness(opts: SimulatorOptions = {}, conf?: string): Promise<Harness> {
  const dir = mkdtempSync(join(tmpdir(), 'printdeck-timelapse-'));
  if (conf !== undefined) {
    mkdirSync(join(dir, 'config'), { recursive: true });
    writeFileSync(join(dir, 'config', 'moonraker.conf'), conf);
  }
  const start = (o: SimulatorOptions): Promise<Simulator> =>
    startSimulator({ port: 0, dataDir: dir, restartDelayMs: 200, ...o });
  let sim = await start(opts);
  const h: Harness = {
    get sim() {
      return sim;
    },
    dir,
    get: (path) => http(sim, 'GET', path),
    post: (path, body) => http(sim, 'POST', path, body),
    async settings() {
      return ((await h.get('/machine/timelapse/settings')).body as { result: Settings }).result;
    },
    async info() {
      const res = await h.get('/server/info');
      return (res.body as { result: Awaited<ReturnType<Harness['info']>> }).result;
    },
    async restartServer() {
      await http(sim, 'POST', '/server/restart');
      await sim.restarted();
    },
    async again(o = {}) {
      await sim.close();
      sim = await start(o);
    },
    async stop() {
      await sim.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return h;
}

describe('without a [timelapse] section', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await harness();
  });
  afterAll(() => h.stop());

  it('is not loaded: no component, no roots, unknown endpoints', async () => {
    const info = await h.info();
    expect(info.components).not.toContain('timelapse');
    expect(info.failed_components).toEqual([]);
    const roots = (await h.get('/server/files/roots')).body as { result: { name: string }[] };
    expect(roots.result.map((r) => r.name)).toEqual([
      'config',
      'logs',
      'gcodes',
      'config_examples',
      'docs',
    ]);
    expect((await h.get('/machine/timelapse/settings')).status).toBe(404);
    const rpc = await RpcClient.connect(h.sim);
    const reply = await rpc.request('machine.timelapse.get_settings');
    rpc.close();
    expect(reply.error).toMatchObject({ code: -32601, message: 'Method not found' });
    expect(readFileSync(join(h.dir, 'config', 'moonraker.conf'), 'utf8')).not.toMatch(
      /\[timelapse\]/,
    );
  });
});

describe('with --timelapse on a fresh data folder', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await harness({ timelapse: true });
  });
  afterAll(() => h.stop());

  it('loads: server.info, the section written to moonraker.conf, the two roots', async () => {
    const info = await h.info();
    expect(info.components).toContain('timelapse');
    expect(info).toMatchObject({ failed_components: [], warnings: [] });
    expect(readFileSync(join(h.dir, 'config', 'moonraker.conf'), 'utf8')).toMatch(
      /^\[timelapse\]$/m,
    );
    const roots = (await h.get('/server/files/roots')).body as {
      result: { name: string; path: string; permissions: string }[];
    };
    expect(roots.result.slice(-2)).toEqual([
      { name: 'timelapse', path: join(h.dir, 'timelapse'), permissions: 'rw' },
      { name: 'timelapse_frames', path: join(h.dir, 'timelapse_frames'), permissions: 'r' },
    ]);
    const config = ((await h.get('/server/config')).body as { result: { config: Settings } }).result
      .config;
    expect(config.timelapse).toEqual({
      output_path: '~/timelapse/',
      frame_path: '/tmp/timelapse/',
      ffmpeg_binary_path: '/usr/bin/ffmpeg',
      wget_skip_cert_check: false,
      snapshoturl: 'http://localhost:8080/?action=snapshot',
      flip_x: false,
      flip_y: false,
      rotation: 0,
    });
  });

  it('answers the real defaults over HTTP and JSON-RPC, and no frames yet', async () => {
    expect(await h.settings()).toEqual(DEFAULT_SETTINGS);
    expect(Object.keys(await h.settings())).toEqual([
      ...DEFAULTS.map(([k]) => k),
      'blockedsettings',
    ]);
    const rpc = await RpcClient.connect(h.sim);
    expect(await rpc.call('machine.timelapse.get_settings')).toEqual(DEFAULT_SETTINGS);
    expect(await rpc.call('machine.timelapse.lastframeinfo')).toEqual({
      framecount: 0,
      lastframefile: '',
    });
    rpc.close();
    expect((await h.get('/machine/timelapse/lastframeinfo')).body).toEqual({
      result: { framecount: 0, lastframefile: '' },
    });
  });

  it('takes a subset, coerces to each default type, ignores unknown keys, answers the whole', async () => {
    const res = await h.post('/machine/timelapse/settings', {
      mode: 'hyperlapse',
      hyperlapse_cycle: '12',
      park_travel_speed: 50.7,
      park_time: 2,
      stream_delay_compensation: '0.25',
      enabled: 'False',
      flip_x: 'TRUE',
      constant_rate_factor: true,
      no_such_setting: 3,
    });
    expect(res.status).toBe(200);
    expect((res.body as { result: Settings }).result).toEqual({
      ...DEFAULT_SETTINGS,
      mode: 'hyperlapse',
      hyperlapse_cycle: 12,
      park_travel_speed: 50,
      park_time: 2,
      stream_delay_compensation: 0.25,
      enabled: false,
      flip_x: true,
      constant_rate_factor: 1,
    });
    const rpc = await RpcClient.connect(h.sim);
    const after = await rpc.call<Settings>('machine.timelapse.post_settings', { camera: 'cam1' });
    rpc.close();
    expect(after).toMatchObject({ camera: 'cam1', mode: 'hyperlapse' });
  });

  it('refuses a value it cannot convert, keeping the keys before it', async () => {
    const bad = await h.post('/machine/timelapse/settings', { parkpos: 'center', parkhead: 1 });
    expect(bad.status).toBe(400);
    expect((bad.body as { error: { message: string } }).error.message).toBe(
      "Unable to convert argument [parkhead] to <class 'bool'>: value received: 1",
    );
    const int = await h.post('/machine/timelapse/settings', { targetlength: '2.5' });
    expect((int.body as { error: { message: string } }).error.message).toBe(
      "Unable to convert argument [targetlength] to <class 'int'>: value received: 2.5",
    );
    expect(await h.settings()).toMatchObject({
      parkpos: 'center',
      parkhead: false,
      targetlength: 10,
    });
  });

  it('cannot set snapshoturl: alone it fails as the real one does, after a key it takes its value', async () => {
    const alone = await h.post('/machine/timelapse/settings', { snapshoturl: 'http://x/y' });
    expect(alone.status).toBe(500);
    const after = await h.post('/machine/timelapse/settings', {
      pixelformat: 'yuv444p',
      snapshoturl: 'http://x/y',
    });
    expect((after.body as { result: Settings }).result).toMatchObject({
      pixelformat: 'yuv444p',
      snapshoturl: 'yuv444p',
    });
  });

  it('saves what changed in the database and keeps it across restarts', async () => {
    const item = await h.get('/server/database/item?namespace=timelapse&key=config');
    expect((item.body as { result: { value: Settings } }).result.value).toMatchObject({
      mode: 'hyperlapse',
      hyperlapse_cycle: 12,
      camera: 'cam1',
      parkpos: 'center',
    });
    const before = await h.settings();
    await h.restartServer();
    // At start the snapshot URL comes from the camera fallback again, as the real one's does.
    const snapshot = { snapshoturl: 'http://localhost/yuv444p' };
    expect(await h.settings()).toEqual({ ...before, ...snapshot });
    await h.again();
    expect((await h.info()).components).toContain('timelapse');
    expect(await h.settings()).toEqual({ ...before, ...snapshot });
  });
});

describe('with values fixed in moonraker.conf', () => {
  const CONF = [
    '[server]',
    'host: 127.0.0.1',
    '',
    '[timelapse]',
    'parkhead: yes',
    'park_time: 2',
    'mode: hyperlapse',
    'output_path: ~/timelapse/',
    'ffmpeg_binary_path: /nonexistent/ffmpeg',
    'no_such_option: 1',
    '',
  ].join('\n');
  let h: Harness;
  beforeAll(async () => {
    h = await harness({}, CONF);
  });
  afterAll(() => h.stop());

  it('overrides the defaults and lists them in blockedsettings (in file order)', async () => {
    expect(await h.settings()).toEqual({
      ...DEFAULT_SETTINGS,
      parkhead: true,
      park_time: 2,
      mode: 'hyperlapse',
      // No ffmpeg where the section says: no rendering after a print.
      autorender: false,
      blockedsettings: ['parkhead', 'park_time', 'mode'],
    });
    const info = await h.info();
    expect(info.components).toContain('timelapse');
    expect(info.warnings).toEqual([
      "Unparsed config option 'no_such_option: 1' detected in section [timelapse].  This may be " +
        'an option no longer available or could be the result of a module that failed to load.  ' +
        'In the future this will result in a startup error.',
    ]);
  });

  it('lets a POST change a blocked one until the next start, when moonraker.conf wins again', async () => {
    const res = await h.post('/machine/timelapse/settings', { parkhead: false, park_time: '3.5' });
    expect((res.body as { result: Settings }).result).toMatchObject({
      parkhead: false,
      park_time: 3.5,
      blockedsettings: ['parkhead', 'park_time', 'mode'],
    });
    await h.restartServer();
    expect(await h.settings()).toMatchObject({ parkhead: true, park_time: 2 });
  });

  it('fails to load with a value it cannot read', async () => {
    const path = join(h.dir, 'config', 'moonraker.conf');
    writeFileSync(path, CONF.replace('parkhead: yes', 'parkhead: maybe'));
    await h.restartServer();
    const info = await h.info();
    expect(info.components).not.toContain('timelapse');
    expect(info.failed_components).toEqual(['timelapse']);
    expect((await h.get('/machine/timelapse/settings')).status).toBe(404);
  });
});

describe('the flag with options on an existing moonraker.conf', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await harness(
      { timelapse: { mode: 'hyperlapse', hyperlapse_cycle: '5' } },
      '[server]\nhost: 127.0.0.1\n',
    );
  });
  afterAll(() => h.stop());

  it('adds the section with those options, which are then blocked', async () => {
    expect(readFileSync(join(h.dir, 'config', 'moonraker.conf'), 'utf8')).toContain(
      '\n[timelapse]\nmode: hyperlapse\nhyperlapse_cycle: 5\n',
    );
    expect(await h.settings()).toMatchObject({
      mode: 'hyperlapse',
      hyperlapse_cycle: 5,
      blockedsettings: ['mode', 'hyperlapse_cycle'],
    });
  });

  it('sets an option again on the next start without a second section', async () => {
    await h.again({ timelapse: { hyperlapse_cycle: '7' } });
    const text = readFileSync(join(h.dir, 'config', 'moonraker.conf'), 'utf8');
    expect(text.match(/\[timelapse\]/g)).toHaveLength(1);
    expect(await h.settings()).toMatchObject({ mode: 'hyperlapse', hyperlapse_cycle: 7 });
  });
});
