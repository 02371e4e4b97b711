// moonraker.conf's [spoolman] section: its presence loads the component (as in Moonraker), `server`
// names Spoolman (scheme optional, http by default; Moonraker talks to `<server>/api` and keeps a
// websocket to `<server>/api/v1/spool`), `sync_rate` is how often used filament is reported (s, ≥ 1).
// The simulator's `--spoolman` flag writes the section, pointing at the virtual Spoolman.

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { parseIni } from '../../klipper/config';
import { ConfValueError, convertConf } from '../../python_values';

export const SECTION = 'spoolman';
export const DEFAULT_SYNC_RATE = 5;

export interface SpoolmanConfig {
  /** `server` as written. */
  server: string;
  syncRate: number;
  /** Where Spoolman's API is: `<scheme>://<host>/api`. */
  apiUrl: string;
  /** The websocket Moonraker keeps open: `ws(s)://<host>/api/v1/spool`. */
  wsUrl: string;
  /** The options as written in the file (server.config's `orig`). */
  orig: Record<string, string>;
}

/** The section's options, or null when the file or the section is missing. */
export function readSpoolmanSection(confPath: string): Map<string, string> | null {
  if (!existsSync(confPath)) return null;
  try {
    return parseIni(readFileSync(confPath, 'utf8'), 'moonraker.conf').get(SECTION) ?? null;
  } catch {
    return null;
  }
}

/** The section read as the component reads it; ConfValueError with Moonraker's words when bad. */
export function parseSpoolmanConfig(options: Map<string, string>): SpoolmanConfig {
  const server = options.get('server');
  if (server === undefined) throw new ConfValueError(`No option 'server' in section: '${SECTION}'`);
  const m = /^(?:(https?):\/\/)?(.+)$/is.exec(server);
  if (!m?.[2])
    throw new ConfValueError(`Section [spoolman], Option server: ${server}: Invalid URL format`);
  const scheme = (m[1] ?? 'http').toLowerCase();
  const host = m[2].replace(/\/+$/, '');
  const rate = options.get('sync_rate');
  const syncRate =
    rate === undefined
      ? DEFAULT_SYNC_RATE
      : (convertConf(SECTION, 'sync_rate', 'int', rate) as number);
  if (syncRate < 1)
    throw new ConfValueError(
      `Config Error: Section [${SECTION}], Option 'sync_rate: ${syncRate}': value is below minimum value 1`,
    );
  return {
    server,
    syncRate,
    apiUrl: `${scheme}://${host}/api`,
    wsUrl: `${scheme === 'https' ? 'wss' : 'ws'}://${host}/api/v1/spool`,
    orig: Object.fromEntries(options),
  };
}

const HEADER = /^\[\s*spoolman\s*\]\s*$/;

/** Whether a `server` value names this machine (a virtual Spoolman the simulator wrote in). */
function isLoopback(server: string): boolean {
  const host = /^(?:https?:\/\/)?([^/:]+|\[[^\]]+\])/i.exec(server.trim())?.[1]?.toLowerCase();
  return host === 'localhost' || host === '[::1]' || (host?.startsWith('127.') ?? false);
}

/**
 * moonraker.conf's text with a [spoolman] section naming `url`: added when missing; a `server` on
 * this machine (an earlier virtual Spoolman, maybe on another port) is pointed at `url`; one naming
 * another host (a real Spoolman) is left alone.
 */
export function withSpoolmanSection(text: string, url: string): string {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => HEADER.test(l.trim()));
  if (start < 0) {
    const sep = text === '' || text.endsWith('\n') ? '' : '\n';
    return `${text}${sep}\n[${SECTION}]\nserver: ${url}\n`;
  }
  let end = lines.findIndex((l, i) => i > start && /^\s*\[/.test(l));
  if (end < 0) end = lines.length;
  const at = lines.findIndex((l, i) => i > start && i < end && /^server\s*[:=]/i.test(l));
  if (at < 0) {
    lines.splice(start + 1, 0, `server: ${url}`);
    return lines.join('\n');
  }
  const current = (lines[at] ?? '').replace(/^server\s*[:=]\s*/i, '');
  if (!isLoopback(current) || current.trim() === url) return text;
  lines[at] = `server: ${url}`;
  return lines.join('\n');
}

/** The `--spoolman` flag on an existing moonraker.conf (a missing one is written after the start). */
export function ensureSpoolmanSection(confPath: string, url: string): void {
  if (!existsSync(confPath)) return;
  const text = readFileSync(confPath, 'utf8');
  const next = withSpoolmanSection(text, url);
  if (next !== text) writeFileSync(confPath, next);
}
