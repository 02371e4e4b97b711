// Typed errors of the Moonraker transport (JSON-RPC and HTTP) and the HTTP error policy of spec §8.
// Reference: moonraker-api.md §2.2 (HTTP error body) and §2.4 (JSON-RPC error-code mapping).
import type { Misfit } from '../lib/answer-shape';

/** Codes the client itself produces when no server answer is available. */
export type LocalErrorCode = 'CONNECTION_LOST' | 'TIMEOUT' | 'NOT_CONNECTED';

/** A failed websocket call: a JSON-RPC `error.code` (e.g. 400, 503, -32601) or a local code. */
export class MoonrakerError extends Error {
  readonly code: number | LocalErrorCode;
  readonly method?: string;

  constructor(code: number | LocalErrorCode, message: string, method?: string) {
    super(message);
    this.name = 'MoonrakerError';
    this.code = code;
    if (method !== undefined) this.method = method;
  }
}

/** A failed HTTP request. `status` 0 means there was no response (network error, abort, timeout). */
export class HttpError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, message: string, body?: unknown) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
  }
}

/**
 * A printer answered a call with something Printdeck cannot use (a web page, a wrong shape): the
 * answer is dropped. `printer` is its address, `method` the call, `misfit` where the answer departs
 * from what Moonraker sends. The message is for logs; the interface words it from these fields.
 */
export class AnswerError extends Error {
  constructor(
    readonly printer: string,
    readonly method: string,
    readonly misfit: Misfit,
  ) {
    super(`${printer} answered ${method} with what Moonraker does not send (at '${misfit.path}')`);
    this.name = 'AnswerError';
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The server's message: `body.error.message`, else the body itself when it is a string, else `fallback`. */
export function messageFromBody(body: unknown, fallback = 'Server error'): string {
  if (isRecord(body) && isRecord(body.error)) {
    const message = body.error.message;
    if (typeof message === 'string' && message !== '') return message;
  }
  if (typeof body === 'string' && body.trim() !== '') return body;
  return fallback;
}

/** Spec §8: no response and 404 are only logged, 401 logs the user out, everything else is shown. */
export function httpErrorSeverity(status: number): 'silent' | 'logout' | 'error' {
  if (status === 0 || status === 404) return 'silent';
  if (status === 401) return 'logout';
  return 'error';
}

/** Any thrown value as an Error. */
export function toError(err: unknown, fallback = 'Unknown error'): Error {
  if (err instanceof Error) return err;
  return new Error(typeof err === 'string' && err !== '' ? err : fallback);
}
