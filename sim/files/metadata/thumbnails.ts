// Decodes `; thumbnail begin WxH LEN` … `; thumbnail end` base64 blocks and writes them as PNG files
// to `.thumbs/<basename>-WxH.png` next to the G-code file (reference §4.1).

import { mkdir, writeFile } from 'node:fs/promises';
import { basename, dirname, extname, join } from 'node:path';
import type { Thumbnail } from '../../../protocol/files';

const BLOCK = /; thumbnail(?:_PNG)? begin (\d+)x(\d+) \d+\r?\n([\s\S]*?); thumbnail(?:_PNG)? end/g;

/** Extracts the PNG thumbnails found in `head` and writes them; returns their metadata entries. */
export async function writeThumbnails(gcodePath: string, head: string): Promise<Thumbnail[]> {
  const out: Thumbnail[] = [];
  const stem = basename(gcodePath, extname(gcodePath));
  const thumbsDir = join(dirname(gcodePath), '.thumbs');
  for (const m of head.matchAll(BLOCK)) {
    const width = Number(m[1]);
    const height = Number(m[2]);
    const b64 = (m[3] ?? '').replace(/^;\s?/gm, '').replace(/\s+/g, '');
    const png = Buffer.from(b64, 'base64');
    if (png.length < 8 || png.readUInt32BE(0) !== 0x89504e47) continue;
    const name = `${stem}-${width}x${height}.png`;
    await mkdir(thumbsDir, { recursive: true });
    await writeFile(join(thumbsDir, name), png);
    out.push({ width, height, size: png.length, relative_path: `.thumbs/${name}` });
  }
  return out;
}
