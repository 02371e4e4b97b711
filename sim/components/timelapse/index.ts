// timelapse: the third-party moonraker-timelapse component (reference §14.9), loaded as Moonraker
// loads it: only when moonraker.conf has a [timelapse] section (the simulator's `--timelapse` flag
// writes one, and puts the component's Klipper macros, timelapse.cfg, beside printer.cfg). Its
// settings (settings.ts, state.ts), kept in the database namespace `timelapse`, key `config`; the roots
// `timelapse` (rw) and `timelapse_frames` (r); machine.timelapse.* (settings, lastframeinfo, render,
// saveframes); the remote methods Klipper's macros call (timelapse_newframe, timelapse_render,
// timelapse_saveFrames); frames fetched from the camera's snapshot URL; notify_timelapse_event.

import { existsSync, mkdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TimelapseSettings } from '../../../protocol/timelapse';
import type { App } from '../../app';
import type { Json } from '../../args';
import { itemInfo } from '../file_manager/listing';
import { ensureTimelapseSection, readTimelapseSection } from './conf';
import { TimelapseJob } from './job';
import { installTimelapseMacros } from './macros_cfg';
import { ConfValueError } from '../../python_values';
import {
  FFMPEG_DEFAULT,
  FRAME_PATH_DEFAULT,
  OUTPUT_PATH_DEFAULT,
  TimelapseState,
  type TimelapseWebcam,
} from './state';
import type { Component, ConfigSection } from '../component';

declare module '../../app' {
  interface Services {
    timelapse: TimelapseState;
  }
}

const NAMESPACE = 'timelapse';

/** The options `--timelapse` gives a data folder whose moonraker.conf is not written yet. */
const FLAGGED = new WeakMap<App, Record<string, string>>();
/** The running component's state, for server.config. */
const LOADED = new WeakMap<App, { state: TimelapseState; orig: Record<string, string> }>();

const confPath = (app: App): string => join(app.options.dataDir, 'config', 'moonraker.conf');

/**
 * The `--timelapse` flag, before the first start: moonraker.conf gets a [timelapse] section (with
 * `options` set in it) when it has none; a data folder without the file gets it when the file is
 * written after the start.
 */
export function enableTimelapse(app: App, options: Record<string, string> = {}): void {
  const data = app.options.dataDir;
  installTimelapseMacros(join(data, 'config'), join(data, 'gcodes'));
  const path = confPath(app);
  if (existsSync(path)) ensureTimelapseSection(path, options);
  else FLAGGED.set(app, options);
}

/** The [timelapse] options that load the component, or null (no section: not loaded). */
function sectionOf(app: App): Map<string, string> | null {
  const path = confPath(app);
  if (existsSync(path)) return readTimelapseSection(path);
  const flagged = FLAGGED.get(app);
  return flagged ? new Map(Object.entries(flagged)) : null;
}

/** The settings saved by earlier POSTs (`timelapse` → `config`). */
function storedConfig(app: App): unknown {
  return app.find('database')?.getNamespace(NAMESPACE).config;
}

/** The state read from moonraker.conf and the database, or null when it cannot load. */
function load(app: App): { state: TimelapseState; orig: Record<string, string> } | null {
  const options = sectionOf(app);
  if (!options) return null;
  try {
    const state = new TimelapseState({
      options,
      stored: storedConfig(app),
      // The virtual printer has ffmpeg at the default place; another path must exist on this host.
      ffmpegAt: (path) => path === FFMPEG_DEFAULT || existsSync(path),
      webcams: () => webcamsOf(app),
    });
    return { state, orig: Object.fromEntries(options) };
  } catch (e) {
    if (e instanceof ConfValueError) {
      app.logs?.moonraker('server.py:load_component()', e.message);
      return null;
    }
    throw e;
  }
}

/** A configured path on this host; the defaults become folders of the data folder. */
function folder(app: App, configured: string, fallback: string, name: string): string {
  if (configured === fallback) return join(app.options.dataDir, name);
  return resolve(configured.replace(/^~(?=$|\/)/, homedir()));
}

/** The webcam component's cameras (none without it: the component's own snapshot settings). */
function webcamsOf(app: App): TimelapseWebcam[] {
  return (app.find('webcams')?.list() ?? []).map((w) => ({
    name: w.name,
    snapshot_url: w.snapshot_url,
    flip_horizontal: w.flip_horizontal,
    flip_vertical: w.flip_vertical,
    rotation: w.rotation,
  }));
}

/**
 * The snapshot fetched as wget fetches it (2 s at most, an HTTP error fails). `http://localhost/...`
 * (port 80: a relative camera URL made absolute by the component) is the printer's web server, which
 * is the simulator's own port here.
 */
