// printer.cfg: Klipper's INI dialect read the way Klipper's configparser does it (comments, multi-line
// values, errors worded as Python's configparser words them); includes are in config_files.ts, the
// realistic default written on first run is default_cfg.ts.

import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { defaultPrinterCfg } from './default_cfg';
import { parseWithAutosave } from './save_config';

export class ConfigError extends Error {}

/** Sections in file order; section name keeps its case, option names are lower-cased (as Klipper). */
export type RawConfig = Map<string, Map<string, string>>;

/** printer.cfg with its SAVE_CONFIG block (save_config.ts) over the sections' own values. */
export function parseConfig(text: string | RawConfig): RawConfig {
  return typeof text === 'string' ? parseWithAutosave(text) : text;
}

/** Python's repr() of a str, as configparser puts offending lines in its messages. */
export function pyRepr(s: string): string {
  const quote = s.includes("'") && !s.includes('"') ? '"' : "'";
  let out = '';
  for (const ch of s) {
    const code = ch.codePointAt(0) ?? 0;
    if (ch === '\\' || ch === quote) out += `\\${ch}`;
    else if (ch === '\n') out += '\\n';
    else if (ch === '\r') out += '\\r';
    else if (ch === '\t') out += '\\t';
    else if (code < 0x20 || code === 0x7f) out += `\\x${code.toString(16).padStart(2, '0')}`;
    else out += ch;
  }
  return `${quote}${out}${quote}`;
}

/** Everything after a '#' goes (Klipper strips it before configparser sees the line). */
export function stripHash(line: string): string {
  const pos = line.indexOf('#');
  return pos >= 0 ? line.slice(0, pos) : line;
}

/** configparser's comment rules (after stripHash): a line starting with ';', or ' ;' inside a line. */
function stripComment(line: string): string {
  if (/^\s*;/.test(line)) return '';
  const m = /(^|\s);/.exec(line);
  return m ? line.slice(0, m.index + (m[1] ?? '').length) : line;
}

const lineNo = (n: number): string => String(n).padStart(2, ' ');

/**
 * One chunk of Klipper's INI dialect read into `into` (sections met again merge, a later value
 * replaces an earlier one: Klipper's parser is not strict). `source` is the path the errors name;
 * line numbers count from the chunk's first line, as configparser counts them.
 */
export function parseIni(
  text: string,
  source = 'printer.cfg',
  into: RawConfig = new Map(),
): RawConfig {
  const lines = text.split('\n');
  const bad: string[] = [];
  let current: Map<string, string> | null = null;
  let option: string | null = null;
  let values: string[] = [];
  let indent = Number.MAX_SAFE_INTEGER;
  const flush = (): void => {
    if (current && option !== null) current.set(option, values.join('\n').trimEnd());
  };
  lines.forEach((raw, i) => {
    const line = stripHash(raw.replace(/\r$/, ''));
    const shown = i < lines.length - 1 ? `${line}\n` : line;
    const cut = stripComment(line);
    const value = cut.trim();
    if (value === '') {
      // An empty line (no comment on it) belongs to a multi-line value.
      if (cut === line && option !== null) values.push('');
      return;
    }
    const level = /\S/.exec(line)?.index ?? 0;
    if (current && option !== null && level > indent) {
      values.push(value);
      return;
    }
    indent = level;
    const header = /^\[(.+)\]/.exec(value);
    if (header) {
      flush();
      option = null;
      const name = (header[1] ?? '').trim().replace(/\s+/g, ' ');
      current = into.get(name) ?? new Map<string, string>();
      into.set(name, current);
      return;
    }
    if (!current) {
      throw new ConfigError(
        `File contains no section headers.\nfile: ${pyRepr(source)}, line: ${i + 1}\n${pyRepr(shown)}`,
      );
    }
    const opt = /^(.*?)\s*[=:]\s*(.*)$/.exec(value);
    if (!opt || (opt[1] ?? '') === '') {
      bad.push(`\n\t[line ${lineNo(i + 1)}]: ${pyRepr(shown)}`);
      return;
    }
    flush();
    option = (opt[1] ?? '').trimEnd().toLowerCase();
    values = [(opt[2] ?? '').trim()];
  });
  flush();
  if (bad.length > 0)
    throw new ConfigError(`Source contains parsing errors: ${pyRepr(source)}${bad.join('')}`);
  return into;
}

export function loadOrCreateConfig(path: string, gcodesDir: string): string {
  if (!existsSync(path)) {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, defaultPrinterCfg(gcodesDir));
  }
  return readFileSync(path, 'utf8');
}

export { defaultPrinterCfg };
