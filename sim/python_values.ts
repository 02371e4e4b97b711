// Python's view of values, as Moonraker's messages and conversions show it: str() and repr() of a
// received value, int() and float() of text, a request argument converted by WebRequest's getters,
// and a moonraker.conf option read by configparser's. Pure: no I/O.

import type { Json } from './args';
import { ServerError } from './errors';

export type PyType = 'str' | 'bool' | 'int' | 'float';

/** Python's str() of a float: `10.0`, `0.5`. */
export function pyFloat(n: number): string {
  return Number.isInteger(n) ? n.toFixed(1) : String(n);
}

/**
 * JSON as Python's json.dumps writes it (', ' and ': ' separators); with `floats`, every number is
 * a Python float (10.0), as for values Klipper holds as floats.
 */
export function pyJson(value: unknown, floats = false): string {
  if (Array.isArray(value)) return `[${value.map((v) => pyJson(v, floats)).join(', ')}]`;
  if (floats && typeof value === 'number') return pyFloat(value);
  if (value !== null && typeof value === 'object')
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}: ${pyJson(v, floats)}`)
      .join(', ')}}`;
  return JSON.stringify(value);
}

/** Python's str() of a received value, as Moonraker's conversion errors print it. */
export function pyStr(value: unknown): string {
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return `[${value.map(pyRepr).join(', ')}]`;
  if (typeof value === 'object')
    return `{${Object.entries(value)
      .map(([k, v]) => `${pyRepr(k)}: ${pyRepr(v)}`)
      .join(', ')}}`;
  return String(value);
}

function pyRepr(value: unknown): string {
  return typeof value === 'string'
    ? `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`
    : pyStr(value);
}

const INT_TEXT = /^[+-]?\d+(_\d+)*$/;
const FLOAT_TEXT = /^[+-]?((\d+(_\d+)*)?\.?\d+(_\d+)*([eE][+-]?\d+)?|\d+(_\d+)*\.)$/;

/** Python's int(text) (whitespace around, a sign, `_` between digits), or null. */
export function pyIntOfText(text: string): number | null {
  const t = text.trim();
  return INT_TEXT.test(t) ? Number(t.replace(/_/g, '')) : null;
}

/** Python's float(text) for finite numbers, or null. */
export function pyFloatOfText(text: string): number | null {
  const t = text.trim();
  if (!FLOAT_TEXT.test(t)) return null;
  const n = Number(t.replace(/_/g, ''));
  return Number.isFinite(n) ? n : null;
}

/** Moonraker's error for a request argument that does not convert to `type`. */
export function conversionError(key: string, type: string, value: unknown): ServerError {
  return new ServerError(
    `Unable to convert argument [${key}] to <class '${type}'>: value received: ${pyStr(value)}`,
  );
}

/**
 * A POSTed value converted to `type` as Moonraker's WebRequest does: `get` for a str (the value as
 * sent, not converted), `get_boolean` ('true'/'false' in any case, or a boolean), `get_int` and
 * `get_float` (Python's int() and float(): numbers, booleans, numeric text).
 */
export function convertPosted(key: string, type: PyType, value: unknown): Json {
  switch (type) {
    case 'str':
      return value as Json;
    case 'bool':
      if (typeof value === 'boolean') return value;
      if (typeof value === 'string' && ['true', 'false'].includes(value.toLowerCase()))
        return value.toLowerCase() === 'true';
      throw conversionError(key, type, value);
    case 'int': {
      if (typeof value === 'boolean') return value ? 1 : 0;
      if (typeof value === 'number' && Number.isFinite(value)) return Math.trunc(value);
      const n = typeof value === 'string' ? pyIntOfText(value) : null;
      if (n === null) throw conversionError(key, type, value);
      return n;
    }
    case 'float': {
      if (typeof value === 'boolean') return value ? 1 : 0;
      if (typeof value === 'number' && Number.isFinite(value)) return value;
      const n = typeof value === 'string' ? pyFloatOfText(value) : null;
      if (n === null) throw conversionError(key, type, value);
      return n;
    }
  }
}

export class ConfValueError extends Error {}

const TRUE_WORDS = ['1', 'yes', 'true', 'on'];
const FALSE_WORDS = ['0', 'no', 'false', 'off'];

/** A moonraker.conf value read as configparser's get / getboolean / getint / getfloat read it. */
export function convertConf(section: string, option: string, type: PyType, text: string): Json {
  const fail = (why: string): never => {
    throw new ConfValueError(
      `[${section}]: Option '${option}' encountered the following error while parsing: ${why}`,
    );
  };
  switch (type) {
    case 'str':
      return text;
    case 'bool': {
      const word = text.toLowerCase();
      if (TRUE_WORDS.includes(word)) return true;
      if (FALSE_WORDS.includes(word)) return false;
      return fail(`Not a boolean: ${text}`);
    }
    case 'int':
      return pyIntOfText(text) ?? fail(`invalid literal for int() with base 10: '${text}'`);
    case 'float':
      return pyFloatOfText(text) ?? fail(`could not convert string to float: '${text}'`);
  }
}
