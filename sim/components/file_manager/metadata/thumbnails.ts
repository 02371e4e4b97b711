// Decodes `; thumbnail begin WxH LEN` … `; thumbnail end` base64 blocks (also `thumbnail_PNG` and
// `thumbnail_JPG`) and writes them to `.thumbs/<basename>-WxH.<png|jpg>` next to the G-code file
// (reference §4.1). QOI blocks are skipped (the simulator does not convert images). Nothing is written
// through a symlink: a `.thumbs` that leads out of the file's folder gets no thumbnails, and a
// thumbnail file that is a link is replaced by the image (written aside, then renamed over it).

import { randomBytes } from 'node:crypto';
import { mkdir, realpath, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, extname, join, sep } from 'node:path';
import type { Thumbnail } from '../../../../protocol/files';

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
  let checked = false;
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
    if (!checked) {
      await mkdir(thumbsDir, { recursive: true });
      if (!(await staysInside(dirname(gcodePath), thumbsDir))) return [];
      checked = true;
    }
    const part = join(thumbsDir, `.${name}.${randomBytes(6).toString('hex')}.part`);
    try {
      await writeFile(part, image, { flag: 'wx' });
      await rename(part, join(thumbsDir, name));
    } catch {
      await rm(part, { force: true });
      continue;
    }
    out.push({ width, height, size: image.length, relative_path: `.thumbs/${name}` });
  }
  return out;
}

/** Whether `dir`'s real path (symlinks resolved) is a folder under `parent`'s real path. */
async function staysInside(parent: string, dir: string): Promise<boolean> {
  try {
    const [base, real] = await Promise.all([realpath(parent), realpath(dir)]);
    return real.startsWith(base + sep);
  } catch {
    return false;
  }
}
