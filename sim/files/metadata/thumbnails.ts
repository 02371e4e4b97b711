// Decodes `; thumbnail begin WxH LEN` … `; thumbnail end` base64 blocks (also `thumbnail_PNG` and
// `thumbnail_JPG`) and writes them to `.thumbs/<basename>-WxH.<png|jpg>` next to the G-code file
// (reference §4.1). QOI blocks are skipped (the simulator does not convert images).

import { mkdir, writeFile } from 'node:fs/promises';
import { basename, dirname, extname, join } from 'node:path';
import type { Thumbnail } from '../../../protocol/files';

const BLOCK = /; (thumbnail(?:_[A-Za-z0-9]+)?) begin (\d+)x(\d+) (\d+)\r?\n([\s\S]*?); \1 end/g;

/** The image kinds a block may hold: the file extension and the first bytes of a valid file. */
const KINDS: Record<string, { ext: string; magic: number[] }> = {
  png: { ext: 'png', magic: [0x89, 0x50, 0x4e, 0x47] },
  jpg: { ext: 'jpg', magic: [0xff, 0xd8] },
};

/** Extracts the thumbnails found in `head` and writes them; returns their metadata entries. */
export async function writeThumbnails(gcodePath: string, head: string): Promise<Thumbnail[]> {
  const out: Thumbnail[] = [];
  const stem = basename(gcodePath, extname(gcodePath));
  const thumbsDir = join(dirname(gcodePath), '.thumbs');
  for (const m of head.matchAll(BLOCK)) {
    const kind = KINDS[(m[1] ?? '').split('_')[1]?.toLowerCase() ?? 'png'];
    if (!kind) continue;
    const width = Number(m[2]);
    const height = Number(m[3]);
    const b64 = (m[5] ?? '').replace(/^;\s?/gm, '').replace(/\s+/g, '');
    if (b64.length !== Number(m[4])) continue;
    const image = Buffer.from(b64, 'base64');
    if (!kind.magic.every((byte, i) => image[i] === byte)) continue;
    const name = `${stem}-${width}x${height}.${kind.ext}`;
    await mkdir(thumbsDir, { recursive: true });
    await writeFile(join(thumbsDir, name), image);
    out.push({ width, height, size: image.length, relative_path: `.thumbs/${name}` });
  }
  return out;
}
