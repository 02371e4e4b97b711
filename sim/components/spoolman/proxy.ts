// server.spoolman.proxy: a request passed on to Spoolman's API, checked and answered as Moonraker's
// spoolman component checks and answers it. v1 (the default) answers Spoolman's JSON or fails with
// Spoolman's status; v2 always answers `{response, response_headers, error}`.

import type { SpoolmanProxyV2 } from '../../../protocol/spoolman';
import type { Args } from '../../args';
import { ServerError } from '../../errors';
import { convertPosted, pyStr } from '../../python_values';
import type { HttpOutcome } from './client';
import type { SpoolManager } from './manager';

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/** A str argument as Moonraker's get_str gives it: str() of whatever was sent. */
function strArg(args: Args, key: string, required: boolean): string | undefined {
  if (!(key in args.raw)) {
    if (required) throw new ServerError(`No data for argument: ${key}`);
    return undefined;
  }
  const v = args.raw[key];
  return typeof v === 'string' ? v : pyStr(v);
}

/** Spoolman's body as JSON; Moonraker fails the call (500) when it is not. */
function json(res: HttpOutcome): unknown {
  try {
    return JSON.parse(res.body.toString('utf8')) as unknown;
  } catch {
    throw new ServerError('Expecting value: line 1 column 1 (char 0)', 500);
  }
}

export async function proxyRequest(manager: SpoolManager, args: Args): Promise<unknown> {
  const method = strArg(args, 'request_method', true) as string;
  const path = strArg(args, 'path', true) as string;
  const query = strArg(args, 'query', false);
  const body = 'body' in args.raw ? args.raw.body : null;
  const v2 =
    'use_v2_response' in args.raw
      ? (convertPosted('use_v2_response', 'bool', args.raw.use_v2_response) as boolean)
      : false;
  if (!METHODS.has(method)) throw new ServerError(`Invalid HTTP method: ${method}`);
  if (body !== null && method === 'GET') throw new ServerError('GET requests cannot have a body');
  if (!path.startsWith('/v1/'))
    throw new ServerError('Invalid path, must start with the API version, e.g. /v1');
  if (body !== null && typeof body !== 'object' && typeof body !== 'string')
    throw new ServerError(
      `Expected bytes, unicode, or None; got <class '${typeof body === 'number' ? (Number.isInteger(body) ? 'int' : 'float') : 'bool'}'>`,
      500,
    );
  const target = `${path}${query === undefined ? '' : `?${query}`}`;
  if (!manager.connected) {
    if (!v2) throw new ServerError('Spoolman server not available', 503);
    return {
      response: null,
      error: { status_code: 503, message: 'Spoolman server not available' },
    } satisfies SpoolmanProxyV2;
  }
  const res = await manager.request(method, target, body);
  if (!v2) {
    if (res.error?.kind === 'response') throw new ServerError(res.error.reason, res.status);
    if (res.error)
      throw new ServerError(
        res.error.timeout
          ? res.error.text.replace(/^HTTP 599: /, '')
          : `HTTP Request Error: ${res.url}`,
        500,
      );
    return json(res);
  }
  if (res.error) {
    let message = res.error.text;
    try {
      const parsed = JSON.parse(res.body.toString('utf8')) as unknown;
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed) && 'message' in parsed)
        message = (parsed as { message: unknown }).message as string;
    } catch {
      // No JSON: the client's own error text.
    }
    return {
      response: null,
      error: { status_code: res.status, message },
    } satisfies SpoolmanProxyV2;
  }
  return {
    response: json(res),
    response_headers: res.headers,
    error: null,
  } satisfies SpoolmanProxyV2;
}
