// JSON-RPC 2.0 over the websocket and POST /server/jsonrpc: envelopes, batches, error mapping (§2.3, §2.4),
// and the endpoint gate shared with HTTP (auth, transport, Klippy availability).

import {
  RPC_INVALID_PARAMS,
  RPC_INVALID_REQUEST,
  RPC_METHOD_NOT_FOUND,
  RPC_PARSE_ERROR,
} from '../protocol/jsonrpc';
import type { JsonRpcResponse } from '../protocol/jsonrpc';
import type { App } from './app';
import { Args } from './args';
import { ServerError, asServerError, rpcCode } from './errors';
import { parseJson } from './json_text';
import { logFailedRequest } from './logs/moonraker';
import type { Endpoint, RequestContext } from './registry';

type Id = number | string | null;

/** Runs an endpoint after the checks every transport shares. */
export async function callEndpoint(app: App, ep: Endpoint, ctx: RequestContext): Promise<unknown> {
  if (ep.klippy) {
    if (!app.klippy.everConnected)
      throw new ServerError(ctx.rpc ? 'Method not found' : 'Not Found', 404);
    if ((app.find('klippy_connection')?.state() ?? 'disconnected') === 'disconnected')
      throw new ServerError('Klippy Host not connected', 503);
  }
  // The simulator's own /debug/... routes never run for an unauthenticated client.
  if ((ep.auth || ep.path.startsWith('/debug/')) && !ctx.user)
    throw new ServerError('Unauthorized', 401);
  const began = performance.now();
  try {
    // Injected faults (sim/faults, --faults only): a delay, a stall, an error answer.
    await app.faults?.beforeCall(ep.method);
    return await ep.handler(ctx);
  } catch (err) {
    if (app.logs) {
      const { rpc, ip } = ctx;
      const req = { rpc, ip, method: ep.method, verb: ep.verbs[0] ?? 'GET', path: ep.path };
      const user = ctx.user?.username ?? null;
      logFailedRequest(app.logs, { ...req, user }, asServerError(err), performance.now() - began);
    }
    throw err;
  }
}

export type RpcBase = Omit<RequestContext, 'args'>;

/**
 * Handles one websocket message or HTTP JSON-RPC body as Moonraker does; null when nothing is to be
 * sent back. Text that is no JSON (or nests deeper than Moonraker's decoder goes) is a parse error;
 * a batch runs its requests one after the other.
 */
export async function handleRpcText(app: App, text: string, base: () => RpcBase): Promise<unknown> {
  let parsed: unknown;
  try {
    parsed = parseJson(text);
  } catch {
    return failure(null, RPC_PARSE_ERROR, 'Parse error');
  }
  if (Array.isArray(parsed)) {
    const replies: JsonRpcResponse[] = [];
    for (const req of parsed) {
      const reply = await handleRequest(app, req, base);
      if (reply !== null) replies.push(reply);
    }
    return replies.length > 0 ? replies : null;
  }
  return handleRequest(app, parsed, base);
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * One request object. As in Moonraker: an error is answered even without an id (with id null),
 * a success only when the request has an id; an object without `method` is taken for a client's
 * answer to a server request and gets none.
 */
async function handleRequest(
  app: App,
  req: unknown,
  base: () => RpcBase,
): Promise<JsonRpcResponse | null> {
  if (!isRecord(req)) return failure(null, RPC_INVALID_REQUEST, 'Invalid Request');
  // Whatever JSON the client chose as its id goes back as it came.
  const id = (req.id ?? null) as Id;
  if (req.jsonrpc !== '2.0') return failure(id, RPC_INVALID_REQUEST, 'Invalid Request');
  if (!('method' in req)) return null;
  const method = req.method;
  if (typeof method !== 'string') return failure(id, RPC_INVALID_REQUEST, 'Invalid Request');
  const ctxBase = base();
  const ep = app.registry.lookupMethod(method);
  if (!ep) return failure(id, RPC_METHOD_NOT_FOUND, 'Method not found');
  if (!ep.transports.includes(ctxBase.transport)) {
    const transport = ctxBase.transport === 'http' ? 'HTTP' : 'WEBSOCKET';
    return failure(id, RPC_METHOD_NOT_FOUND, `Method not found for transport ${transport}`);
  }
  const params = 'params' in req ? req.params : {};
  if (!isRecord(params)) return failure(id, RPC_INVALID_PARAMS, 'Invalid params:');
  try {
    const result = await callEndpoint(app, ep, { ...ctxBase, args: new Args(params) });
    return id === null ? null : { jsonrpc: '2.0', result, id };
  } catch (err) {
    const e = asServerError(err);
    return failure(id, rpcCode(e.status), e.message);
  }
}

function failure(id: Id, code: number, message: string): JsonRpcResponse {
  return { jsonrpc: '2.0', error: { code, message }, id };
}
