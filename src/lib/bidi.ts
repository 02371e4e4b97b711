// Text from a printer (a file name, a macro, a message) may carry Unicode's explicit direction
// controls: an override (U+202D/U+202E), an embedding (U+202A/U+202B) or an isolate (U+2066–U+2068)
// that it never closes. Put into a sentence ('Delete {{name}}?'), such a name would reverse or
// reorder the words after it. `closeBidi` closes what the text opens, so that its controls end
// where it ends and the sentence around it reads as written. Text without them is unchanged. Pure.

const PDF = '\u202C';
const PDI = '\u2069';
const EMBEDDINGS = new Set(['\u202A', '\u202B', '\u202D', '\u202E']);
const ISOLATES = new Set(['\u2066', '\u2067', '\u2068']);
const CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;

/**
 * The controls `text` leaves open, innermost last ('embedding' or 'isolate'), as Unicode's
 * bidirectional algorithm pairs them: PDF closes the last embedding or override opened after the
 * last open isolate, PDI closes the last open isolate and everything opened inside it; a closer
 * with nothing to close does nothing.
 */
export function openBidi(text: string): ('embedding' | 'isolate')[] {
  const stack: ('embedding' | 'isolate')[] = [];
  for (const char of text) {
    if (EMBEDDINGS.has(char)) stack.push('embedding');
    else if (ISOLATES.has(char)) stack.push('isolate');
    else if (char === PDF) {
      if (stack.at(-1) === 'embedding') stack.pop();
    } else if (char === '\u2069') {
      const at = stack.lastIndexOf('isolate');
      if (at >= 0) stack.length = at;
    }
  }
  return stack;
}

/** `text` with what it leaves open closed at its end (the same text when nothing is open). */
export function closeBidi(text: string): string {
  if (!CONTROLS.test(text)) return text;
  const open = openBidi(text);
  return text + open.reverse().map((kind) => (kind === 'isolate' ? PDI : PDF)).join('');
}
