// The file-transfer routes that are not registry endpoints: upload, download (GET/HEAD) and
// DELETE /server/files/{root}/{path}. Called by sim/http.ts before the body is read. The path is
// percent-decoded as Moonraker's web server decodes it (sim/percent.ts): a stray `%` is part of
// the name, an escape that is no UTF-8 makes the request a 400.

import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { App } from '../../app';
import type { AuthUser } from '../authorization/users';
import { ServerError, asServerError } from '../../errors';
import { sendOversized } from '../../http_body';
import { unquote } from '../../percent';
import { sendFile } from './download';
import { sendJson } from '../../http_body';
import { sendReasonError } from './transfer_reply';
import { handleUpload } from './upload';

const PUBLIC_EXT = /\.(png|jpe?g)$/i;

/** Handles the request and returns true when it is a file-transfer route. */
export async function handleFileTransfer(
  app: App,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  verb: string,
  credentials: () => Promise<AuthUser | null>,
): Promise<boolean> {
  const files = app.find('file_manager');
  if (!files || !path.startsWith('/server/files/')) return false;
  const rest = path.slice('/server/files/'.length);
  const segments = decodeSegments(rest);
  const isUpload = rest === 'upload' && verb === 'POST';
  const isFile =
    ['GET', 'HEAD', 'DELETE'].includes(verb) &&
    (segments === null || files.roots.has(segments[0] ?? ''));
  if (!isUpload && !isFile) return false;
  if (segments === null) {
    sendReasonError(res, new ServerError('Invalid unicode in url', 400));
    if (!req.complete) req.resume();
    return true;
  }
  const authenticate = async (): Promise<AuthUser> => {
    const user = await credentials();
    if (!user) throw new ServerError('Unauthorized', 401);
    return user;
  };
  try {
    if (isUpload) {
      const user = await authenticate();
      await handleUpload(app, files, req, res, user);
      return true;
    }
    const rel = segments.join('/');
    if (verb === 'DELETE') {
      await authenticate();
      sendJson(res, 200, { result: await files.deleteFile(rel) });
      return true;
    }
    if (!PUBLIC_EXT.test(rel)) await authenticate();
    sendFile(req, res, files.resolve(rel));
  } catch (err) {
    const e = asServerError(err);
    if (!isUpload && verb !== 'DELETE' && e.status !== 401) {
      // Download errors are the web layer's: the bare reason phrase (404 Not Found, 403 Forbidden).
      sendReasonError(
        res,
        new ServerError(
          e.status === 400 ? 'Not Found' : e.message,
          e.status === 400 ? 404 : e.status,
        ),
      );
    } else if (e.status === 401) {
      sendJson(res, 401, { error: { code: 401, message: 'Unauthorized', traceback: '' } });
    } else if (e.status === 413) {
      // Over max_upload_size: answered at once, the rest of the body dropped, then closed.
      const reason = STATUS_CODES[413] ?? 'Payload Too Large';
      const trace = `moonraker.utils.exceptions.ServerError: ${e.message}\n`;
      sendOversized(req, res, { error: { code: 413, message: reason, traceback: trace } });
      return true;
    } else sendReasonError(res, e);
    if (!req.complete) req.resume();
  }
  return true;
}

/** The path's segments, percent-decoded; null when one is no UTF-8 once decoded. */
function decodeSegments(rest: string): string[] | null {
  try {
    return rest.split('/').map((segment) => unquote(segment));
  } catch {
    return null;
  }
}
