// sameShape(expected, actual): compares keys and value types recursively; returns the path of the first
// difference or null. Arrays compare every actual element against the recorded elements' shape.

export interface ShapeOptions {
  /** Paths (`a.b`; `*` matches one segment, `name*` a segment starting with `name`) whose keys are data, not schema: only keys present in both
   * are compared (config sections, command tables, per-printer object names...). */
  dynamicKeys?: string[];
  /** Paths where the recording's value legitimately varies in type (e.g. null where a number can appear). */
  anyType?: string[];
}

function typeOf(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  return typeof v;
}

function matches(patterns: string[] | undefined, path: string): boolean {
  return (patterns ?? []).some((p) => {
    const a = p.split('.');
    const b = path.split('.');
    return (
      a.length === b.length &&
      a.every(
        (s, i) =>
          s === '*' || s === b[i] || (s.endsWith('*') && (b[i] ?? '').startsWith(s.slice(0, -1))),
      )
    );
  });
}

export function sameShape(
  expected: unknown,
  actual: unknown,
  opts: ShapeOptions = {},
  path = '$',
): string | null {
  if (matches(opts.anyType, path)) return null;
  const te = typeOf(expected);
  const ta = typeOf(actual);
  // A recorded null stands for "may be null": it matches null only, unless listed in anyType.
  if (te !== ta) return `${path}: expected ${te}, got ${ta}`;
  if (te === 'array') {
    const e = expected as unknown[];
    const a = actual as unknown[];
    if (e.length === 0) return null;
    for (let i = 0; i < a.length; i++) {
      const diff = sameShape(e[Math.min(i, e.length - 1)], a[i], opts, `${path}[]`);
      if (diff) return diff.replace(`${path}[]`, `${path}[${i}]`);
    }
    return null;
  }
  if (te === 'object') {
    const e = expected as Record<string, unknown>;
    const a = actual as Record<string, unknown>;
    const dynamic = matches(opts.dynamicKeys, path);
    if (!dynamic) {
      for (const k of Object.keys(e)) if (!(k in a)) return `${path}.${k}: missing`;
      for (const k of Object.keys(a)) if (!(k in e)) return `${path}.${k}: unexpected key`;
    }
    for (const k of Object.keys(e)) {
      if (!(k in a)) continue;
      const diff = sameShape(e[k], a[k], opts, `${path}.${k}`);
      if (diff) return diff;
    }
  }
  return null;
}
