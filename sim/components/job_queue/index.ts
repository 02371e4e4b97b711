// job_queue: Moonraker's print queue (reference §7), a core component. server.job_queue.status, .job
// (POST adds `filenames`, `reset` empties first; DELETE by `job_ids` or `all`), .pause, .start, .jump
// and notify_job_queue_changed; the rules are in queue.ts. moonraker.conf's `[job_queue]` section sets
// load_on_startup, automatic_transition, job_transition_delay and job_transition_gcode.

import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { App } from '../../app';
import { listArg } from '../../args';
import { parseIni } from '../../klipper/config';
import { convertConf } from '../../python_values';
import { insideDir } from '../file_manager/roots';
import type { Component, ConfigSection } from '../component';
import { JobQueue, type JobQueueOptions } from './queue';

declare module '../../app' {
  interface Services {
    job_queue: JobQueue;
  }
}

const DEFAULTS: JobQueueOptions = {
  loadOnStartup: false,
  automaticTransition: false,
  jobTransitionDelay: 0.01,
  jobTransitionGcode: '',
};

interface QueueConfig {
  options: JobQueueOptions;
  section: ConfigSection;
  /** Why the section's values were not taken, in Moonraker's words. */
  error?: string;
}

/** The options as server.config shows them. */
function configValues(o: JobQueueOptions): Record<string, unknown> {
  return {
    load_on_startup: o.loadOnStartup,
    automatic_transition: o.automaticTransition,
    job_transition_delay: o.jobTransitionDelay,
    job_transition_gcode: o.jobTransitionGcode,
  };
}

/** moonraker.conf's [job_queue] read with configparser's conversions; defaults when absent. */
export function readQueueConfig(dataDir: string): QueueConfig {
  const path = join(dataDir, 'config', 'moonraker.conf');
  let orig: Record<string, string> | undefined;
  try {
    const raw = existsSync(path) ? parseIni(readFileSync(path, 'utf8'), 'moonraker.conf') : null;
    const section = raw?.get('job_queue');
    if (section) orig = Object.fromEntries(section);
  } catch {
    orig = undefined;
  }
  const fallback = (error?: string): QueueConfig => ({
    options: DEFAULTS,
    section: { config: configValues(DEFAULTS), ...(orig ? { orig } : {}) },
    ...(error ? { error } : {}),
  });
  if (!orig) return fallback();
  try {
    const get = (key: string, type: 'bool' | 'float' | 'str', def: boolean | number | string) =>
      orig[key] === undefined ? def : convertConf('job_queue', key, type, orig[key]);
    const options: JobQueueOptions = {
      loadOnStartup: get('load_on_startup', 'bool', false) as boolean,
      automaticTransition: get('automatic_transition', 'bool', false) as boolean,
      jobTransitionDelay: get('job_transition_delay', 'float', 0.01) as number,
      jobTransitionGcode: (get('job_transition_gcode', 'str', '') as string).trim(),
    };
    if (options.jobTransitionDelay <= 0)
      return fallback(
        "Value for option 'job_transition_delay' in section [job_queue] must be above 0.0",
      );
    return { options, section: { config: configValues(options), orig } };
  } catch (e) {
    return fallback(e instanceof Error ? e.message : String(e));
  }
}

const CONFIGS = new WeakMap<App, QueueConfig>();

/** Whether a gcodes-relative path names a file inside the gcodes folder. */
function gcodeFileExists(app: App, filename: string): boolean {
  const dir = app.files?.gcodesDir;
  if (!dir) return false;
  const abs = join(dir, filename.replace(/^\/+/, ''));
  if (!insideDir(dir, abs)) return false;
  try {
    return statSync(abs).isFile();
  } catch {
    return false;
  }
}

export const jobQueue: Component = {
  name: 'job_queue',
  core: true,
  sections: (app) => ({
    job_queue: (CONFIGS.get(app) ?? readQueueConfig(app.options.dataDir)).section,
  }),
  start(app: App) {
    const config = readQueueConfig(app.options.dataDir);
    CONFIGS.set(app, config);
    const log = (msg: string): void => app.logs?.moonraker('job_queue.py', msg);
    if (config.error) log(config.error);
    const klippy = app.klippy;
    const queue = new JobQueue(config.options, {
      printState: () =>
        klippy.state === 'disconnected' ? null : (klippy.printer?.job.state ?? null),
      fileExists: (f) => gcodeFileExists(app, f),
      runGcode: (script) => klippy.runScript(script),
      startPrint: async (filename, user) => {
        if (app.print) await app.print.start(filename, user);
        else await klippy.runScript(`SDCARD_PRINT_FILE FILENAME="${filename}"`);
      },
      notify: (change) => app.notify('notify_job_queue_changed', change),
      log,
    });
    app.provide('job_queue', queue);

    // print_stats of the Klipper running now, watched again after each Klipper restart.
    let unwatch: (() => void) | null = null;
    const watch = (): void => {
      unwatch?.();
      unwatch = klippy.printer?.job.watchState((s) => void queue.onPrintState(s)) ?? null;
    };
    const onReady = (): void => {
      watch();
      void queue.onKlippyReady();
    };
    const onShutdown = (): void => void queue.onKlippyShutdown();
    klippy.on('ready', onReady);
    klippy.on('shutdown', onShutdown);
    watch();
    if (klippy.state === 'ready') void queue.onKlippyReady();

    const r = app.registry;
    r.register('GET', '/server/job_queue/status', () => queue.status());
    r.register('POST', '/server/job_queue/job', async (ctx) => {
      const files = listArg(ctx.args, 'filenames');
      const reset = ctx.args.bool('reset', false);
      await queue.add(files, reset, ctx.user?.username ?? 'No User');
      return queue.status();
    });
    r.register('DELETE', '/server/job_queue/job', async (ctx) => {
      if (ctx.args.bool('all', false)) await queue.remove([], true);
      else await queue.remove(listArg(ctx.args, 'job_ids'), false);
      return queue.status();
    });
    r.register('POST', '/server/job_queue/pause', async () => {
      await queue.pause();
      return queue.status();
    });
    r.register('POST', '/server/job_queue/start', async () => {
      await queue.start();
      return queue.status();
    });
    r.register('POST', '/server/job_queue/jump', async (ctx) => {
      await queue.jump(ctx.args.str('job_id'));
      return queue.status();
    });
    return {
      close() {
        klippy.off('ready', onReady);
        klippy.off('shutdown', onShutdown);
        unwatch?.();
        queue.close();
      },
    };
  },
};
