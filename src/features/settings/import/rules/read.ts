// Small readers shared by the Fluidd and Mainsail mappings: objects, lists, colours, distances,
// and the keys of a stored group that were not used. Pure.
import { cssColor } from '../../../../lib/css-color';

export type Obj = Record<string, unknown>;

export const isObj = (v: unknown): v is Obj =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export const obj = (v: unknown): Obj => (isObj(v) ? v : {});

/** A list, or an object's values (both apps keep some lists keyed by id). */
export function listOf(v: unknown): unknown[] {
  if (Array.isArray(v)) return v;
  return isObj(v) ? Object.entries(v).map(([id, x]) => (isObj(x) ? { id, ...x } : x)) : [];
}

/** A theme colour as Printdeck keeps it ('#rrggbb'), or null. */
export function hexColor(v: unknown): string | null {
  const text = typeof v === 'string' ? v.trim() : '';
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(text);
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`;
  return /^#[0-9a-f]{6}$/i.test(text) ? text : null;
}

/** A colour for a macro button, or '' (the default). */
export const macroColor = (v: unknown): string => cssColor(v) ?? '';

/** Positive distances, each once, smallest first. */
export function distances(v: unknown): number[] {
  const list = Array.isArray(v) ? v : [];
  const numbers = list
    .map((x) => (typeof x === 'number' ? x : Number(x)))
    .filter((x) => Number.isFinite(x) && x > 0);
  return [...new Set(numbers)].sort((a, b) => a - b);
}

/** `prefix.key` for every key of `group` not in `used`. */
export function unusedKeys(group: unknown, prefix: string, used: readonly string[]): string[] {
  return Object.keys(obj(group))
    .filter((key) => !used.includes(key))
    .map((key) => (prefix ? `${prefix}.${key}` : key));
}

/** A stored key's path ('console', 'consoleFilters' → console.consoleFilters). */
export const keyPath = (...parts: string[]): string => parts.join('.');
