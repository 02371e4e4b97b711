// Requests with exact headers for the transport tests: node:http (fetch will not send a Host or an
// Origin of the test's choosing), a raw TCP exchange for bytes no HTTP client would send, and a
// websocket handshake whose answer (101 or a refusal) is reported rather than thrown.

import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import WebSocket from 'ws';
import type { Simulator } from '../index';

export interface RawReply {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  /** The body as JSON, or undefined when it is not JSON. */
  json: unknown;
}

/** One request on a fresh connection; `body` is sent as given. */
export function send(
  sim: Simulator,
  method: string,
  path: string,
  headers: Record<string, string | number> = {},
  body?: string | Buffer,
): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port: sim.port, method, path, headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: unknown;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * Writes `bytes` on a new TCP connection and collects what comes back until the server closes it
 * or `waitMs` passes (then `closed` is false). `more` may keep writing after the first bytes.
 */
export function exchange(
  sim: Simulator,
  bytes: string | Buffer,
  waitMs = 3000,
  more?: (write: (b: string | Buffer) => boolean) => void,
): Promise<{ text: string; closed: boolean }> {
  return new Promise((resolve) => {
    const socket = connect(sim.port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let done = false;
    const finish = (closed: boolean): void => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ text: Buffer.concat(chunks).toString('latin1'), closed });
    };
    const timer = setTimeout(() => finish(false), waitMs);
    socket.on('connect', () => {
      socket.write(bytes);
      more?.((b) => !socket.destroyed && socket.write(b));
    });
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('close', () => finish(true));
    socket.on('error', () => finish(true));
  });
}

/** Opens /websocket with these headers: the open socket, or the HTTP status it was refused with. */
export function openSocket(
  sim: Simulator,
  headers: Record<string, string> = {},
): Promise<{ ws: WebSocket | null; status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${sim.url.replace('http', 'ws')}/websocket`, { headers });
    ws.once('open', () => resolve({ ws, status: 101, body: '' }));
    ws.once('unexpected-response', (_req, res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          ws: null,
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    ws.once('error', reject);
  });
}
