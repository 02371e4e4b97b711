// The /websocket endpoint. A handshake whose Origin is neither allowed by cors_domains (or a trusted
// client's IP) nor the page's own is refused with 403, as Moonraker's websocket refuses it; any
// other is accepted, `?token=` / `?access_token=` authenticating it. Each message, text or binary,
// is JSON-RPC text. A message over 10 MiB (Tornado's websocket_max_message_size, which Moonraker
// keeps) closes that connection with 1009; a broken frame closes it too (ws picks the code, e.g.
// 1007 for text that is not UTF-8); neither touches the server or the other connections. At most
// MAX_CONNECTIONS are open at once ([server] max_websocket_connections): Moonraker's handshake then
// fails in its prepare step, which its web server answers with a 500.

import { STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { App } from './app';
import { judgeOrigin } from './components/authorization/cors';
import { requestUrl } from './http_body';
import { handleRpcText } from './rpc';

export const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;
/** Moonraker's default `max_websocket_connections`, as server.config reports it. */
export const MAX_CONNECTIONS = 50;

export function createWebsocketEndpoint(app: App): {
  upgrade: (req: IncomingMessage, socket: Duplex, head: Buffer) => void;
  close: () => void;
} {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  const log = (text: string): void => app.logs?.moonraker('websockets.py', text);
  const accept = async (ws: WebSocket, req: IncomingMessage): Promise<void> => {
    const url = requestUrl(req);
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
    ws.on('message', (data: Buffer) => {
      void handleRpcText(app, data.toString('utf8'), () => ({
        transport: 'websocket',
        user: conn.user,
        conn,
        ip,
        rpc: true,
      }))
        .then((reply) => {
          if (reply !== null) conn.send(reply);
        })
        .catch((err: unknown) => log(`Websocket Command Error: ${String(err)}`));
    });
    ws.on('close', () => app.conns.remove(conn));
  };
  return {
    upgrade(req, socket, head) {
      const url = requestUrl(req);
      if (url.pathname !== '/websocket') {
        socket.destroy();
        return;
      }
      const origin = header(req, 'origin') ?? header(req, 'sec-websocket-origin');
      if (judgeOrigin(origin, req.headers.host, app.auth.cors) === 'refused') {
        refuse(socket, 403, 'Cross origin websockets not allowed');
        return;
      }
      if (wss.clients.size >= MAX_CONNECTIONS) {
        log('Maximum Number of Websocket Connections Reached');
        refuse(socket, 500, 'Maximum Number of Websocket Connections Reached');
        return;
      }
      wss.handleUpgrade(req, socket, head, (ws) => {
        // A frame ws refuses is reported here, after it closed the connection.
        ws.on('error', (err) => log(`Websocket closed on a bad frame: ${err.message}`));
        // Buffer frames that arrive while the handshake credentials are being checked.
        const pending: [Buffer, boolean][] = [];
        const early = (d: Buffer, isBinary: boolean): void => {
          pending.push([d, isBinary]);
        };
        ws.on('message', early);
        void accept(ws, req)
          .then(() => {
            ws.off('message', early);
            for (const [d, isBinary] of pending) ws.emit('message', d, isBinary);
          })
          .catch((err: unknown) => {
            log(`Websocket not opened: ${String(err)}`);
            ws.terminate();
          });
      });
    },
    close() {
      for (const c of wss.clients) c.terminate();
      wss.close();
    },
  };
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return typeof value === 'string' ? value : undefined;
}

/** Answers the handshake with an HTTP error and closes the connection. */
function refuse(socket: Duplex, status: number, message: string): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  socket.once('finish', () => socket.destroy());
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nContent-Type: text/plain; charset=UTF-8\r\n` +
      `Content-Length: ${Buffer.byteLength(message)}\r\nConnection: close\r\n\r\n${message}`,
  );
}
