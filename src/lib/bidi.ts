// Text from a printer (a file name, a macro, a message) may carry Unicode's explicit direction
// controls — an override (U+202D/U+202E), an embedding (U+202A/U+202B) or an isolate
// (U+2066–U+2068) that it never closes, or a closer (U+202C, U+2069) that would close the
// surrounding text's — or simply be written right to left (Hebrew, Arabic). Put into a sentence
// ('Delete {{name}}?', '{{author}} · 9:08 AM'), such a name would reverse or reorder the words
// after it: closing an override is not enough, its letters still pull the neutral characters and
// numbers that follow into their right-to-left run. `isolateBidi` makes the name a Unicode
// isolate (what HTML's <bdi> does), so the sentence around it reads as written. Text without
// either is unchanged. Pure.

const PDF = '\u202C';
const FSI = '\u2068';
const PDI = '\u2069';
const EMBEDDINGS = new Set(['\u202A', '\u202B', '\u202D', '\u202E']);
const ISOLATES = new Set(['\u2066', '\u2067', '\u2068']);
const CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;
/** A letter of a right-to-left script (Hebrew to NKo and their forms); not their digits. */
const RTL_LETTER =
  /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF\u{10800}-\u{10FFF}\u{1E800}-\u{1EFFF}]/u;
const LETTER = /\p{L}/u;

/** Whether `text` holds direction controls or right-to-left letters. */
function needsIsolate(text: string): boolean {
  if (CONTROLS.test(text)) return true;
  if (!RTL_LETTER.test(text)) return false;
  for (const char of text) if (RTL_LETTER.test(char) && LETTER.test(char)) return true;
  return false;
}

type Open = 'embedding' | 'isolate';

/**
 * Walks `text` as Unicode's bidirectional algorithm pairs its controls: PDF closes the last
 * embedding or override opened after the last open isolate, PDI closes the last open isolate and
 * everything opened inside it. Returns what stays open (innermost last) and the text without the
 * closers that had nothing to close (harmless alone, but in a sentence they would close the
 * sentence's own controls).
 */
function walk(text: string): { open: Open[]; kept: string } {
  const open: Open[] = [];
  let kept = '';
  for (const char of text) {
    if (EMBEDDINGS.has(char)) open.push('embedding');
    else if (ISOLATES.has(char)) open.push('isolate');
    else if (char === PDF) {
      if (open.at(-1) !== 'embedding') continue;
      open.pop();
    } else if (char === PDI) {
      const at = open.lastIndexOf('isolate');
      if (at < 0) continue;
      open.length = at;
    }
    kept += char;
  }
  return { open, kept };
}

/** The controls `text` leaves open, innermost last. */
export function openBidi(text: string): Open[] {
  return walk(text).open;
}

/** Whether `text` is one isolate already (a number that Printdeck keeps left to right, say). */
function isIsolate(text: string): boolean {
  if (!ISOLATES.has(text[0] ?? '') || !text.endsWith(PDI)) return false;
  // Walked as `walk` does: the first isolate must stay open until the last character closes it,
  // and no closer may be a stray one.
  const open: Open[] = [];
  const chars = [...text];
  for (let i = 0; i < chars.length; i++) {
    if (i > 0 && open.length === 0) return false;
    const char = chars[i] ?? '';
    if (EMBEDDINGS.has(char)) open.push('embedding');
    else if (ISOLATES.has(char)) open.push('isolate');
    else if (char === PDF) {
      if (open.at(-1) !== 'embedding') return false;
      open.pop();
    } else if (char === PDI) {
      const at = open.lastIndexOf('isolate');
      if (at < 0) return false;
      open.length = at;
    }
  }
  return open.length === 0;
}

/**
 * `text` as an isolate of its own — first-strong isolate, the text with what it opens closed and
 * its stray closers dropped, pop directional isolate — when it holds direction controls or
 * right-to-left letters; otherwise `text` itself.
 */
export function isolateBidi(text: string): string {
  if (!needsIsolate(text) || isIsolate(text)) return text;
  const { open, kept } = walk(text);
  const closers = open.reverse().map((kind) => (kind === 'isolate' ? PDI : PDF));
  return `${FSI}${kept}${closers.join('')}${PDI}`;
}

/**
 * Names from the printer joined into one text ('a, b, c'), each an isolate of its own, so that
 * one name cannot reorder the names after it.
 */
export function joinNames(names: readonly string[], separator = ', '): string {
  return names.map(isolateBidi).join(separator);
}
