// timelapse: the third-party moonraker-timelapse component (reference §14.9), loaded as Moonraker
// loads it: only when moonraker.conf has a [timelapse] section (the simulator's `--timelapse` flag
// writes one). Its settings (sim/timelapse), kept in the database namespace `timelapse`, key
// `config`; the roots `timelapse` (rw) and `timelapse_frames` (r); machine.timelapse.* settings and
// lastframeinfo. Frames, rendering, saveframes, Klipper's `_SET_TIMELAPSE_SETUP` variables and
// notify_timelapse_event come later: `TimelapseJob` below is where they go.

import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TimelapseSettings } from '../../protocol/timelapse';
import type { App } from '../app';
import type { Json } from '../args';
import { ensureTimelapseSection, readTimelapseSection } from '../timelapse/conf';
import { ConfValueError } from '../timelapse/settings';
import {
  FFMPEG_DEFAULT,
  FRAME_PATH_DEFAULT,
  OUTPUT_PATH_DEFAULT,
  TimelapseState,
  type PostOutcome,
} from '../timelapse/state';
import type { Component, ConfigSection } from './component';

declare module '../app' {
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
      // No webcam component in the simulator yet: no cameras, so the component's own settings.
      webcams: () => [],
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

/** Where the frames, the render and the events will live (a later issue). */
class TimelapseJob {
  settingsChanged(_outcome: PostOutcome): void {
    // Later: `_SET_TIMELAPSE_SETUP` to Klipper on a G-code setting, hyperlapse start/stop on mode.
  }

  lastFrameInfo(): { framecount: number; lastframefile: string } {
    return { framecount: 0, lastframefile: '' };
  }
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
    const files = app.find('file_manager');
    files?.registerDirectory(
      'timelapse',
      folder(app, state.outputPath, OUTPUT_PATH_DEFAULT, 'timelapse'),
      'rw',
    );
    files?.registerDirectory(
      'timelapse_frames',
      folder(app, state.framePath, FRAME_PATH_DEFAULT, 'timelapse_frames'),
      'r',
    );
    const job = new TimelapseJob();
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
    return {
      close() {
        LOADED.delete(app);
      },
    };
  },
};
