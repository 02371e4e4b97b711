// server.* core endpoints: info, config, temperature and G-code stores, identify, websocket id (§3, §2.7).

import { join } from 'node:path';
import type { App } from '../app';
import { ServerError } from '../errors';
import { GCODE_STORE_SIZE, TEMPERATURE_STORE_SIZE } from '../data_store';
import { ROOT_NAMES } from '../files/roots';

export const MOONRAKER_VERSION = 'v0.10.0-31-gd5ee171';
const COMPONENTS = [
  'secrets',
  'template',
  'klippy_connection',
  'jsonrpc',
  'internal_transport',
  'application',
  'websockets',
  'database',
  'file_manager',
  'authorization',
  'klippy_apis',
  'data_store',
  'job_state',
  'history',
];
const CLIENT_TYPES = ['web', 'mobile', 'desktop', 'display', 'bot', 'agent', 'other'];

export function registerServerMethods(app: App): void {
  const { registry: r, klippy } = app;
  r.register('GET', '/server/info', () => {
    const objects = klippy.printer ? klippy.objectNames() : [];
    return {
      klippy_connected: klippy.state !== 'disconnected',
      klippy_state: klippy.state,
      components: [...COMPONENTS],
      failed_components: [],
      registered_directories: [...ROOT_NAMES],
      warnings: [],
      websocket_count: app.conns.count,
      moonraker_version: MOONRAKER_VERSION,
      missing_klippy_requirements: klippy.printer
        ? ['virtual_sdcard', 'display_status', 'pause_resume'].filter((o) => !objects.includes(o))
        : [],
      api_version: [1, 5, 0],
      api_version_string: '1.5.0',
    };
  });
  r.register('GET', '/server/config', () => serverConfig(app));
  r.register('GET', '/server/temperature_store', (ctx) =>
    app.store.temperatureStore(ctx.args.bool('include_monitors', false)),
  );
  r.register('GET', '/server/gcode_store', (ctx) => ({
    gcode_store: app.store.gcodeStore(ctx.args.has('count') ? ctx.args.int('count') : undefined),
  }));
  r.register(
    'POST',
    '/server/connection/identify',
    async (ctx) => {
      const conn = ctx.conn;
      if (!conn) throw new ServerError('Method not found', 404);
      const args = ctx.args;
      const client_name = args.str('client_name');
      const version = args.str('version');
      const type = args.str('type');
      const url = args.str('url');
      if (conn.identity) {
        throw new ServerError(
          `Connection already identified: ${conn.identity.client_name} ${conn.identity.version}`,
        );
      }
      if (!CLIENT_TYPES.includes(type.toLowerCase()))
        throw new ServerError(`Invalid Client Type: ${type}`);
      if (!conn.user) {
        const token = args.has('access_token') ? args.str('access_token') : null;
        if (token) conn.user = await app.auth.verify(token, 'access');
        else if (args.has('api_key')) throw new ServerError('Invalid API Key', 401);
        else throw new ServerError('Unauthorized', 401);
      }
      conn.identity = { client_name, version, type: type.toLowerCase() as 'web', url };
      return { connection_id: conn.id };
    },
    { transports: ['websocket'], auth: false },
  );
  r.register(
    'GET',
    '/server/websocket/id',
    (ctx) => {
      if (!ctx.conn) throw new ServerError('Method not found', 404);
      return { websocket_id: ctx.conn.id };
    },
    { transports: ['websocket'] },
  );
}

function serverConfig(app: App): Record<string, unknown> {
  const { host, port, dataDir, auth } = app.options;
  const trusted = auth ? [] : ['0.0.0.0/0', '::/0'];
  const config = {
    server: {
      host,
      port,
      ssl_port: 7130,
      enable_debug_logging: false,
      klippy_uds_address: join(dataDir, 'comms', 'klippy.sock'),
      max_upload_size: 1024,
      ssl_certificate_path: null,
      ssl_key_path: null,
      route_prefix: null,
      max_websocket_connections: 50,
    },
    template: {},
    secrets: { secrets_path: null },
    database: { database_path: null, enable_database_debug: false },
    file_manager: {
      enable_object_processing: false,
      default_metadata_parser_timeout: 20.0,
      file_system_observer: 'none',
      enable_observer_warnings: true,
      enable_inotify_warnings: true,
      queue_gcode_uploads: false,
      check_klipper_config_path: true,
      config_path: null,
      enable_config_write_access: true,
      log_path: null,
    },
    authorization: {
      login_timeout: 90,
      force_logins: auth,
      default_source: 'moonraker',
      enable_api_key: true,
      max_login_attempts: null,
      cors_domains: ['*'],
      trusted_clients: trusted,
    },
    klippy_apis: {},
    data_store: {
      temperature_store_size: TEMPERATURE_STORE_SIZE,
      gcode_store_size: GCODE_STORE_SIZE,
    },
  };
  const orig = {
    DEFAULT: {},
    server: { host, port: String(port), klippy_uds_address: config.server.klippy_uds_address },
    authorization: {
      force_logins: auth ? 'True' : 'False',
      trusted_clients: trusted.map((t) => `\n${t}`).join(''),
      cors_domains: '\n*',
    },
    database: {},
    file_manager: { enable_object_processing: 'False' },
    data_store: {
      temperature_store_size: String(TEMPERATURE_STORE_SIZE),
      gcode_store_size: String(GCODE_STORE_SIZE),
    },
  };
  return {
    config,
    orig,
    files: [
      {
        filename: 'moonraker.conf',
        sections: ['server', 'authorization', 'database', 'file_manager', 'data_store'],
      },
    ],
  };
}
