// The shape of an answer Printdeck relies on, and where a printer's answer departs from it.
//
// A shape is one of:
// - a string of the kinds allowed: s text (never a web page), n number, b true/false, l null,
//   a list, o object; '' allows any value that is present;
// - a one-item list `[item]`: a list whose every entry has the item's shape (further items are
//   not read);
// - an object: each field's shape. A field named `name?` may be absent; the field '*' gives the
//   shape of every value (a map keyed by names, like Klipper's objects).
// Only what the dashboard reads is described: other fields may come and go with versions.

export type Shape = string | readonly Shape[] | { readonly [field: string]: Shape };

/** A value's kind, by the letters above; u: absent. */
export type Kind = 's' | 'n' | 'b' | 'l' | 'a' | 'o' | 'u';

/** Where an answer departs from its shape: the field's path ('' for the whole answer) and what is there. */
export interface Misfit {
  path: string;
  value: unknown;
}

export function kindOf(value: unknown): Kind {
  if (value === null) return 'l';
  if (Array.isArray(value)) return 'a';
  return (typeof value)[0] as Kind;
}

/** Text that starts an HTML document: a web page, never a value Moonraker sends. */
export const isPage = (text: string) => /^\s*(<!--[^]*?-->\s*)*<(!doctype html|html)\b/i.test(text);

/** The first place where `value` departs from `shape`, or null when it fits. */
export function findMisfit(value: unknown, shape: Shape, path = ''): Misfit | null {
  const kind = kindOf(value);
  if (typeof shape === 'string') {
    const fits =
      shape === ''
        ? kind !== 'u'
        : shape.includes(kind) && !(kind === 's' && isPage(value as string));
    return fits ? null : { path, value };
  }
  if (Array.isArray(shape)) {
    if (kind !== 'a') return { path, value };
    const items = value as unknown[];
    for (let i = 0; i < items.length; i++) {
      const fault = findMisfit(items[i], shape[0] as Shape, `${path}[${i}]`);
      if (fault) return fault;
    }
    return null;
  }
  if (kind !== 'o') return { path, value };
  const record = value as Record<string, unknown>;
  const fields = shape as { readonly [field: string]: Shape };
  for (const key in fields) {
    const field = fields[key] as Shape;
    const names = key === '*' ? Object.keys(record) : [key.replace(/\?$/, '')];
    for (const name of names) {
      const item = record[name];
      if (item === undefined && key !== name) continue;
      const fault = findMisfit(item, field, path ? `${path}.${name}` : name);
      if (fault) return fault;
    }
  }
  return null;
}
