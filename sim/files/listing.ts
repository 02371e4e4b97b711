// Read-only views of a root: item info, the recursive list (§4.3), one directory (§4.4), disk usage.

import { lstatSync, readdirSync, realpathSync, statSync, statfsSync, type Stats } from 'node:fs';
import { join } from 'node:path';
import type { DirEntry, DiskUsage, FileEntry, ItemInfo, Permissions } from '../../protocol/files';
import { ServerError } from '../errors';
import { isGcode, type Resolved, type Root } from './roots';

export interface ListEntry {
  path: string;
  modified: number;
  size: number;
  permissions: Permissions;
}

function perms(root: Root, abs: string): Permissions {
  try {
    return lstatSync(abs).isSymbolicLink() ? 'r' : root.permissions;
  } catch {
    return root.permissions;
  }
}

/** Item info as mutation results carry it (§4.1). */
export function itemInfo(r: Resolved): ItemInfo {
  const st = statSync(r.abs);
  return {
    path: r.rel,
    root: r.root.name,
    modified: st.mtimeMs / 1000,
    size: st.size,
    permissions: perms(r.root, r.abs),
  };
}

export function deletedItem(r: Resolved): ItemInfo {
  return { path: r.rel, root: r.root.name, modified: 0, size: 0, permissions: '' };
}

const byPath = (a: { path: string }, b: { path: string }): number =>
  a.path.toLowerCase() < b.path.toLowerCase()
    ? -1
    : a.path.toLowerCase() > b.path.toLowerCase()
      ? 1
      : 0;

/** Every file below a root (follows symlinks inside it, skips .git/.thumbs; gcodes: G-code only). */
export function listRoot(root: Root): ListEntry[] {
  const out: ListEntry[] = [];
  const seen = new Set<string>();
  const walk = (dir: string, prefix: string): void => {
    let real: string;
    try {
      real = realpathSync(dir);
    } catch {
      return;
    }
    if (seen.has(real)) return;
    seen.add(real);
    for (const name of readdirSync(dir)) {
      if (name === '.git' || name === '.thumbs') continue;
      const abs = join(dir, name);
      let st: Stats;
      try {
        st = statSync(abs);
      } catch {
        continue;
      }
      const rel = prefix === '' ? name : `${prefix}/${name}`;
      if (st.isDirectory()) walk(abs, rel);
      else if (st.isFile() && (root.name !== 'gcodes' || isGcode(name)))
        out.push({
          path: rel,
          modified: st.mtimeMs / 1000,
          size: st.size,
          permissions: perms(root, abs),
        });
    }
  };
  walk(root.path, '');
  return out.sort(byPath);
}

export function diskUsage(path: string): DiskUsage {
  const s = statfsSync(path);
  return {
    total: s.blocks * s.bsize,
    used: (s.blocks - s.bfree) * s.bsize,
    free: s.bavail * s.bsize,
  };
}

/** One directory, not recursive, all entries (dot-folders such as .thumbs included). */
export function readDirectory(r: Resolved): { dirs: DirEntry[]; files: FileEntry[] } {
  let st: Stats | null = null;
  try {
    st = statSync(r.abs);
  } catch {
    st = null;
  }
  if (!st?.isDirectory()) throw new ServerError(`Directory does not exist (${r.abs})`);
  const dirs: DirEntry[] = [];
  const files: FileEntry[] = [];
  for (const name of readdirSync(r.abs).sort()) {
    if (name === '.git') continue;
    const abs = join(r.abs, name);
    let s: Stats;
    try {
      s = statSync(abs);
    } catch {
      continue;
    }
    const info = { modified: s.mtimeMs / 1000, size: s.size, permissions: perms(r.root, abs) };
    if (s.isDirectory()) dirs.push({ ...info, dirname: name });
    else if (s.isFile()) files.push({ ...info, filename: name });
  }
  return { dirs, files };
}
