// spoolman: Moonraker's Spoolman integration (reference §10), loaded when moonraker.conf has a
// [spoolman] section (the simulator's `spoolman` option writes one naming the virtual Spoolman).
// server.spoolman.status, get/post_spool_id and proxy; notify_active_spool_set and
// notify_spoolman_status_changed; the `spoolman_set_active_spool` remote method for Klipper's macros;
// filament use reported while printing (manager.ts); the history field `spool_ids` (the spools each
// job used). The simulator-only POST /debug/sim/spoolman stops or starts the virtual Spoolman, to
// see the component without it.

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { App } from '../../app';
import { ServerError } from '../../errors';
import { ConfValueError, convertPosted } from '../../python_values';
import type { Component, ConfigSection } from '../component';
import { parseSpoolmanConfig, readSpoolmanSection, type SpoolmanConfig } from './conf';
import { SpoolManager } from './manager';
import { proxyRequest } from './proxy';
import { flaggedSpoolmanSection, virtualSpoolmanOf } from './virtual';

declare module '../../app' {
  interface Services {
    spoolman: SpoolManager;
  }
}

export { startVirtualSpoolman } from './virtual';

const confPath = (app: App): string => join(app.options.dataDir, 'config', 'moonraker.conf');

/** The section, from the file or (before the file is written) from the simulator's option. */
function sectionOf(app: App): Map<string, string> | null {
  const path = confPath(app);
  if (existsSync(path)) return readSpoolmanSection(path);
  return flaggedSpoolmanSection(app);
}

/** The configuration, or null when there is no section or it cannot load (logged as Moonraker does). */
function load(app: App): SpoolmanConfig | null {
  const options = sectionOf(app);
  if (!options) return null;
  try {
    return parseSpoolmanConfig(options);
  } catch (e) {
    if (!(e instanceof ConfValueError)) throw e;
    app.logs?.moonraker(
      'server.py:load_component()',
      `Unable to load component: (spoolman)\n${e.message}`,
    );
    return null;
  }
}

const LOADED = new WeakMap<App, SpoolmanConfig>();

/** The debug endpoint: `action` stop or start; answers whether the virtual Spoolman now runs. */
async function debugSpoolman(app: App, action: string): Promise<{ running: boolean }> {
  const virtual = virtualSpoolmanOf(app);
  if (!virtual) throw new ServerError('No virtual Spoolman runs with this simulator');
  if (action === 'stop') await virtual.stop();
  else if (action === 'start') await virtual.start();
  else throw new ServerError(`Invalid action '${action}': stop or start`);
  return { running: virtual.running() };
}

export const spoolman: Component = {
  name: 'spoolman',
  core: false,
  enabled: (app) => load(app) !== null,
  sections(app): Record<string, ConfigSection> {
    const config = LOADED.get(app);
    if (!config) return {};
    return {
      spoolman: {
        config: { server: config.server, sync_rate: config.syncRate },
        orig: config.orig,
      },
    };
  },
  start(app: App) {
    const config = load(app);
    if (!config) return;
    LOADED.set(app, config);
    const manager = new SpoolManager(app, config);
    app.provide('spoolman', manager);
    // The spools each print used, in its history entry: the active one when the job starts, and
    // every one set while it runs (null too, when the spool is cleared).
    const spoolIds = app.find('history')?.registerAuxiliaryField({
      provider: 'spoolman',
      name: 'spool_ids',
      description: 'Spool IDs used',
      strategy: 'collect',
      initial: () => (manager.spoolId === null ? [] : [manager.spoolId]),
    });
    manager.onSpoolChange = (spoolId) => spoolIds?.update(spoolId);
    const r = app.registry;
    r.register('GET', '/server/spoolman/status', () => manager.status());
    r.register('GET', '/server/spoolman/spool_id', () => ({ spool_id: manager.spoolId }));
    r.register('POST', '/server/spoolman/spool_id', (ctx) => {
      // Moonraker's get_int("spool_id", None): left out clears the spool, null is no int.
      const raw = ctx.args.raw.spool_id;
      manager.setActiveSpool(
        raw === undefined ? null : (convertPosted('spool_id', 'int', raw) as number),
      );
      return { spool_id: manager.spoolId };
    });
    r.register('POST', '/server/spoolman/proxy', (ctx) => proxyRequest(manager, ctx.args));
    r.register('POST', '/debug/sim/spoolman', (ctx) => debugSpoolman(app, ctx.args.str('action')));
    manager.start();
    return {
      close() {
        manager.close();
        LOADED.delete(app);
      },
    };
  },
};