async function fetchFrame(app: App, url: string): Promise<Buffer> {
  const target = new URL(url);
  if (['localhost', '127.0.0.1', '[::1]'].includes(target.hostname) && target.port === '') {
    const host = app.options.host;
    target.hostname = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
    target.port = String(app.options.port);
  }
  const res = await fetch(target, { signal: AbortSignal.timeout(2000) });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return Buffer.from(await res.arrayBuffer());
}

/** The frames, renders and events of a loaded component, linked to Klipper. */
function startJob(
  app: App,
  state: TimelapseState,
  framesDir: string,
  outDir: string,
): { job: TimelapseJob; stop: () => void } {
  const log = (msg: string): void => app.logs?.moonraker('timelapse.py', msg);
  const job = new TimelapseJob({
    state,
    framesDir,
    outDir,
    ffmpegPath: state.ffmpegPath,
    ffmpegInstalled: state.ffmpegInstalled,
    settings: () => state.settings,
    printFilename: () => {
      const stats = app.klippy.query({ print_stats: ['filename'] }).print_stats;
      return String(stats?.filename ?? '');
    },
    printState: () => app.klippy.printer?.job.state ?? null,
    notify: (event) => app.notify('notify_timelapse_event', event),
    created: (name) => {
      const files = app.find('file_manager');
      if (!files) return;
      const item = itemInfo(files.resolve(`timelapse/${name}`));
      files.notify({ item, action: 'create_file' });
    },
    log,
    runGcode: (script) => app.klippy.runScript(script),
    fetchFrame: (url) => fetchFrame(app, url),
    delayMs: (seconds) => app.klippy.clock.realMs(seconds),
  });
  const klippy = app.klippy;
  const onResponse = (line: string): void => job.gcodeResponse(line);
  const onReady = (): void => job.klippyReady();
  klippy.on('response', onResponse);
  klippy.on('ready', onReady);
  const unregister = [
    klippy.registerRemoteMethod('timelapse_newframe', (kw) => job.newFrameCalled(kw)),
    klippy.registerRemoteMethod('timelapse_saveFrames', () => void job.renderer.saveFrames()),
    klippy.registerRemoteMethod('timelapse_render', (kw) => job.renderCalled(kw)),
  ];
  // Moonraker (re)started while Klipper runs: it connects, and Klipper's ready is seen at once.
  if (klippy.state === 'ready') job.klippyReady();
  const stop = (): void => {
    klippy.off('response', onResponse);
    klippy.off('ready', onReady);
    for (const off of unregister) off();
    job.close();
  };
  return { job, stop };
}

export const timelapse: Component = {
  name: 'timelapse',
  core: false,
  enabled: (app) => load(app) !== null,
  sections(app): Record<string, ConfigSection> {
    const loaded = LOADED.get(app);
    if (!loaded) return {};
    return { timelapse: { config: { ...loaded.state.parsed }, orig: loaded.orig } };
  },
  start(app: App) {
    const loaded = load(app);
    if (!loaded) return;
    const { state } = loaded;
    LOADED.set(app, loaded);
    app.provide('timelapse', state);
    const framesDir = folder(app, state.framePath, FRAME_PATH_DEFAULT, 'timelapse_frames');
    const outDir = folder(app, state.outputPath, OUTPUT_PATH_DEFAULT, 'timelapse');
    // The component creates both folders (the file manager too, for the roots it is given).
    mkdirSync(framesDir, { recursive: true });
    mkdirSync(outDir, { recursive: true });
    const files = app.find('file_manager');
    files?.registerDirectory('timelapse', outDir, 'rw');
    files?.registerDirectory('timelapse_frames', framesDir, 'r');
    const { job, stop: stopJob } = startJob(app, state, framesDir, outDir);
    const save = (key: string, value: Json): void =>
      app.find('database')?.write(NAMESPACE, ['config', key], value);
    // The real component answers whatever it holds: the database may hold keys of other types.
    const answer = (): TimelapseSettings => state.snapshot() as unknown as TimelapseSettings;

    const r = app.registry;
    r.register('GET', '/machine/timelapse/settings', answer);
    r.register('POST', '/machine/timelapse/settings', (ctx) => {
      job.settingsChanged(state.post(ctx.args.raw, save));
      return answer();
    });
    r.register('GET', '/machine/timelapse/lastframeinfo', () => job.lastFrameInfo());
    // Both answer when done (a render waits for ffmpeg).
    r.register('POST', '/machine/timelapse/render', () => job.render());
    r.register('POST', '/machine/timelapse/saveframes', () => job.renderer.saveFrames());
    return {
      close() {
        stopJob();
        LOADED.delete(app);
      },
    };
  },
};
