// Request arguments: query-string parsing with Moonraker's type hints and typed getters (§2.1).

import { ServerError } from './errors';
import { parseJson } from './json_text';
import { conversionError } from './python_values';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type ArgMap = Record<string, unknown>;

const TRANSPORT_KEYS = new Set(['_', 'token', 'access_token', 'connection_id']);

/** Query pairs of the decoded query, e.g. sim/percent.ts `parseQuery`. */
export type QueryPairs = Iterable<[string, string]>;

/** Parses `?a=1&b:int=2&c:json=[1]` into typed arguments; transport keys are dropped. */
export function parseQueryArgs(search: QueryPairs): ArgMap {
  const out: ArgMap = {};
  for (const [rawKey, value] of search) {
    const [key, hint] = splitHint(rawKey);
    if (TRANSPORT_KEYS.has(key)) continue;
    out[key] = convertHint(key, value, hint);
  }
  return out;
}

function splitHint(rawKey: string): [string, string | undefined] {
  const idx = rawKey.lastIndexOf(':');
  if (idx <= 0) return [rawKey, undefined];
  const hint = rawKey.slice(idx + 1);
  if (!['int', 'float', 'bool', 'json'].includes(hint)) return [rawKey, undefined];
  return [rawKey.slice(0, idx), hint];
}

function convertHint(key: string, value: string, hint: string | undefined): unknown {
  switch (hint) {
    case 'int': {
      const n = Number(value);
      if (!Number.isInteger(n) || value.trim() === '') throw conversionError(key, 'int', value);
      return n;
    }
    case 'float': {
      const n = Number(value);
      if (Number.isNaN(n) || value.trim() === '') throw conversionError(key, 'float', value);
      return n;
    }
    case 'bool':
      return value.toLowerCase() === 'true';
    case 'json':
      try {
        return parseJson(value);
      } catch {
        throw new ServerError(`Error decoding json for argument [${key}]: ${value}`);
      }
    default:
      return value;
  }
}

/** Object-style query (`?webhooks&toolhead=position,homed_axes`) → objects request. */
export function parseObjectsQuery(search: QueryPairs): Record<string, string[] | null> {
  const objects: Record<string, string[] | null> = {};
  for (const [key, value] of search) {
    if (TRANSPORT_KEYS.has(key)) continue;
    objects[key] = value === '' ? null : value.split(',').filter((f) => f !== '');
  }
  return objects;
}

/**
 * Typed accessors over a merged argument map, with Moonraker's error messages. `K` names the
 * arguments a handler may read (the method's params in protocol/methods.ts).
 */
export class Args<K extends string = string> {
  constructor(readonly raw: ArgMap) {}

  has(key: K): boolean {
    return this.raw[key] !== undefined;
  }

  str(key: K, def?: string): string {
    const v = this.raw[key];
    if (v === undefined || v === null) {
      if (def !== undefined) return def;
      throw new ServerError(`No data for argument: ${key}`);
    }
    if (typeof v === 'object') throw conversionError(key, 'str', JSON.stringify(v));
    return String(v);
  }

  int(key: K, def?: number): number {
    const v = this.raw[key];
    if (v === undefined || v === null) {
      if (def !== undefined) return def;
      throw new ServerError(`No data for argument: ${key}`);
    }
    const n = typeof v === 'number' ? v : Number(v);
    if (!Number.isFinite(n) || (typeof v === 'string' && v.trim() === ''))
      throw conversionError(key, 'int', v);
    return Math.trunc(n);
  }

  /**
   * Moonraker's get_boolean: a boolean, or the text 'true' / 'false' in any case; anything else
   * (1, 'yes', null) is refused with the value as received (text lowered).
   */
  bool(key: K, def: boolean): boolean {
    const v = this.raw[key];
    if (v === undefined) return def;
    if (typeof v === 'boolean') return v;
    if (typeof v === 'string') {
      const text = v.toLowerCase();
      if (text === 'true' || text === 'false') return text === 'true';
      throw conversionError(key, 'bool', text);
    }
    throw conversionError(key, 'bool', v);
  }

  /** Any value, required unless a default is given. */
  value(key: K): unknown {
    const v = this.raw[key];
    if (v === undefined) throw new ServerError(`No data for argument: ${key}`);
    return v;
  }
}

/** Python's type name of a received value, as Moonraker's list errors print it. */
function pyTypeName(v: unknown): string {
  if (v === null) return 'NoneType';
  if (typeof v === 'boolean') return 'bool';
  if (typeof v === 'number') return Number.isInteger(v) ? 'int' : 'float';
  return typeof v === 'object' ? 'dict' : typeof v;
}

/**
 * Moonraker's get_list: a list of strings, or a comma-separated string (blank entries dropped);
 * required unless a default is given.
 */
export function listArg(args: Args, key: string, def?: string[]): string[] {
  const v = args.raw[key];
  if (v === undefined) {
    if (def !== undefined) return def;
    throw new ServerError(`No data for argument: ${key}`);
  }
  if (typeof v === 'string')
    return v
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== '');
  if (Array.isArray(v)) {
    if (v.every((s) => typeof s === 'string')) return v as string[];
    throw new ServerError(
      `Invalid list format for argument '${key}', expected all values to be of type str.`,
    );
  }
  throw new ServerError(
    `Invalid value received for argument '${key}'.  Expected List type, received ${pyTypeName(v)}`,
  );
}
