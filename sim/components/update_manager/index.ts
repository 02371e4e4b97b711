// update_manager: Moonraker's software updates (machine.update.*, notify_update_response,
// notify_update_refreshed) over the simulator's own state (manager.ts): the versions live in the
// database, namespace `update_manager`, so they survive server.restart and a restart of the simulator
// on the same data folder. An optional component: `[update_manager]` in moonraker.conf.

import { join } from 'node:path';
import type { App } from '../../app';
import { ServerError } from '../../errors';
import { ensureUpdateManagerSections } from '../file_manager/setup';
import { UpdateManager } from './manager';
import {
  fullUpdate,
  recoverRequest,
  refreshRequest,
  rollbackRequest,
  statusRequest,
  updateRequest,
} from './requests';
import { UPDATERS } from './seed';
import type { Component, ConfigSection } from '../component';

declare module '../../app' {
  interface Services {
    update_manager: UpdateManager;
  }
}

/** The sections as moonraker.conf has them (server.config `orig`). */
export function updateManagerSections(): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {
    update_manager: {
      enable_auto_refresh: 'False',
      enable_system_updates: 'True',
      refresh_interval: '168',
    },
  };
  for (const def of UPDATERS) {
    if (def.kind === 'web')
      out[`update_manager ${def.name}`] = {
        type: 'web',
        channel: def.channel,
        repo: def.repo,
        path: def.path.replace('/home/pi', '~'),
        persistent_files: def.persistentFiles.join('\n'),
        info_tags: `\n${def.infoTags.join('\n')}`,
      };
    else if (def.kind === 'git_repo' && !['klipper', 'moonraker'].includes(def.name))
      out[`update_manager ${def.name}`] = {
        type: 'git_repo',
        path: def.path.replace('/home/pi', '~'),
        origin: def.origin,
        primary_branch: 'master',
        ...def.conf,
      };
  }
  return out;
}

/** Parsed values (server.config `config`): the options with Moonraker's defaults. */
function parsed(name: string, orig: Record<string, string>): Record<string, unknown> {
  if (name === 'update_manager')
    return {
      channel: null,
      enable_auto_refresh: false,
      refresh_window: [0, 5],
      enable_repo_debug: false,
      refresh_interval: Number(orig.refresh_interval ?? 168),
      enable_system_updates: true,
      client_repo: null,
      client_path: null,
    };
  const out: Record<string, unknown> = { ...orig };
  for (const list of ['info_tags', 'persistent_files'])
    if (orig[list] !== undefined) out[list] = orig[list].split('\n').filter(Boolean);
  if (orig.managed_services !== undefined)
    out.managed_services = orig.managed_services.split(/\s+/);
  if (orig.type === 'git_repo') out.channel = 'dev';
  out.refresh_interval = null;
  out.report_anomalies = true;
  return out;
}

export const updateManager: Component = {
  name: 'update_manager',
  core: false,
  sections() {
    const out: Record<string, ConfigSection> = {};
    for (const [name, orig] of Object.entries(updateManagerSections()))
      out[name] = { config: parsed(name, orig), orig };
    return out;
  },
  start(app: App) {
    const db = app.find('database');
    if (!db) return;
    ensureUpdateManagerSections(
      join(app.options.dataDir, 'config', 'moonraker.conf'),
      updateManagerSections(),
    );
    const m = new UpdateManager(app, db);
    app.provide('update_manager', m);
    const r = app.registry;
    r.register('GET', '/machine/update/status', (ctx) =>
      statusRequest(m, ctx.args.bool('refresh', false)),
    );
    r.register('POST', '/machine/update/refresh', (ctx) =>
      refreshRequest(m, ctx.args.has('name') ? ctx.args.str('name') : null),
    );
    // Without a name, upgrade and client run a full update (after the printing check).
    const named = (ctx: { args: { has(k: 'name'): boolean; str(k: 'name'): string } }) => {
      if (ctx.args.has('name')) return updateRequest(m, ctx.args.str('name'));
      if (m.printing()) throw new ServerError('Update Refused: Klippy is printing', 503);
      return fullUpdate(m);
    };
    r.register('POST', '/machine/update/upgrade', named);
    r.register('POST', '/machine/update/client', named);
    r.register('POST', '/machine/update/full', () => fullUpdate(m));
    r.register('POST', '/machine/update/moonraker', () => updateRequest(m, 'moonraker'));
    r.register('POST', '/machine/update/klipper', () => updateRequest(m, 'klipper'));
    r.register('POST', '/machine/update/system', () => updateRequest(m, 'system'));
    r.register('POST', '/machine/update/recover', (ctx) =>
      recoverRequest(m, ctx.args.str('name'), ctx.args.bool('hard', false)),
    );
    r.register('POST', '/machine/update/rollback', (ctx) =>
      rollbackRequest(m, ctx.args.str('name')),
    );
    const versions = UPDATERS.filter((d) => d.kind !== 'system')
      .map((d) => d.name)
      .join(', ');
    app.logs?.moonraker('update_manager.py:__init__()', `Update Manager: updaters ${versions}`);
    return { close: () => m.close() };
  },
};
