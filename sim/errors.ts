// Moonraker-style errors: every failure carries an HTTP-like status (reference §2.2, §2.4).

export class ServerError extends Error {
  readonly status: number;
  constructor(message: string, status = 400) {
    super(message);
    this.name = 'ServerError';
    this.status = status;
  }
}

/** A fake Python traceback, as Moonraker sends one with nearly every HTTP error. */
export function traceback(err: ServerError): string {
  return (
    'Traceback (most recent call last):\n\n  File "printdeck/sim", line 1, in _process_http_request\n\n' +
    `tornado.web.HTTPError: HTTP ${err.status}: ${err.message}\n`
  );
}

/** JSON-RPC error code for an internal status (reference §2.4). */
export function rpcCode(status: number): number {
  if (status === 404) return -32601;
  if (status === 401) return -32602;
  return status;
}

export function asServerError(err: unknown): ServerError {
  if (err instanceof ServerError) return err;
  const message = err instanceof Error ? err.message : String(err);
  return new ServerError(message, 500);
}
