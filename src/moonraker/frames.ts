// Websocket frame helpers: the socket URL with its one-shot token, and classification of incoming frames.
// Reference: moonraker-api.md §2.3 (responses carry an id, notifications a method and no id).
import type { JsonRpcErrorBody } from '../../protocol/jsonrpc';

export type IncomingMessage =
  | { kind: 'response'; id: number; result: unknown; error?: JsonRpcErrorBody }
  | { kind: 'notification'; method: string; params: unknown[] };

/** `url` with `token=<t>` appended; unchanged when there is no token. */
export function socketUrl(url: string, token: string | null): string {
  if (!token) return url;
  return `${url}${url.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`;
}

function isErrorBody(value: unknown): value is JsonRpcErrorBody {
  return typeof value === 'object' && value !== null;
}

/**
 * The responses and notifications in one text frame (a batch reply is an array). Invalid JSON,
 * responses with non-numeric ids and server → client requests (agents only) yield nothing.
 */
export function parseFrame(data: unknown): IncomingMessage[] {
  if (typeof data !== 'string') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return [];
  }
  const out: IncomingMessage[] = [];
  for (const frame of Array.isArray(parsed) ? parsed : [parsed]) {
    if (typeof frame !== 'object' || frame === null) continue;
    const msg = frame as Record<string, unknown>;
    if (typeof msg.method === 'string') {
      if (msg.id === undefined || msg.id === null) {
        out.push({
          kind: 'notification',
          method: msg.method,
          params: Array.isArray(msg.params) ? msg.params : [],
        });
      }
    } else if (typeof msg.id === 'number') {
      const error = 'error' in msg && isErrorBody(msg.error) ? msg.error : undefined;
      out.push(
        error
          ? { kind: 'response', id: msg.id, result: undefined, error }
          : { kind: 'response', id: msg.id, result: msg.result },
      );
    }
  }
  return out;
}
