// The file-transfer routes that are not registry endpoints: upload, download (GET/HEAD) and
// DELETE /server/files/{root}/{path}. Called by sim/http.ts before the body is read.

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { App } from '../app';
import type { AuthUser } from '../auth/users';
import { ServerError, asServerError } from '../errors';
import { sendFile } from './download';
import { sendJson, sendReasonError } from './transfer_reply';
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
  const rootName = decodeURIComponent(rest.split('/')[0] ?? '');
  const isUpload = rest === 'upload' && verb === 'POST';
  const isFile = files.roots.has(rootName) && ['GET', 'HEAD', 'DELETE'].includes(verb);
  if (!isUpload && !isFile) return false;
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
    const rel = rest
      .split('/')
      .map((s) => decodeURIComponent(s))
      .join('/');
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
    } else sendReasonError(res, e);
    if (!req.complete) req.resume();
  }
  return true;
}
