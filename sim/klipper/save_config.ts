// SAVE_CONFIG's autosave block: the `#*#` lines at the end of printer.cfg, read back over the
// sections' own values on every start, and rewritten (with a dated backup) by SAVE_CONFIG the way
// Klipper's configfile does it.

import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { parseIni, type RawConfig } from './config';
import { CommandError } from './gcode/parser';

export const AUTOSAVE_HEADER =
  '\n#*# <---------------------- SAVE_CONFIG ---------------------->\n' +
  '#*# DO NOT EDIT THIS BLOCK OR BELOW. The contents are auto-generated.\n#*#\n';

/** The file split in its regular part and the autosave block (prefixes removed, '' if none). */
export function splitAutosave(data: string): { regular: string; autosave: string } {
  const pos = data.indexOf(AUTOSAVE_HEADER);
  if (pos < 0) return { regular: data, autosave: '' };
  const regular = data.slice(0, pos);
  const block = data.slice(pos + AUTOSAVE_HEADER.length).trim();
  // A block Klipper cannot trust is ignored as a whole (its lines are comments then).
  if (regular.includes('\n#*# ') || block.includes(AUTOSAVE_HEADER))
    return { regular: data, autosave: '' };
  const out = [''];
  for (const line of block.split('\n')) {
    if (block !== '' && (!line.startsWith('#*#') || (line.length >= 4 && !line.startsWith('#*# '))))
      return { regular: data, autosave: '' };
    out.push(line.slice(4));
  }
  out.push('');
  return { regular, autosave: out.join('\n') };
}

