// server.files.zip helper: streams the named files (directories: their direct child files, but for
// symlinks out of the root) into a zip archive with yazl, written to a temporary name and renamed
// when complete.

import { createWriteStream, lstatSync, readdirSync, statSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import yazl from 'yazl';
import { insideDir, type Resolved } from './roots';

export async function writeZip(items: Resolved[], dest: string, storeOnly: boolean): Promise<void> {
  const zip = new yazl.ZipFile();
  const add = (abs: string, name: string): void => zip.addFile(abs, name, { compress: !storeOnly });
  for (const it of items) {
    const st = statSync(it.abs);
    if (st.isFile()) {
      add(it.abs, `${it.root.name}/${it.rel}`);
      continue;
    }
    for (const name of readdirSync(it.abs).sort()) {
      const abs = join(it.abs, name);
      // A child that links out of the root is left out, as one Moonraker may not read.
      if (lstatSync(abs).isSymbolicLink() && !insideDir(it.root.path, abs)) continue;
      if (statSync(abs).isFile())
        add(abs, `${it.root.name}/${it.rel === '' ? '' : `${it.rel}/`}${name}`);
    }
  }
  zip.end();
  const tmp = join(dirname(dest), `.${basename(dest)}.${process.pid}.tmp`);
  try {
    await pipeline(zip.outputStream, createWriteStream(tmp));
    await rename(tmp, dest);
  } catch (err) {
    await rm(tmp, { force: true });
    throw err;
  }
}
