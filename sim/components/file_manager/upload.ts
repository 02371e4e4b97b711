// POST /server/files/upload (§4.12): multipart parsed by busboy and streamed to a temporary file
// (SHA-256 computed on the way), validated, then renamed into place. Never buffered in memory; an
// aborted or failed request leaves no partial file. A body that is no multipart form, or breaks off,
// is a 400 (the client's fault); one over max_upload_size a 413, refused as it grows.

import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, join, posix } from 'node:path';
import { Transform } from 'node:stream';
import busboy from 'busboy';
import type { UploadResult } from '../../../protocol/files';
import type { App } from '../../app';
import type { AuthUser } from '../authorization/users';
import { ServerError } from '../../errors';
import { noSpaceError, type FaultState } from '../../faults';
import { MAX_UPLOAD_BYTES, tooLarge } from '../../http_body';
import { itemInfo } from './listing';
import type { FileManager } from './manager';
import { allowedExtension, isGcode, resolveIn } from './roots';

interface Part {
  tmp: string;
  filename: string;
  hash: string | null;
  /** Resolves with the write error, or null once the part is on disk. */
  written: Promise<Error | null>;
  /** Stops the transfer (`written` then settles with an error). */
  cancel: () => void;
}

/** The form fields an upload reads (others are skipped, as Moonraker's parser skips them). */
const FIELDS = new Set(['root', 'path', 'print', 'checksum']);

/**
 * Receives the multipart body; resolves with the fields and the staged file part. Injected faults
 * (sim/faults) may cut the connection part-way or make the write fail as on a full disk.
 */
function receive(
  req: IncomingMessage,
  tmpDir: string,
  limit: number,
  faults?: FaultState,
): Promise<{ fields: Record<string, string>; part: Part | null }> {
  const fields: Record<string, string> = {};
  let part: Part | null = null;
  return new Promise((ok, fail) => {
    let bb: busboy.Busboy;
    try {
      bb = busboy({ headers: req.headers, defParamCharset: 'utf8', preservePath: true });
    } catch (err) {
      // No Content-Type, not multipart/form-data, no boundary.
      fail(new ServerError(err instanceof Error ? err.message : 'Bad multipart request', 400));
      return;
    }
    bb.on('field', (name, value) => {
      if (FIELDS.has(name)) fields[name] = value;
    });
    bb.on('file', (name, stream, info) => {
      if (name !== 'file' || part) {
        stream.resume();
        return;
      }
      const hash = createHash('sha256');
      // A failed write (a full disk, an I/O error) must not stop reading the part: busboy would
      // wait on it forever. The rest of the part is read and dropped, so the body is received
      // whole and the upload answered with the error.
      let failed: Error | null = null;
      const tap = new Transform({
        transform(chunk: Buffer, _enc, cb) {
          if (faults?.diskFull) failed ??= noSpaceError();
          if (failed) return cb();
          hash.update(chunk);
          cb(null, chunk);
        },
      });
      const tmp = join(tmpDir, `${randomUUID()}.part`);
      const out = createWriteStream(tmp);
      out.on('error', (err) => {
        failed ??= err;
        tap.unpipe(out);
        tap.resume();
      });
      stream.on('error', (err) => {
        failed ??= err;
        tap.destroy();
        out.destroy();
      });
      const closed = (s: NodeJS.EventEmitter) => new Promise<void>((done) => s.once('close', done));
      const p: Part = {
        tmp,
        // busboy leaves it undefined for `filename=""` and for a part without one.
        filename: info.filename ?? '',
        hash: null,
        written: Promise.all([closed(tap), closed(out)]).then(() => {
          if (failed) return failed;
          p.hash = hash.digest('hex');
          return null;
        }),
        cancel: () => stream.destroy(new Error('Upload aborted')),
      };
      stream.pipe(tap).pipe(out);
      part = p;
    });
    let aborted = false;
    const abort = (err: Error): void => {
      if (aborted) return;
      aborted = true;
      req.unpipe(bb);
      bb.destroy();
      const staged = part;
      if (staged) {
        staged.cancel();
        void staged.written.then(() => rm(staged.tmp, { force: true }));
      }
      fail(err);
    };
    bb.on('close', () => ok({ fields, part }));
    bb.on('error', (err: unknown) =>
      abort(
        new ServerError(
          `File Upload Parsing Failed: ${err instanceof Error ? err.message : String(err)}`,
          400,
        ),
      ),
    );
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      const cut = faults?.uploadCutBytes ?? null;
      if (cut !== null && size > cut) return void req.socket.destroy();
      if (size > limit) abort(tooLarge(limit));
    });
    req.on('aborted', () => abort(new ServerError('Upload aborted', 400)));
    req.on('close', () => {
      if (!req.complete) abort(new ServerError('Upload aborted', 400));
    });
    req.pipe(bb);
  });
}

