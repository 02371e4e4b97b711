// Reads a zip with yauzl into its entries (name, bytes, Unix mode, time), in the zip's order; and
// unpacks one into a folder. Shared by the release test and the release browser test.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import yauzl from 'yauzl';

export interface ZipEntry {
  name: string;
  data: Buffer;
  /** Unix mode from the external attributes (what Moonraker sets on the extracted file). */
  mode: number;
  mtime: Date;
}

export async function readZip(file: string): Promise<ZipEntry[]> {
  const zip = await yauzl.openPromise(file);
  const out: ZipEntry[] = [];
  try {
    for await (const entry of zip.eachEntry()) {
      const stream = await zip.openReadStreamPromise(entry);
      out.push({
        name: entry.fileName,
        data: await buffer(stream),
        mode: entry.externalFileAttributes >>> 16,
        mtime: entry.getLastModDate(),
      });
    }
  } finally {
    zip.close();
  }
  return out;
}

/** Writes the zip's files below `dir`, as `unzip -d dir` does. */
export async function unzipTo(file: string, dir: string): Promise<string[]> {
  const entries = await readZip(file);
  for (const e of entries) {
    if (e.name.endsWith('/')) continue;
    const dest = join(dir, e.name);
    mkdirSync(dirname(dest), { recursive: true });
    writeFileSync(dest, e.data);
  }
  return entries.map((e) => e.name);
}
