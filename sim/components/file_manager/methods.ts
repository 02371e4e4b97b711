// server.files.* endpoints (reference §4): roots, list, directory (GET/POST/DELETE), move, copy, zip,
// delete_file (RPC; HTTP uses DELETE /server/files/{root}/{path}), metadata, metascan, thumbnails.

import { existsSync } from 'node:fs';
import type { App } from '../../app';
import { ServerError } from '../../errors';
import type { FileManager } from './manager';
import { isGcode } from './roots';

function itemsArg(v: unknown): string[] {
  if (Array.isArray(v)) return v.map((x) => String(x));
  if (typeof v === 'string')
    return v
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== '');
  throw new ServerError('At least one file or directory must be specified');
}

export function registerFileMethods(app: App, files: FileManager): void {
  const r = app.registry;
  r.register('GET', '/server/files/roots', () => files.rootList());
  r.register('GET', '/server/files/list', (ctx) => files.list(ctx.args.str('root', 'gcodes')));
  r.register('GET', '/server/files/directory', (ctx) =>
    files.directory(ctx.args.str('path', 'gcodes'), ctx.args.bool('extended', false)),
  );
  r.register('POST', '/server/files/directory', (ctx) => files.createDir(ctx.args.str('path')));
  r.register('DELETE', '/server/files/directory', (ctx) =>
    files.deleteDir(ctx.args.str('path'), ctx.args.bool('force', false)),
  );
  r.register('POST', '/server/files/move', (ctx) =>
    files.move(ctx.args.str('source'), ctx.args.str('dest')),
  );
  r.register('POST', '/server/files/copy', (ctx) =>
    files.copy(ctx.args.str('source'), ctx.args.str('dest')),
  );
  r.register('POST', '/server/files/zip', (ctx) =>
    files.zip(
      itemsArg(ctx.args.value('items')),
      ctx.args.has('dest') ? ctx.args.str('dest') : undefined,
      ctx.args.bool('store_only', false),
    ),
  );
  r.register(
    'DELETE',
    '/server/files/delete_file',
    (ctx) => files.deleteFile(ctx.args.str('path')),
    {
      transports: ['websocket'],
    },
  );
  r.register('GET', '/server/files/metadata', async (ctx) => {
    const filename = ctx.args.str('filename');
    const meta = await files.catalog.metadata(filename).catch(() => null);
    if (!meta) throw new ServerError(`Metadata not available for <${filename}>`, 404);
    return { ...meta, filename };
  });
  r.register('POST', '/server/files/metascan', async (ctx) => {
    const filename = ctx.args.str('filename');
    const res = files.resolve(`gcodes/${filename}`);
    if (!existsSync(res.abs)) throw new ServerError(`File '${filename}' does not exist`, 404);
    if (!isGcode(filename)) throw new ServerError(`File ${res.abs} is not a valid gcode file`);
    const meta = await files.catalog.extract(filename).catch(() => null);
    if (!meta) throw new ServerError(`Failed to parse metadata for file '${filename}'`, 500);
    return { ...meta, filename };
  });
  r.register('GET', '/server/files/thumbnails', (ctx) =>
    files.catalog.thumbnails(ctx.args.str('filename')),
  );
}
