// Read-only views of a root: item info, the recursive list (§4.3), one directory (§4.4), disk usage.

import { lstatSync, readdirSync, realpathSync, statSync, statfsSync, type Stats } from 'node:fs';
import { join } from 'node:path';
import type {
  DirEntry,
  DiskUsage,
  FileEntry,
  ItemInfo,
  Permissions,
} from '../../../protocol/files';
import { ServerError } from '../../errors';
import { insideDir, isGcode, type Resolved, type Root } from './roots';

export interface ListEntry {
  path: string;
  modified: number;
  size: number;
  permissions: Permissions;
}

/** Moonraker's permissions of an entry: a symlinked file is 'r', anything else the root's. */
function perms(root: Root, abs: string): Permissions {
  try {
    return lstatSync(abs).isSymbolicLink() && statSync(abs).isFile() ? 'r' : root.permissions;
  } catch {
    return root.permissions;
  }
}

/**
 * An entry of a folder already known to be inside `root`, with what it points to: null when it is
 * gone, or a symlink whose target is missing or leaves the root (never listed, never read).
 */
function entryIn(root: Root, abs: string): Stats | null {
  try {
    if (lstatSync(abs).isSymbolicLink() && !insideDir(root.path, abs)) return null;
    return statSync(abs);
  } catch {
    return null;
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

/**
 * Every file below a root (gcodes: G-code only; .git and .thumbs skipped), walked as Moonraker walks
 * it: symlinked folders are followed, each real folder once (a folder's subfolders are all claimed
 * before any is entered, so the one met at the shallower level wins); a symlink whose target leaves
 * the root is not followed and not listed.
 */
export function listRoot(root: Root): ListEntry[] {
  const out: ListEntry[] = [];
  const seen = new Set<string>();
  const realOf = (abs: string): string | null => {
    try {
      return realpathSync(abs);
    } catch {
      return null;
    }
  };
  const walk = (dir: string, prefix: string): void => {
    let names: string[];
    try {
      names = readdirSync(dir).sort();
    } catch {
      return;
    }
    const subdirs: [string, string][] = [];
    for (const name of names) {
      if (name === '.git' || name === '.thumbs') continue;
      const abs = join(dir, name);
      const st = entryIn(root, abs);
      if (!st) continue;
      const rel = prefix === '' ? name : `${prefix}/${name}`;
      if (st.isDirectory()) {
        const real = realOf(abs);
        if (real === null || seen.has(real)) continue;
        seen.add(real);
        subdirs.push([abs, rel]);
      } else if (st.isFile() && (root.name !== 'gcodes' || isGcode(name)))
        out.push({
          path: rel,
          modified: st.mtimeMs / 1000,
          size: st.size,
          permissions: perms(root, abs),
        });
    }
    for (const [abs, rel] of subdirs) walk(abs, rel);
  };
  const top = realOf(root.path);
  if (top !== null) seen.add(top);
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

/** One directory, not recursive, all entries (dot-folders such as .thumbs included) but symlinks out. */
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
    const s = entryIn(r.root, abs);
    if (!s) continue;
    const info = { modified: s.mtimeMs / 1000, size: s.size, permissions: perms(r.root, abs) };
    if (s.isDirectory()) dirs.push({ ...info, dirname: name });
    else if (s.isFile()) files.push({ ...info, filename: name });
  }
  return { dirs, files };
}
