// File roots (reference §4.1) and `root/rel/path` resolution: every path is checked to stay inside its
// root, through `..`, absolute paths and symlinks, before anything is touched.

import { lstatSync, realpathSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import type { Permissions } from '../../../protocol/files';
import { ServerError } from '../../errors';

export interface Root {
  name: string;
  path: string;
  permissions: Permissions;
}

export const ROOT_NAMES = ['config', 'logs', 'gcodes', 'config_examples', 'docs'];
const READ_ONLY = new Set(['logs', 'config_examples', 'docs']);

export const GCODE_EXTS = ['.gcode', '.g', '.gc', '.gco', '.ufp', '.nc'];
export const CONFIG_EXTS = ['.conf', '.cfg', '.md'];

export function makeRoots(dataDir: string): Map<string, Root> {
  const roots = new Map<string, Root>();
  for (const name of ROOT_NAMES) {
    roots.set(name, {
      name,
      path: join(dataDir, name),
      permissions: READ_ONLY.has(name) ? 'r' : 'rw',
    });
  }
  return roots;
}

export interface Resolved {
  root: Root;
  /** Path relative to the root, '/'-separated, '' for the root itself. */
  rel: string;
  abs: string;
}

export function isGcode(name: string): boolean {
  const lower = name.toLowerCase();
  return GCODE_EXTS.some((e) => lower.endsWith(e));
}

/** Upload extension check per root (gcodes: G-code, config: .conf/.cfg/.md, others: any). */
export function allowedExtension(root: string, name: string): boolean {
  const lower = name.toLowerCase();
  if (root === 'gcodes') return isGcode(lower);
  if (root === 'config') return CONFIG_EXTS.some((e) => lower.endsWith(e));
  return true;
}

function realOrSelf(p: string): string {
  try {
    return realpathSync(p);
  } catch {
    return p;
  }
}

/**
 * Realpath of the deepest existing ancestor of `abs` joined with the missing remainder; null when
 * an entry on the way exists but cannot be resolved (a dangling symlink, which a write would follow).
 */
function realpathLoose(abs: string): string | null {
  let cur = abs;
  const rest: string[] = [];
  for (;;) {
    try {
      lstatSync(cur);
      break;
    } catch {
      const parent = dirname(cur);
      if (parent === cur) break;
      rest.unshift(basename(cur));
      cur = parent;
    }
  }
  try {
    return join(realpathSync(cur), ...rest);
  } catch {
    return null;
  }
}

const inside = (base: string, p: string): boolean => p === base || p.startsWith(base + sep);

/**
 * Whether `abs` stays inside the folder `dir` both as written and once symlinks are resolved (its
 * own, its parents', and the folder's own real path): what every read, listing and write checks.
 */
export function insideDir(dir: string, abs: string): boolean {
  if (abs.includes('\0') || !inside(resolve(dir), resolve(abs))) return false;
  const real = realpathLoose(resolve(abs));
  return real !== null && inside(realOrSelf(dir), real);
}

/**
 * Resolves a relative path inside a root. `status` is the refusal status (403; uploads use 400).
 * Symlinks are followed: the real target must stay inside the root's real path.
 */
export function resolveIn(root: Root, relPath: string, status = 403): Resolved {
  const rel = relPath.replace(/\\/g, '/');
  if (isAbsolute(rel) || rel.split('/').includes('..') || rel.includes('\0'))
    throw new ServerError(`Path '${root.name}/${rel}' is outside root '${root.name}'`, status);
  if (rel.split('/').includes('.git'))
    throw new ServerError('Access to .git folders is forbidden', 403);
  const abs = resolve(root.path, rel);
  if (!insideDir(root.path, abs))
    throw new ServerError(`Path '${root.name}/${rel}' is outside root '${root.name}'`, status);
  return { root, rel: relative(root.path, abs).split(sep).join('/'), abs };
}

/** Splits `root/rel/path` (a leading '/' is tolerated) and resolves it. */
export function resolveRequest(roots: Map<string, Root>, request: string, status = 403): Resolved {
  const clean = request.replace(/^\/+/, '');
  const idx = clean.indexOf('/');
  const name = idx < 0 ? clean : clean.slice(0, idx);
  const root = roots.get(name);
  if (!root) throw new ServerError(`Invalid root path (${name})`, 400);
  return resolveIn(root, idx < 0 ? '' : clean.slice(idx + 1), status);
}
