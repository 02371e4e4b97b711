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
export interface Fault {
  path: string;
  /** What was found there; 'html' is a web page (text that starts an HTML document). */
  kind: Kind | 'html';
  /** The start of the text found, when it is text. */
  excerpt?: string;
}

/** At most this many characters of text from a printer go into a message. */
export const EXCERPT_LENGTH = 80;

export function kindOf(value: unknown): Kind {
  if (value === null) return 'l';
  if (Array.isArray(value)) return 'a';
  return (typeof value)[0] as Kind;
}

/** Text that starts an HTML document: a web page, never a value Moonraker sends. */
const isPage = (text: string) => /^\s*(<!--[^]*?-->\s*)*<(!doctype html|html)\b/i.test(text);

/** What `value` is, as a fault at `path` (a long path from the printer's own names is cut). */
export function faultOf(value: unknown, path = ''): Fault {
  if (path.length > EXCERPT_LENGTH) path = `${path.slice(0, EXCERPT_LENGTH - 1)}…`;
  const kind = kindOf(value);
  if (kind !== 's') return { path, kind };
  if (isPage(value as string)) return { path, kind: 'html' };
  const text = (value as string).replace(/\s+/g, ' ').trim();
  const excerpt =
    text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1)}…` : text || undefined;
  return excerpt === undefined ? { path, kind } : { path, kind, excerpt };
}

/** The first place where `value` departs from `shape`, or null when it fits. */
export function findFault(value: unknown, shape: Shape, path = ''): Fault | null {
  const kind = kindOf(value);
  if (typeof shape === 'string') {
    const fits =
      shape === ''
        ? kind !== 'u'
        : shape.includes(kind) && !(kind === 's' && isPage(value as string));
    return fits ? null : faultOf(value, path);
  }
  if (Array.isArray(shape)) {
    if (kind !== 'a') return faultOf(value, path);
    const items = value as unknown[];
    for (let i = 0; i < items.length; i++) {
      const fault = findFault(items[i], shape[0] as Shape, `${path}[${i}]`);
      if (fault) return fault;
    }
    return null;
  }
  if (kind !== 'o') return faultOf(value, path);
  const record = value as Record<string, unknown>;
  const fields = shape as { readonly [field: string]: Shape };
  for (const key in fields) {
    const field = fields[key] as Shape;
    const names = key === '*' ? Object.keys(record) : [key.replace(/\?$/, '')];
    for (const name of names) {
      const item = record[name];
      if (item === undefined && key !== name) continue;
      const fault = findFault(item, field, path ? `${path}.${name}` : name);
      if (fault) return fault;
    }
  }
  return null;
}
