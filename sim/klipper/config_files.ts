// Reading printer.cfg the way Klipper's configfile.py does at every (re)start: `[include pattern]`
// lines resolved relative to the including file's folder (glob `*`, `?`, `[...]`, matches sorted),
// each file read into the same sections (later values replace earlier ones), recursion refused, and
// the SAVE_CONFIG block of printer.cfg (only there) laid over the result.

import { lstatSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve, sep } from 'node:path';
import { ConfigError, parseIni, stripHash, type RawConfig } from './config';
import { parseWithAutosave } from './save_config';

/** A file's text as Klipper reads it ('\r\n' → '\n'), or its error. */
function readConfigFile(path: string): string {
  try {
    return readFileSync(path, 'utf8').replace(/\r\n/g, '\n');
  } catch {
    throw new ConfigError(`Unable to open config file ${path}`);
  }
}

const MAGIC = /[*?[]/;

/** Python's fnmatch pattern as a regular expression (`*`, `?`, `[seq]`, `[!seq]`). */
function fnmatchRegex(pattern: string): RegExp {
  let out = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i] ?? '';
    if (c === '*') out += '.*';
    else if (c === '?') out += '.';
    else if (c === '[') {
      let j = i + 1;
      if (pattern[j] === '!') j++;
      if (pattern[j] === ']') j++;
      while (j < pattern.length && pattern[j] !== ']') j++;
      if (j >= pattern.length) out += '\\[';
      else {
        let body = pattern.slice(i + 1, j).replace(/\\/g, '\\\\');
        if (body.startsWith('!')) body = `^${body.slice(1)}`;
        else if (body.startsWith('^')) body = `\\${body}`;
        out += `[${body}]`;
        i = j;
      }
    } else out += c.replace(/[.+^${}()|\\\]]/g, '\\$&');
  }
  return new RegExp(`^${out}$`, 's');
}

const exists = (p: string): boolean => {
  try {
    lstatSync(p);
    return true;
  } catch {
    return false;
  }
};

const isDir = (p: string): boolean => {
  try {
    return statSync(p).isDirectory();
  } catch {
    return false;
  }
};

/** Python's glob.glob for an absolute pattern: hidden names only when the pattern starts with '.'. */
export function globPaths(pattern: string): string[] {
  if (!MAGIC.test(pattern)) return exists(pattern) ? [pattern] : [];
  const parts = pattern.split(sep);
  let found = [parts[0] === '' ? sep : (parts[0] ?? '')];
  parts.slice(1).forEach((part, index) => {
    const last = index === parts.length - 2;
    const next: string[] = [];
    for (const base of found) {
      if (part === '') {
        next.push(base);
        continue;
      }
      if (!MAGIC.test(part)) {
        const p = join(base, part);
        if (last ? exists(p) : isDir(p)) next.push(p);
        continue;
      }
      let names: string[];
      try {
        names = readdirSync(base);
      } catch {
        continue;
      }
      const re = fnmatchRegex(part);
      for (const name of names) {
        if (name.startsWith('.') && !part.startsWith('.')) continue;
        const p = join(base, name);
        if (re.test(name) && (last || isDir(p))) next.push(p);
      }
    }
    found = next;
  });
  return found;
}

/** Reads `data` (the text of `filename`) and its includes into `into`, chunk by chunk. */
function parseWithIncludes(
  data: string,
  filename: string,
  into: RawConfig,
  visited: Set<string>,
): void {
  const path = resolve(filename);
  if (visited.has(path)) throw new ConfigError(`Recursive include of config file '${filename}'`);
  visited.add(path);
  // Lines between includes are read as one unit, so the line numbers of an error count from the
  // line after the last include (as Klipper's do).
  let buf: string[] = [];
  for (const raw of data.split('\n')) {
    const line = stripHash(raw);
    const header = /^\[(.+)\]/.exec(line)?.[1];
    if (header?.startsWith('include ')) {
      if (buf.length > 0) parseIni(buf.join('\n'), filename, into);
      buf = [];
      resolveInclude(filename, header.slice(8).trim(), into, visited);
    } else buf.push(line);
  }
  parseIni(buf.join('\n'), filename, into);
  visited.delete(path);
}

function resolveInclude(source: string, spec: string, into: RawConfig, visited: Set<string>): void {
  const pattern = isAbsolute(spec) ? spec : join(dirname(source), spec);
  const files = globPaths(pattern);
  // No match is fine for a wildcard, not for a plain file name.
  if (files.length === 0 && !MAGIC.test(pattern))
    throw new ConfigError(`Include file '${pattern}' does not exist`);
  files.sort();
  for (const file of files) parseWithIncludes(readConfigFile(file), file, into, visited);
}

/** printer.cfg at `mainPath` with its includes and its SAVE_CONFIG block, as Klipper loads it. */
export function readKlipperConfig(mainPath: string): RawConfig {
  const data = readConfigFile(mainPath);
  return parseWithAutosave(data, (text, part) => {
    if (part === 'autosave') return parseIni(text, mainPath);
    const into: RawConfig = new Map();
    parseWithIncludes(text, mainPath, into, new Set());
    return into;
  });
}

/** The sections as Python's configparser writes them (Klipper's `===== Config file =====` dump). */
export function renderConfig(raw: RawConfig): string {
  const parts: string[] = [];
  for (const [name, options] of raw) {
    parts.push(`[${name}]`);
    for (const [key, value] of options) parts.push(`${key} = ${value.replace(/\n/g, '\n\t')}`);
    parts.push('');
  }
  return parts.join('\n').trim();
}
