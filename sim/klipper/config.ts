// printer.cfg: parsing Klipper's INI dialect; the realistic default written on first run is default_cfg.ts.

import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { defaultPrinterCfg } from './default_cfg';
import { parseWithAutosave } from './save_config';

export class ConfigError extends Error {}

/** Sections in file order; section name keeps its case, option names are lower-cased (as Klipper). */
export type RawConfig = Map<string, Map<string, string>>;

/** printer.cfg with its SAVE_CONFIG block (save_config.ts) over the sections' own values. */
export function parseConfig(text: string): RawConfig {
  return parseWithAutosave(text);
}

/** One file of Klipper's INI dialect (no autosave handling). */
export function parseIni(text: string): RawConfig {
  const sections: RawConfig = new Map();
  let current: Map<string, string> | null = null;
  let lastOption: string | null = null;
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const rawLine = lines[i] ?? '';
    const line = stripComment(rawLine);
    if (line.trim() === '') continue;
    const indented = /^\s/.test(line);
    if (indented && current && lastOption) {
      current.set(lastOption, `${current.get(lastOption) ?? ''}\n${line.trim()}`);
      continue;
    }
    const header = /^\[([^\]]+)\]\s*$/.exec(line.trim());
    if (header) {
      const name = (header[1] ?? '').trim().replace(/\s+/g, ' ');
      current = sections.get(name) ?? new Map<string, string>();
      sections.set(name, current);
      lastOption = null;
      continue;
    }
    const opt = /^([^:=]+?)\s*[:=]\s*(.*)$/.exec(line.trim());
    if (!opt || !current)
      throw new ConfigError(
        `File contains parsing errors: printer.cfg\n\t[line ${i + 1}]: '${rawLine}'`,
      );
    lastOption = (opt[1] ?? '').toLowerCase();
    current.set(lastOption, (opt[2] ?? '').trim());
  }
  return sections;
}

function stripComment(line: string): string {
  if (/^\s*[#;]/.test(line)) return '';
  const m = /\s[#;]/.exec(line);
  return m ? line.slice(0, m.index) : line;
}

export function loadOrCreateConfig(path: string, gcodesDir: string): string {
  if (!existsSync(path)) {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, defaultPrinterCfg(gcodesDir));
  }
  return readFileSync(path, 'utf8');
}

export { defaultPrinterCfg };
