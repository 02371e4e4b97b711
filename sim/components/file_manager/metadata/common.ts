// Shared helpers of the metadata parsers: bounded head/tail reads and small text/number utilities.

import { open } from 'node:fs/promises';

/** Bytes read from each end of a G-code file (Moonraker reads 512 KiB too). */
export const CHUNK = 512 * 1024;

export interface FileSlices {
  size: number;
  head: string;
  tail: string;
  /** Byte offset of `tail` in the file. */
  tailOffset: number;
}

/** Reads only the first and the last CHUNK bytes (never the whole file). */
export async function readSlices(path: string): Promise<FileSlices> {
  const fh = await open(path, 'r');
  try {
    const { size } = await fh.stat();
    const headLen = Math.min(size, CHUNK);
    const head = Buffer.alloc(headLen);
    await fh.read(head, 0, headLen, 0);
    const tailOffset = Math.max(0, size - CHUNK);
    const tail = Buffer.alloc(size - tailOffset);
    await fh.read(tail, 0, tail.length, tailOffset);
    return { size, head: head.toString('latin1'), tail: tail.toString('latin1'), tailOffset };
  } finally {
    await fh.close();
  }
}

/** Text decoded as latin1 (1 byte = 1 char, so indices are byte offsets) → proper UTF-8. */
export function utf8(latin1: string): string {
  return Buffer.from(latin1, 'latin1').toString('utf8');
}

export function round(n: number, digits = 2): number {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}

export function num(s: string | undefined): number | undefined {
  if (s === undefined) return undefined;
  const n = Number.parseFloat(s);
  return Number.isFinite(n) ? n : undefined;
}

/** First number of a comma/semicolon separated per-extruder list. */
export function firstNum(s: string | undefined): number | undefined {
  return num(s?.split(/[,;]/)[0]);
}

export function numList(s: string | undefined): number[] {
  if (s === undefined || s.trim() === '') return [];
  return s
    .split(/[,;]/)
    .map((p) => Number.parseFloat(p))
    .filter((n) => Number.isFinite(n));
}

/** The last capture of `re` (global flag required) in `text`. */
export function lastMatch(text: string, re: RegExp): string | undefined {
  let found: string | undefined;
  for (const m of text.matchAll(re)) found = m[1];
  return found;
}

/** "1d 14h 51m 21s" → seconds. */
export function parseDuration(s: string | undefined): number | undefined {
  if (s === undefined) return undefined;
  const units: Record<string, number> = { d: 86400, h: 3600, m: 60, s: 1 };
  let total = 0;
  let seen = false;
  for (const m of s.matchAll(/(\d+(?:\.\d+)?)\s*([dhms])/g)) {
    total += Number(m[1]) * (units[m[2] ?? 's'] ?? 0);
    seen = true;
  }
  return seen ? Math.round(total) : undefined;
}

/** Byte offset of the first line that is not a comment or empty (in the head). */
export function gcodeStartByte(head: string): number | undefined {
  const m = /(^|\n)[^;\n\r]/.exec(head);
  if (!m) return undefined;
  return m.index + (m[1] ?? '').length;
}

/** Byte offset just past the last non-comment line (in the tail). */
export function gcodeEndByte(tail: string, tailOffset: number): number | undefined {
  const lines = tail.split('\n');
  let pos = tail.length;
  for (let i = lines.length - 1; i >= 0; i--) {
    const line = lines[i] ?? '';
    const start = pos - line.length;
    const t = line.trim();
    if (t !== '' && !t.startsWith(';')) return tailOffset + Math.min(tail.length, pos + 1);
    pos = start - 1;
  }
  return undefined;
}
