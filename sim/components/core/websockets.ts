// The websockets component's endpoints: server.connection.identify and server.websocket.id (§2.7).

import type { App } from '../../app';
import { ServerError } from '../../errors';

const CLIENT_TYPES = ['web', 'mobile', 'desktop', 'display', 'bot', 'agent', 'other'] as const;
type ClientType = (typeof CLIENT_TYPES)[number];

function isClientType(t: string): t is ClientType {
  return (CLIENT_TYPES as readonly string[]).includes(t);
}

export function registerWebsocketMethods(app: App): void {
  const r = app.registry;
  r.register(
    'POST',
    '/server/connection/identify',
    async (ctx) => {
      const conn = ctx.conn;
      if (!conn) throw new ServerError('Method not found', 404);
      const args = ctx.args;
      const client_name = args.str('client_name');
      const version = args.str('version');
      const type = args.str('type').toLowerCase();
      const url = args.str('url');
      if (conn.identity) {
        throw new ServerError(
          `Connection already identified: ${conn.identity.client_name} ${conn.identity.version}`,
        );
      }
      if (!isClientType(type)) throw new ServerError(`Invalid Client Type: ${args.str('type')}`);
      if (!conn.user) {
        const token = args.has('access_token') ? args.str('access_token') : null;
        if (token) conn.user = await app.auth.verify(token, 'access');
        else if (args.has('api_key')) conn.user = app.auth.checkApiKey(args.str('api_key'));
        else throw new ServerError('Unauthorized', 401);
      }
      conn.identity = { client_name, version, type, url };
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
