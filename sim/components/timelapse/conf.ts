// moonraker.conf's [timelapse] section: read (its presence is what loads the component, as in
// Moonraker) and written by the simulator's `--timelapse` flag when missing, with the options of
// `--timelapse-option KEY=VALUE` set in it (how a test fixes a setting, which then is blocked).

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { parseIni } from '../../klipper/config';

export const SECTION = 'timelapse';

/** The section's options in file order, or null when the file or the section is missing. */
export function readTimelapseSection(confPath: string): Map<string, string> | null {
  if (!existsSync(confPath)) return null;
  try {
    return parseIni(readFileSync(confPath, 'utf8'), 'moonraker.conf').get(SECTION) ?? null;
  } catch {
    return null;
  }
}

/** `KEY=VALUE` (or `KEY: VALUE`) pairs of the command line; throws on one without a key. */
export function parseOptionPairs(pairs: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of pairs) {
    const m = /^\s*([^=:\s]+)\s*[=:]\s*(.*)$/.exec(pair);
    if (!m?.[1]) throw new Error(`Invalid timelapse option '${pair}' (KEY=VALUE expected)`);
    out[m[1].toLowerCase()] = (m[2] ?? '').trim();
  }
  return out;
}

const HEADER = /^\[\s*timelapse\s*\]\s*$/;

/**
 * Text of moonraker.conf with a [timelapse] section holding `options` (an option already there
 * gets the new value on its line; others follow the header). The rest of the file is untouched.
 */
export function withTimelapseSection(text: string, options: Record<string, string>): string {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => HEADER.test(l.trim()));
  if (start < 0) {
    const body = Object.entries(options).map(([k, v]) => `${k}: ${v}`);
    const sep = text === '' || text.endsWith('\n') ? '' : '\n';
    return `${text}${sep}\n[${SECTION}]\n${body.map((l) => `${l}\n`).join('')}`;
  }
  let end = lines.findIndex((l, i) => i > start && /^\s*\[/.test(l));
  if (end < 0) end = lines.length;
  const added: string[] = [];
  for (const [key, value] of Object.entries(options)) {
    const at = lines.findIndex(
      (l, i) =>
        i > start && i < end && /^\S/.test(l) && l.split(/[:=]/)[0]?.trim().toLowerCase() === key,
    );
    if (at >= 0) lines[at] = `${key}: ${value}`;
    else added.push(`${key}: ${value}`);
  }
  lines.splice(start + 1, 0, ...added);
  return lines.join('\n');
}

/**
 * The `--timelapse` flag on an existing moonraker.conf: adds the section when missing and sets the
 * given options. A missing file is written whole after the start (server.config's `orig`, which
 * then holds the section with these options).
 */
export function ensureTimelapseSection(confPath: string, options: Record<string, string>): void {
  if (!existsSync(confPath)) return;
  const text = readFileSync(confPath, 'utf8');
  const next = withTimelapseSection(text, options);
  if (next !== text) writeFileSync(confPath, next);
}
