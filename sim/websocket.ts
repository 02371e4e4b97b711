// The /websocket endpoint: never rejects the handshake; `?token=` / `?access_token=` authenticate it.

import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { App } from './app';
import { handleRpcText } from './rpc';

export function createWebsocketEndpoint(app: App): {
  upgrade: (req: IncomingMessage, socket: Duplex, head: Buffer) => void;
  close: () => void;
} {
  const wss = new WebSocketServer({ noServer: true });
  const accept = async (ws: WebSocket, req: IncomingMessage): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const ip = req.socket.remoteAddress ?? '';
    const user = await app.auth
      .authenticate({
        jwt: url.searchParams.get('access_token'),
        oneshot: url.searchParams.get('token'),
        apiKey: typeof req.headers['x-api-key'] === 'string' ? req.headers['x-api-key'] : null,
        ip,
      })
      .catch(() => null);
    const conn = app.conns.add(ws, ip, user);
    ws.on('message', (data: Buffer, isBinary: boolean) => {
      if (isBinary) return;
      void handleRpcText(app, data.toString('utf8'), () => ({
        transport: 'websocket',
        user: conn.user,
        conn,
        ip,
        rpc: true,
      })).then((reply) => {
        if (reply !== null) conn.send(reply);
      });
    });
    ws.on('close', () => app.conns.remove(conn));
  };
  return {
    upgrade(req, socket, head) {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (url.pathname !== '/websocket') {
        socket.destroy();
        return;
      }
      // Buffer frames that arrive while the handshake credentials are being checked.
      wss.handleUpgrade(req, socket, head, (ws) => {
        const pending: Buffer[] = [];
        const early = (d: Buffer): void => {
          pending.push(d);
        };
        ws.on('message', early);
        void accept(ws, req).then(() => {
          ws.off('message', early);
          for (const d of pending) ws.emit('message', d, false);
        });
      });
    },
    close() {
      for (const c of wss.clients) c.terminate();
      wss.close();
    },
  };
}
