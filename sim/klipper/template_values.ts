// Values of the macro template language: undefined, lazy objects, Python-like truthiness and str(),
// attribute reads, `in`, and the filters (|default, |float, |int, |string ...).

export const UNDEFINED = Symbol('undefined');

/** An object whose entries are computed on demand (the `printer` object of a macro). */
export class LazyObject {
  constructor(
    private readonly getter: (key: string) => unknown,
    private readonly keys: () => string[],
  ) {}
  get(key: string): unknown {
    return this.getter(key);
  }
  has(key: string): boolean {
    return this.keys().includes(key);
  }
}

/** The keyword arguments of a call (`f(a, key=value)`), passed after the positional ones. */
export class KwArgs {
  constructor(readonly values: Record<string, unknown>) {}
}

export type Scope = Map<string, unknown>;
export class TemplateError extends Error {}

export function toNumber(v: unknown): number {
  if (typeof v === 'number') return v;
  if (typeof v === 'boolean') return v ? 1 : 0;
  const n = Number(typeof v === 'string' ? v.trim() : NaN);
  return Number.isFinite(n) ? n : 0;
}

export function truthy(v: unknown): boolean {
  if (v === UNDEFINED || v === null || v === undefined) return false;
  if (Array.isArray(v)) return v.length > 0;
  if (typeof v === 'object') return v instanceof LazyObject || Object.keys(v).length > 0;
  return Boolean(v);
}

/** Python-ish str(): floats keep a `.0`, booleans `True`/`False`. */
export function pyStr(v: unknown): string {
  if (v === UNDEFINED || v === undefined) return '';
  if (v === null) return 'None';
  if (typeof v === 'boolean') return v ? 'True' : 'False';
  if (typeof v === 'number') return String(v);
  if (typeof v === 'string') return v;
  return JSON.stringify(v);
}

export function attr(obj: unknown, key: string): unknown {
  if (obj instanceof LazyObject) return obj.get(key);
  if (Array.isArray(obj)) {
    const i = Number(key);
    return Number.isInteger(i) ? (obj[i < 0 ? obj.length + i : i] ?? UNDEFINED) : UNDEFINED;
  }
  if (typeof obj === 'object' && obj !== null && key in obj)
    return (obj as Record<string, unknown>)[key];
  return UNDEFINED;
}

export function contains(hay: unknown, needle: unknown): boolean {
  if (hay instanceof LazyObject) return hay.has(pyStr(needle));
  if (Array.isArray(hay)) return hay.includes(needle);
  if (typeof hay === 'string') return hay.includes(pyStr(needle));
  if (typeof hay === 'object' && hay !== null) return pyStr(needle) in hay;
  return false;
}

export const FILTERS: Record<string, (v: unknown, args: unknown[]) => unknown> = {
  default: (v, a) => (v === UNDEFINED ? (a[0] ?? '') : v),
  d: (v, a) => (v === UNDEFINED ? (a[0] ?? '') : v),
  float: (v) => toNumber(v),
  int: (v) => Math.trunc(toNumber(v)),
  string: (v) => pyStr(v),
  lower: (v) => pyStr(v).toLowerCase(),
  upper: (v) => pyStr(v).toUpperCase(),
  abs: (v) => Math.abs(toNumber(v)),
  round: (v, a) => {
    const p = 10 ** toNumber(a[0] ?? 0);
    return Math.round(toNumber(v) * p) / p;
  },
  length: (v) => (Array.isArray(v) || typeof v === 'string' ? v.length : 0),
  bool: (v) => truthy(v),
};
