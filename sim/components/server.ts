// The server's own endpoints (not a component in Moonraker's list): server.info, server.config
// (computed from the running components) and server.restart.

import { join } from 'node:path';
import type { ServerConfig, ServerInfo } from '../../protocol/methods';
import type { App } from '../app';
import { ROOT_NAMES } from '../files/roots';
import type { Component } from './component';

export const MOONRAKER_VERSION = 'v0.10.0-31-gd5ee171';
const KLIPPY_REQUIREMENTS = ['virtual_sdcard', 'display_status', 'pause_resume'];

export function registerServerMethods(app: App, running: () => readonly Component[]): void {
  const { registry: r, klippy } = app;
  r.register('GET', '/server/info', (): ServerInfo => {
    const objects = klippy.printer ? klippy.objectNames() : [];
    const state = app.find('klippy_connection')?.state() ?? 'disconnected';
    return {
      klippy_connected: state !== 'disconnected',
      klippy_state: state,
      components: running().map((c) => c.name),
      failed_components: [],
      registered_directories: app.find('file_manager') ? [...ROOT_NAMES] : [],
      warnings: [],
      websocket_count: app.conns.count,
      moonraker_version: MOONRAKER_VERSION,
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
        max_websocket_connections: 50,
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
