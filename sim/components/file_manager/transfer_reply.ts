// JSON replies of the file-transfer routes (upload, download, HTTP DELETE), which Moonraker answers
// from its own request handlers: errors carry the HTTP reason phrase, the detail goes to the traceback.

import { STATUS_CODES, type ServerResponse } from 'node:http';
import type { ServerError } from '../../errors';
import { sendJson } from '../../http_body';

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
