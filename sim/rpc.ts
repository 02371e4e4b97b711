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
  if (ep.auth && !ctx.user) throw new ServerError('Unauthorized', 401);
  const began = performance.now();
  try {
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

/** Handles one websocket text frame or HTTP JSON-RPC body; null when nothing is to be sent back. */
export async function handleRpcText(app: App, text: string, base: () => RpcBase): Promise<unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return failure(null, RPC_PARSE_ERROR, 'Parse error');
  }
  if (Array.isArray(parsed)) {
    const replies = await Promise.all(parsed.map((req) => handleRequest(app, req, base)));
    const present = replies.filter((r) => r !== null);
    return present.length > 0 ? present : null;
  }
  return handleRequest(app, parsed, base);
}

async function handleRequest(
  app: App,
  req: unknown,
  base: () => RpcBase,
): Promise<JsonRpcResponse | null> {
  if (typeof req !== 'object' || req === null || Array.isArray(req)) {
    return failure(null, RPC_INVALID_REQUEST, 'Invalid Request');
  }
  const r = req as Record<string, unknown>;
  const id = (r.id ?? null) as Id;
  const noReply = r.id === undefined || r.id === null;
  if (r.jsonrpc !== '2.0' || typeof r.method !== 'string')
    return failure(id, RPC_INVALID_REQUEST, 'Invalid Request');
  const params = r.params ?? {};
  if (typeof params !== 'object' || params === null || Array.isArray(params)) {
    return noReply ? null : failure(id, RPC_INVALID_PARAMS, 'Invalid params:');
  }
  const ctxBase = base();
  const ep = app.registry.lookupMethod(r.method);
  let reply: JsonRpcResponse;
  if (!ep) reply = failure(id, RPC_METHOD_NOT_FOUND, 'Method not found');
  else if (!ep.transports.includes(ctxBase.transport)) {
    reply = failure(
      id,
      RPC_METHOD_NOT_FOUND,
      `Method not found for transport ${ctxBase.transport === 'http' ? 'HTTP' : 'WEBSOCKET'}`,
    );
  } else {
    try {
      const result = await callEndpoint(app, ep, {
        ...ctxBase,
        args: new Args(params as Record<string, unknown>),
      });
      reply = { jsonrpc: '2.0', result, id };
    } catch (err) {
      const e = asServerError(err);
      reply = failure(id, rpcCode(e.status), e.message);
    }
  }
  return noReply ? null : reply;
}

function failure(id: Id, code: number, message: string): JsonRpcResponse {
  return { jsonrpc: '2.0', error: { code, message }, id };
}
