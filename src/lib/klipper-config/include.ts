// `[include …]`: which config-root files a header names (globs `*`, `?`, `[…]` resolved against
// the list of files, relative to the including file's folder, sorted as Klipper reads them).

import { parseConfig } from './parse';

function folderOf(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash < 0 ? '' : path.slice(0, slash);
}

/** `a/./b/../c` → `a/c`; null when it climbs above the root. */
export function normalisePath(path: string): string | null {
  const out: string[] = [];
  for (const part of path.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (out.length === 0) return null;
      out.pop();
    } else out.push(part);
  }
  return out.join('/');
}

function globToRegExp(glob: string): RegExp {
  let re = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob.charAt(i);
    if (c === '*') re += '[^/]*';
    else if (c === '?') re += '[^/]';
    else if (c === '[') {
      const close = glob.indexOf(']', i + 2);
      if (close < 0) re += '\\[';
      else {
        let body = glob.slice(i + 1, close);
        if (body.startsWith('!')) body = `^${body.slice(1)}`;
        re += `[${body.replace(/\\/g, '\\\\')}]`;
        i = close;
      }
    } else re += c.replace(/[.+^${}()|\\]/g, '\\$&');
  }
  return new RegExp(`^${re}$`);
}

const hasMagic = (s: string): boolean => /[*?[]/.test(s);

function matchRelative(pattern: string, configFiles: readonly string[]): string[] {
  const path = normalisePath(pattern);
  if (path === null) return [];
  if (!hasMagic(path)) return configFiles.includes(path) ? [path] : [];
  const re = globToRegExp(path);
  return configFiles.filter((f) => re.test(f)).sort();
}

/** The root-relative path a pattern names before globbing (for 'does not exist' messages). */
export function includeTarget(pattern: string, currentPath: string): string | null {
  const p = pattern.trim();
  if (p.startsWith('/')) return p;
  const folder = folderOf(currentPath);
  return normalisePath(folder ? `${folder}/${p}` : p);
}

/** Files an include pattern names. An absolute path is matched by its longest tail that names
 * files in the config root. */
export function resolveInclude(
  pattern: string,
  currentPath: string,
  configFiles: readonly string[],
): string[] {
  const p = pattern.trim();
  if (p.startsWith('/')) {
    const parts = p.split('/').filter(Boolean);
    for (let i = 0; i < parts.length; i++) {
      const found = matchRelative(parts.slice(i).join('/'), configFiles);
      if (found.length > 0) return found;
    }
    return [];
  }
  const folder = folderOf(currentPath);
  return matchRelative(folder ? `${folder}/${p}` : p, configFiles);
}

/** The files the `[include …]` header on the position's line names (empty when none). */
export function includeAt(
  text: string,
  pos: number,
  currentPath: string,
  configFiles: string[],
): string[] {
  const lineStart = text.lastIndexOf('\n', pos - 1) + 1;
  let lineEnd = text.indexOf('\n', pos);
  if (lineEnd < 0) lineEnd = text.length;
  const { includes } = parseConfig(text.slice(lineStart, lineEnd));
  const inc = includes[0];
  return inc ? resolveInclude(inc.pattern, currentPath, configFiles) : [];
}

/** Every file the includes of a file name, in order, each once. */
export function configIncludes(text: string, currentPath: string, configFiles: string[]): string[] {
  const out: string[] = [];
  for (const inc of parseConfig(text).includes)
    for (const f of resolveInclude(inc.pattern, currentPath, configFiles))
      if (!out.includes(f)) out.push(f);
  return out;
}