/** Handles one upload; resolves with the 201 body or throws a ServerError (the temp file removed). */
export async function handleUpload(
  app: App,
  files: FileManager,
  req: IncomingMessage,
  res: ServerResponse,
  user: AuthUser | null,
): Promise<void> {
  const { fields, part } = await receive(req, files.uploadTmp, MAX_UPLOAD_BYTES, app.faults);
  try {
    // An injected delay, stall or error answers the upload once its body is in (sim/faults).
    await app.faults?.beforeCall('server.files.upload');
    if (!part || part.filename.trim() === '')
      throw new ServerError('Multipart filename omitted', 400);
    const writeErr = await part.written;
    if (writeErr) throw new ServerError(`Unable to save file: ${writeErr.message}`, 500);
    const rootName = fields.root ?? 'gcodes';
    const root = files.roots.get(rootName);
    if (!root) throw new ServerError(`Invalid root request: ${rootName}`, 400);
    if (root.permissions !== 'rw') throw new ServerError(`Root '${rootName}' is read-only`, 400);
    // The file name may name folders of the root, as Moonraker joins it (leading '/' dropped).
    const name = part.filename.trim().replace(/\\/g, '/').replace(/^\/+/, '');
    const rel = posix.normalize(posix.join(fields.path ?? '', name));
    const target = resolveIn(root, rel, 400);
    if (target.rel === '' || !allowedExtension(rootName, target.rel))
      throw new ServerError(`Invalid file extension: ${part.filename}`, 400);
    if (isLoaded(app, target.root.name, target.rel))
      throw new ServerError('File is loaded, upload not permitted', 403);
    const checksum = fields.checksum;
    if (checksum !== undefined && checksum.toLowerCase() !== part.hash)
      throw new ServerError(
        `File checksum mismatch: expected ${checksum}, calculated ${part.hash ?? ''}`,
        422,
      );
    await mkdir(dirname(target.abs), { recursive: true });
    await rename(part.tmp, target.abs);
    await files.afterWrite(target);
    const item = itemInfo(target);
    const result: UploadResult = { item, action: 'create_file' };
    if (rootName === 'gcodes' && isGcode(target.rel)) {
      let started = false;
      if (fields.print === 'true' && app.print && !app.print.isBusy()) {
        started = await app.print.start(target.rel, user?.username ?? '_TRUSTED_USER_').then(
          () => true,
          () => false,
        );
      }
      result.print_started = started;
      result.print_queued = false;
    }
    files.notify({ item, action: 'create_file' });
    const host = req.headers.host ?? `${app.options.host}:${app.options.port}`;
    const loc = `${target.root.name}/${target.rel}`.split('/').map(encodeURIComponent).join('/');
    res.setHeader('Location', `http://${host}/server/files/${loc}`);
    const text = JSON.stringify(result);
    res.writeHead(201, {
      'Content-Type': 'application/json; charset=UTF-8',
      'Content-Length': Buffer.byteLength(text),
    });
    res.end(text);
  } finally {
    if (part) await rm(part.tmp, { force: true });
  }
}

function isLoaded(app: App, root: string, rel: string): boolean {
  return root === 'gcodes' && (app.print?.fileInUse() ?? null) === rel;
}
