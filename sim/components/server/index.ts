// The server's own endpoints (not a component in Moonraker's list): server.info, server.config
// (computed from the running components) and server.restart; and Moonraker's check of moonraker.conf
// at start (failed components and the 'Unparsed config …' warnings server.info lists).

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ServerConfig, ServerInfo } from '../../../protocol/methods';
import type { App } from '../../app';
import { parseIni } from '../../klipper/config';
import { MAX_CONNECTIONS } from '../../websocket';
import type { Component } from '../component';

export const MOONRAKER_VERSION = 'v0.10.0-31-gd5ee171';
const KLIPPY_REQUIREMENTS = ['virtual_sdcard', 'display_status', 'pause_resume'];

export function registerServerMethods(app: App, running: () => readonly Component[]): void {
  const { registry: r, klippy } = app;
  // Checked once the components have started (this runs before them), as Moonraker checks its
  // configuration after loading them; a moonraker.conf not written yet has nothing to report.
  let check: ConfigCheck | null = null;
  const checked = (): ConfigCheck => (check ??= checkMoonrakerConf(app, running()));
  queueMicrotask(checked);
  r.register('GET', '/server/info', (ctx): ServerInfo => {
    const { failed, warnings: confWarnings } = checked();
    // Entries of cors_domains the authorization component refused come first, as it loads first;
    // then what components could not load as they started, then the moonraker.conf check's.
    const started = running().flatMap((c) => c.warnings?.(app) ?? []);
    const warnings = [...app.auth.cors.warnings, ...started, ...confWarnings];
    const raw = ctx.args.bool('raw', false);
    const objects = klippy.printer ? klippy.objectNames() : [];
    const state = app.find('klippy_connection')?.state() ?? 'disconnected';
    return {
      klippy_connected: state !== 'disconnected',
      klippy_state: state,
      components: running().map((c) => c.name),
      failed_components: [...failed],
      registered_directories: [...(app.find('file_manager')?.roots.keys() ?? [])],
      warnings: raw ? [...warnings] : warnings.map((w) => w.replace(/\n/g, '<br/>')),
      websocket_count: app.conns.count,
      // After an update the installed version (the update manager keeps the simulated checkouts).
      moonraker_version:
        app.find('update_manager')?.installedVersion('moonraker', 7) ?? MOONRAKER_VERSION,
      missing_klippy_requirements: klippy.printer
        ? KLIPPY_REQUIREMENTS.filter((o) => !objects.includes(o))
        : [],
      api_version: [1, 5, 0],
      api_version_string: '1.5.0',
    };
  });
  r.register('GET', '/server/config', () => serverConfig(app, running()));
  r.register('POST', '/server/restart', () => {
    app.restartServer();
    return 'ok';
  });
}

/** server.config as Moonraker builds it: [server], then each running component's sections. */
export function serverConfig(app: App, components: readonly Component[]): ServerConfig {
  const { host, port, dataDir } = app.options;
  const uds = join(dataDir, 'comms', 'klippy.sock');
  const result: ServerConfig = {
    config: {
      server: {
        host,
        port,
        ssl_port: 7130,
        enable_debug_logging: false,
        klippy_uds_address: uds,
        max_upload_size: 1024,
        ssl_certificate_path: null,
        ssl_key_path: null,
        route_prefix: null,
        max_websocket_connections: MAX_CONNECTIONS,
      },
    },
    orig: { DEFAULT: {}, server: { host, port: String(port), klippy_uds_address: uds } },
    files: [{ filename: 'moonraker.conf', sections: ['server'] }],
  };
  const inFile = result.files[0]?.sections ?? [];
  for (const c of components) {
    for (const [name, section] of Object.entries(c.sections?.(app) ?? {})) {
      result.config[name] = section.config;
      if (!section.orig) continue;
      result.orig[name] = section.orig;
      inFile.push(name);
    }
  }
  return result;
}

export interface ConfigCheck {
  /** Components named by a section that could not be loaded (the simulator does not have them). */
  failed: string[];
  warnings: string[];
}

/**
 * Moonraker's load_components + validate_config over moonraker.conf: a section whose component does
 * not exist fails to load and stays unparsed; an option a loaded section never read is unparsed.
 * The options a running component reads are its server.config values.
 */
export function checkMoonrakerConf(app: App, components: readonly Component[]): ConfigCheck {
  const result: ConfigCheck = { failed: [], warnings: [] };
  const path = join(app.options.dataDir, 'config', 'moonraker.conf');
  if (!existsSync(path)) return result;
  let sections: ReturnType<typeof parseIni>;
  try {
    sections = parseIni(readFileSync(path, 'utf8'), 'moonraker.conf');
  } catch {
    return result;
  }
  const parsed = serverConfig(app, components).config;
  const names = new Set(components.map((c) => c.name));
  for (const [section, options] of sections) {
    const first = section.split(' ')[0] ?? section;
    const known = parsed[section] as Record<string, unknown> | undefined;
    if (known) {
      for (const [opt, value] of options) {
        if (opt in known) continue;
        result.warnings.push(
          `Unparsed config option '${opt}: ${value}' detected in section [${section}].  This may ` +
            'be an option no longer available or could be the result of a module that failed to ' +
            'load.  In the future this will result in a startup error.',
        );
      }
      continue;
    }
    // An include is read with the file; a section of a running component it read its own way.
    if (first === 'include' || names.has(first)) continue;
    if (!result.failed.includes(first)) {
      result.failed.push(first);
      app.logs?.moonraker('server.py:load_component()', `Unable to load component: (${first})`);
    }
    result.warnings.push(
      `Unparsed config section [${section}] detected.  This may be the result of a component ` +
        'that failed to load.  In the future this will result in a startup error.',
    );
  }
  for (const w of result.warnings) app.logs?.moonraker('confighelper.py:validate_config()', w);
  return result;
}
