// Where Klipper's error message after a restart points: the file and line it names, or the line of
// the option or section it names, found by following the includes from printer.cfg.

import { mcuLinkFault, mcuSection } from '../firmware-link';
import { includeTarget, resolveInclude } from './include';
import { parseConfig } from './parse';

export interface ConfigLocation {
  path: string;
  line: number;
}

interface Occurrence {
  path: string;
  line: number;
  section: string;
  option: string | null;
}

interface IncludeSite {
  path: string;
  line: number;
  target: string | null;
}

/** Sections, options and include headers in the order Klipper reads them. */
function walk(
  files: ReadonlyMap<string, string>,
  main: string,
): { items: Occurrence[]; includes: IncludeSite[] } {
  const items: Occurrence[] = [];
  const includes: IncludeSite[] = [];
  const names = [...files.keys()];
  const visiting = new Set<string>();
  const visit = (path: string): void => {
    const text = files.get(path);
    if (text === undefined || visiting.has(path)) return;
    visiting.add(path);
    for (const s of parseConfig(text).sections) {
      if (s.name.startsWith('include ')) {
        const pattern = s.name.slice(8);
        includes.push({ path, line: s.line, target: includeTarget(pattern, path) });
        for (const f of resolveInclude(pattern, path, names)) visit(f);
        continue;
      }
      items.push({ path, line: s.line, section: s.name, option: null });
      for (const o of s.options) items.push({ path, line: o.line, section: s.name, option: o.key });
    }
    visiting.delete(path);
  };
  visit(main);
  return { items, includes };
}

/** A path in the message (absolute on the printer) as a config-root path. */
function rootPath(path: string, files: ReadonlyMap<string, string>): string | null {
  if (files.has(path)) return path;
  let best: string | null = null;
  for (const f of files.keys())
    if (path.endsWith(`/${f}`) && (best === null || f.length > best.length)) best = f;
  return best;
}

function sectionLine(items: Occurrence[], section: string): ConfigLocation | null {
  const hit = items.find((i) => i.option === null && i.section === section);
  return hit ? { path: hit.path, line: hit.line } : null;
}

function optionLine(items: Occurrence[], section: string, option: string): ConfigLocation | null {
  const key = option.toLowerCase();
  for (let i = items.length - 1; i >= 0; i--) {
    const it = items[i];
    if (it && it.section === section && it.option === key) return { path: it.path, line: it.line };
  }
  return null;
}

// Messages that name a file and a line. Python 3's configparser (what Klipper runs on) quotes the
// path and the offending line; the line number counts from the first line after the last
// `[include]` before it, because Klipper parses the text between includes as one unit.
const AT_LINE = [
  /Source contains parsing errors: (['"])(.+?)\1\s*\n?\s*\[line\s*(\d+)\]: (['"])(.*?)\4/,
  /File contains no section headers\.\s*\nfile: (['"])(.+?)\1, line: (\d+)\s*\n(['"])(.*?)\4/,
  /File contains parsing errors: ()(\S+?)\s*\n?\s*\[line\s*(\d+)\](?:: (['"])(.*?)\4)?/,
  /While reading from (['"])([^'"]+)\1 \[line\s*(\d+)\]()()/,
];

/** The text of a Python repr'd line ('max_velocityy 3\n' → max_velocityy 3). */
function unrepr(text: string): string {
  return text
    .replace(/\\n$/, '')
    .replace(/\\(['"\\])/g, '$1')
    .trim();
}

const stripHash = (line: string): string => {
  const pos = line.indexOf('#');
  return (pos >= 0 ? line.slice(0, pos) : line).trim();
};

/**
 * The file line a chunk-relative line number means: the first chunk (the file's start, or the line
 * after an include header) where that line holds the quoted text; the number itself otherwise.
 */
function fileLine(text: string | undefined, relative: number, quoted: string | undefined): number {
  if (text === undefined || !quoted) return relative;
  const lines = text.split('\n');
  const want = unrepr(quoted);
  const starts = [0];
  lines.forEach((line, i) => {
    if (/^\[include\s/.test(stripHash(line))) starts.push(i + 1);
  });
  for (const start of starts) {
    const index = start + relative - 1;
    if (index < lines.length && stripHash(lines[index] ?? '') === want) return index + 1;
  }
  return relative;
}

const OPTION_IN_SECTION = [
  /Option '([^']+)' is not valid in section '([^']+)'/,
  /Unable to parse option '([^']+)' in section '([^']+)'/,
  /Option '([^']+)' in section '([^']+)' must/,
];

export function locateConfigError(
  message: string,
  files: ReadonlyMap<string, string>,
  main = 'printer.cfg',
): ConfigLocation | null {
  for (const re of AT_LINE) {
    const m = re.exec(message);
    if (m) {
      const path = rootPath(m[2] ?? '', files);
      return path ? { path, line: fileLine(files.get(path), Number(m[3]), m[5]) } : null;
    }
  }
  const { items, includes } = walk(files, main);
  for (const re of OPTION_IN_SECTION) {
    const m = re.exec(message);
    if (m) {
      const section = (m[2] ?? '').trim().split(/\s+/).join(' ');
      return optionLine(items, section, m[1] ?? '') ?? sectionLine(items, section);
    }
  }
  // A board Klipper cannot reach: where its serial (or CAN id) is set, else its section.
  const mcu = mcuLinkFault('error', true, message)?.mcu;
  if (mcu) {
    const name = mcuSection(mcu);
    return (
      optionLine(items, name, 'serial') ??
      optionLine(items, name, 'canbus_uuid') ??
      sectionLine(items, name)
    );
  }
  const section = /Section '([^']+)' is not a valid config section/.exec(message);
  if (section) return sectionLine(items, (section[1] ?? '').trim().split(/\s+/).join(' '));
  const include = /Include file '([^']+)' does not exist/.exec(message);
  if (include) {
    const missing = include[1] ?? '';
    const hit = includes.find(
      (i) =>
        i.target !== null &&
        (i.target === missing || missing.endsWith(`/${i.target}`) || i.target.endsWith(missing)),
    );
    return hit ? { path: hit.path, line: hit.line } : null;
  }
  return null;
}
