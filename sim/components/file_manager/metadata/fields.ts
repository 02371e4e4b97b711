// Small search helpers shared by the per-slicer parsers: the first, last, smallest or largest
// number a pattern captures, and a setter that skips what a file does not carry.

import type { FileMetadata } from '../../../../protocol/files';

export type SlicerFields = Partial<FileMetadata>;

/** A number as slicers write it: digits with an optional fraction. */
export const NUM = String.raw`(\d*\.?\d+)`;

/** The first capture of `re` in `text`. */
export function find(text: string, re: RegExp): string | undefined {
  return re.exec(text)?.[1];
}

/** The first capture of `re` as a number. */
export function findNum(text: string, re: RegExp): number | undefined {
  const s = find(text, re);
  if (s === undefined) return undefined;
  const n = Number.parseFloat(s);
  return Number.isFinite(n) ? n : undefined;
}

/** Every capture of `re` (made global) as numbers. */
export function findAllNums(text: string, re: RegExp): number[] {
  const global = re.global ? re : new RegExp(re.source, `${re.flags}g`);
  const out: number[] = [];
  for (const m of text.matchAll(global)) {
    const n = Number.parseFloat(m[1] ?? '');
    if (Number.isFinite(n)) out.push(n);
  }
  return out;
}

export function findMax(text: string, re: RegExp): number | undefined {
  const all = findAllNums(text, re);
  return all.length > 0 ? Math.max(...all) : undefined;
}

export function findMin(text: string, re: RegExp): number | undefined {
  const all = findAllNums(text, re);
  return all.length > 0 ? Math.min(...all) : undefined;
}

/** The text of a `key: value` style capture, trimmed and without surrounding quotes. */
export function findText(text: string, re: RegExp): string | undefined {
  const s = find(text, re);
  return s === undefined ? undefined : s.trim().replace(/^"(.*)"$/, '$1');
}

/** Sets only the fields that were found (undefined, NaN and empty strings are left out). */
export function assign(out: SlicerFields, fields: SlicerFields): SlicerFields {
  for (const [key, value] of Object.entries(fields) as [keyof FileMetadata, unknown][]) {
    if (value === undefined || value === '' || Number.isNaN(value)) continue;
    (out as Record<string, unknown>)[key] = value;
  }
  return out;
}
