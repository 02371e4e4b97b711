// JSON replies of the file-transfer routes (upload, download, HTTP DELETE), which Moonraker answers
// from its own request handlers: errors carry the HTTP reason phrase, the detail goes to the traceback.

import { STATUS_CODES, type ServerResponse } from 'node:http';
import type { ServerError } from '../../errors';

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  if (res.headersSent) return;
  const text = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=UTF-8');
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.end(text);
}

/** `{"error": {code, message: reason phrase, traceback: "... HTTP n: Reason (detail)"}}`. */
export function sendReasonError(res: ServerResponse, err: ServerError): void {
  const reason = STATUS_CODES[err.status] ?? 'Unknown';
  const detail = err.message === reason ? reason : `${reason} (${err.message})`;
  sendJson(res, err.status, {
    error: {
      code: err.status,
      message: reason,
      traceback: `Traceback (most recent call last):\n\nmoonraker.utils.exceptions.ServerError: ${err.message}\n\ntornado.web.HTTPError: HTTP ${err.status}: ${detail}\n`,
    },
  });
}
