// GET/HEAD /server/files/{root}/{path} (§4.11): raw bytes with Content-Disposition, Range (206),
// If-Modified-Since (304); text/plain for G-code, configs and logs, image types for thumbnails.

import { createReadStream, statSync, type Stats } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { basename, extname } from 'node:path';
import { ServerError } from '../../errors';
import type { Resolved } from './roots';

const TYPES: Record<string, string> = {
  '.gcode': 'text/plain',
  '.g': 'text/plain',
  '.gco': 'text/plain',
  '.gc': 'text/plain',
  '.nc': 'text/plain',
  '.cfg': 'text/plain',
  '.conf': 'text/plain',
  '.log': 'text/plain',
  '.txt': 'text/plain',
  '.md': 'text/markdown',
  '.json': 'application/json',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.zip': 'application/zip',
  '.mp4': 'video/mp4',
};

/** `attachment; filename="ascii"; filename*=UTF-8''percent-encoded`. */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

function parseRange(header: string, size: number): [number, number] | 'invalid' | null {
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m) return null;
  const [, a = '', b = ''] = m;
  if (a === '' && b === '') return 'invalid';
  let start: number;
  let end: number;
  if (a === '') {
    start = Math.max(0, size - Number(b));
    end = size - 1;
  } else {
    start = Number(a);
    end = b === '' ? size - 1 : Math.min(Number(b), size - 1);
  }
  return start > end || start >= size ? 'invalid' : [start, end];
}

export function sendFile(req: IncomingMessage, res: ServerResponse, r: Resolved): void {
  let st: Stats;
  try {
    st = statSync(r.abs);
  } catch {
    throw new ServerError('Not Found', 404);
  }
  if (!st.isFile()) throw new ServerError('Not Found', 404);
  const mtime = new Date(Math.floor(st.mtimeMs / 1000) * 1000);
  const since = req.headers['if-modified-since'];
  if (since && !Number.isNaN(Date.parse(since)) && Date.parse(since) >= mtime.getTime()) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.setHeader('Content-Type', TYPES[extname(r.abs).toLowerCase()] ?? 'application/octet-stream');
  res.setHeader('Content-Disposition', contentDisposition(basename(r.abs)));
  res.setHeader('Accept-Ranges', 'bytes');
  res.setHeader('Last-Modified', mtime.toUTCString());
  let start = 0;
  let end = st.size - 1;
  const range = req.headers.range ? parseRange(req.headers.range, st.size) : null;
  if (range === 'invalid') {
    res.statusCode = 416;
    res.setHeader('Content-Range', `bytes */${st.size}`);
    res.end();
    return;
  }
  if (range) {
    [start, end] = range;
    res.statusCode = 206;
    res.setHeader('Content-Range', `bytes ${start}-${end}/${st.size}`);
  } else res.statusCode = 200;
  res.setHeader('Content-Length', st.size === 0 ? 0 : end - start + 1);
  if (req.method === 'HEAD' || st.size === 0) {
    res.end();
    return;
  }
  const stream = createReadStream(r.abs, { start, end });
  stream.on('error', () => res.destroy());
  stream.pipe(res);
}
