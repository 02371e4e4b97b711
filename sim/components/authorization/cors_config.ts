// cors_domains in [authorization] of the data folder's moonraker.conf, read the way Moonraker reads a
// list option (one entry a line), and the one-time change of a data folder whose file still holds
// the `*` (every origin allowed) and the `0.0.0.0/0, ::/0` trusted clients (every address) that
// the simulator once wrote into every new moonraker.conf.

import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseIni } from '../../klipper/config';
import { DEFAULT_CORS_DOMAINS } from './cors';
import { DEFAULT_TRUSTED_CLIENTS } from './trusted';

export interface CorsSetting {
  /** The entries, one per non-empty line. */
  entries: string[];
  /** The option's text as written (server.config `orig`); null when the file has no such option. */
  orig: string | null;
}

const listText = (entries: readonly string[]): string => entries.map((e) => `\n${e}`).join('');

/** Moonraker's getlist: one entry per line, trimmed, empty lines left out. */
export function splitList(value: string): string[] {
  return value
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/**
 * The cors_domains of moonraker.conf; the usual list for a file not written yet (the simulator
 * writes it with that list). A file that cannot be read or parsed allows no other origin.
 */
export function readCorsDomains(confPath: string): CorsSetting {
  if (!existsSync(confPath))
    return { entries: [...DEFAULT_CORS_DOMAINS], orig: listText(DEFAULT_CORS_DOMAINS) };
  try {
    const section = parseIni(readFileSync(confPath, 'utf8'), 'moonraker.conf').get('authorization');
    const raw = section?.get('cors_domains');
    return raw === undefined ? { entries: [], orig: null } : { entries: splitList(raw), orig: raw };
  } catch {
    return { entries: [], orig: null };
  }
}

/** The options exactly as the simulator once generated them: every origin, every address. */
const GENERATED_ANY = /^cors_domains:[ \t]*\n {4}\*[ \t]*$/m;
const GENERATED_EVERYONE = /^trusted_clients:[ \t]*\n {4}0\.0\.0\.0\/0[ \t]*\n {4}::\/0[ \t]*$/m;
const indented = (entries: readonly string[]): string => listText(entries).replace(/\n/g, '\n    ');

/**
 * Once per data folder (`marker` records that it ran): a moonraker.conf whose [authorization]
 * still holds the generated `*` gets the usual list in its place, and the generated trusted
 * clients the usual ranges (what the simulator trusts without --trusted). Later edits, a `*`
 * included, are the user's and stay. Returns whether the file was changed.
 */
export function migrateGeneratedCorsDomains(confPath: string, marker: string): boolean {
  if (existsSync(marker)) return false;
  let changed = false;
  if (existsSync(confPath)) {
    const lines = readFileSync(confPath, 'utf8').split('\n');
    const start = lines.findIndex((l) => /^\[authorization\]\s*$/.test(l));
    if (start >= 0) {
      let end = lines.findIndex((l, i) => i > start && l.startsWith('['));
      if (end < 0) end = lines.length;
      const section = lines.slice(start, end).join('\n');
      const next = section
        .replace(GENERATED_ANY, `cors_domains:${indented(DEFAULT_CORS_DOMAINS)}`)
        .replace(GENERATED_EVERYONE, `trusted_clients:${indented(DEFAULT_TRUSTED_CLIENTS)}`);
      if (next !== section) {
        const text = [...lines.slice(0, start), next, ...lines.slice(end)].join('\n');
        writeFileSync(confPath, text);
        changed = true;
      }
    }
  }
  mkdirSync(dirname(marker), { recursive: true });
  writeFileSync(marker, `${new Date().toISOString()}\n`);
  return changed;
}