/** Comments out the options of `data` that `has(section, option)` reports (and their continuation lines). */
export function stripDuplicates(
  data: string,
  has: (section: string, option: string) => boolean,
): string {
  const lines = data.split('\n');
  let section = '';
  let dup = false;
  lines.forEach((line, i) => {
    const pruned = line.replace(/[#;].*$/, '').trimEnd();
    if (pruned === '') return;
    if (/^\s/.test(pruned)) {
      if (dup) lines[i] = `#${line}`;
      return;
    }
    dup = false;
    if (pruned.startsWith('[')) {
      section = pruned.slice(1, -1).trim().replace(/\s+/g, ' ');
      return;
    }
    const field = pruned.replace(/[^A-Za-z0-9_].*$/, '').toLowerCase();
    if (has(section, field)) {
      dup = true;
      lines[i] = `#${line}`;
    }
  });
  return lines.join('\n');
}

const AUTOSAVE_OF = new WeakMap<RawConfig, RawConfig>();

/**
 * printer.cfg as Klipper reads it: the regular sections, then the autosave block's values over
 * them — except options the regular part sets itself (a value the user wrote wins; SAVE_CONFIG
 * comments the regular line out when it saves an option). `parse` reads each part (config_files.ts
 * passes one that follows includes).
 */
export function parseWithAutosave(
  text: string,
  parse: (data: string, part: 'regular' | 'autosave') => RawConfig = (data) => parseIni(data),
): RawConfig {
  const { regular, autosave } = splitAutosave(text.replace(/\r\n/g, '\n'));
  const main = parse(regular, 'regular');
  const auto = parse(
    stripDuplicates(autosave, (s, o) => main.get(s)?.has(o) === true),
    'autosave',
  );
  for (const [name, opts] of auto) {
    const sec = main.get(name) ?? new Map<string, string>();
    main.set(name, sec);
    for (const [k, v] of opts) sec.set(k, v);
  }
  AUTOSAVE_OF.set(main, auto);
  return main;
}

/** Whether printer.cfg's SAVE_CONFIG block sets this option (unused ones are not errors there). */
export function isAutosaved(raw: RawConfig, section: string, option: string): boolean {
  return AUTOSAVE_OF.get(raw)?.get(section)?.has(option) === true;
}

/** Python configparser's layout (`key = value`, continuation lines indented by a tab). */
function render(sections: RawConfig): string {
  const parts: string[] = [];
  for (const [name, opts] of sections) {
    parts.push(`[${name}]`);
    for (const [k, v] of opts) parts.push(`${k} = ${v.replace(/\n/g, '\n\t')}`);
    parts.push('');
  }
  return parts.join('\n').trim();
}

function stamp(d: Date): string {
  const p = (n: number): string => String(n).padStart(2, '0');
  return `${d.getFullYear()}${p(d.getMonth() + 1)}${p(d.getDate())}_${p(d.getHours())}${p(d.getMinutes())}${p(d.getSeconds())}`;
}

export type PendingItems = Record<string, Record<string, string> | null>;

/** The autosave state of one running Klipper (configfile.set, remove_section, SAVE_CONFIG). */
export class AutoSave {
  pending = false;
  pendingItems: PendingItems = {};
  private readonly sections: RawConfig;

  constructor(raw: RawConfig) {
    const auto = AUTOSAVE_OF.get(raw) ?? new Map<string, Map<string, string>>();
    this.sections = new Map([...auto].map(([n, o]) => [n, new Map(o)]));
  }

  set(section: string, option: string, value: string): void {
    const sec = this.sections.get(section) ?? new Map<string, string>();
    this.sections.set(section, sec);
    sec.set(option.toLowerCase(), value);
    const prev = this.pendingItems[section];
    this.pendingItems = {
      ...this.pendingItems,
      [section]: { ...(prev ?? {}), [option.toLowerCase()]: value },
    };
    this.pending = true;
  }

  removeSection(section: string): void {
    if (this.sections.delete(section)) {
      this.pendingItems = { ...this.pendingItems, [section]: null };
      this.pending = true;
    } else if (this.pendingItems[section]) {
      const rest = { ...this.pendingItems };
      delete rest[section];
      this.pendingItems = rest;
      this.pending = true;
    }
  }

  isEmpty(): boolean {
    return this.sections.size === 0;
  }

  /** Rewrites printer.cfg with the new block (the old file kept as printer-<date>.cfg). */
  write(cfgPath: string, now = new Date()): void {
    const lines = render(this.sections)
      .split('\n')
      .map((l) => `#*# ${l}`.trim());
    const block = [`\n${AUTOSAVE_HEADER.trimEnd()}`, ...lines, ''].join('\n');
    let data: string;
    try {
      data = readFileSync(cfgPath, 'utf8').replace(/\r\n/g, '\n');
    } catch {
      throw new CommandError('Unable to read existing config on SAVE_CONFIG');
    }
    const { regular } = splitAutosave(data);
    const stripped = stripDuplicates(regular, (s, o) => this.sections.get(s)?.has(o) === true);
    const next = stripped.trimEnd() + block;
    const check = splitAutosave(next);
    if (check.autosave === '')
      throw new CommandError("Existing config autosave is corrupted. Can't complete SAVE_CONFIG");
    try {
      parseIni(check.regular);
    } catch {
      throw new CommandError('Unable to parse existing config on SAVE_CONFIG');
    }
    const base = cfgPath.endsWith('.cfg') ? cfgPath.slice(0, -4) : cfgPath;
    const backup = cfgPath.endsWith('.cfg')
      ? `${base}-${stamp(now)}.cfg`
      : `${cfgPath}-${stamp(now)}`;
    const temp = cfgPath.endsWith('.cfg') ? `${base}_autosave.cfg` : `${cfgPath}_autosave`;
    try {
      writeFileSync(temp, next);
      renameSync(cfgPath, backup);
      renameSync(temp, cfgPath);
    } catch {
      throw new CommandError('Unable to write config file during SAVE_CONFIG');
    }
  }
}

const CONFIG_PATHS = new WeakMap<object, string>();

/** klippy.ts tells which file a printer model was read from (SAVE_CONFIG writes it back). */
export function attachConfigPath(printer: object, path: string): void {
  CONFIG_PATHS.set(printer, path);
}

export function configPathOf(printer: object): string | undefined {
  return CONFIG_PATHS.get(printer);
}
