// Python's shlex.split in POSIX mode, as Moonraker's shell command splits a command line. Pure.

/** Python's shlex.split (POSIX): words, single and double quotes, backslash escapes. */
export function shlexSplit(text: string): string[] {
  const out: string[] = [];
  let word: string | null = null;
  for (let i = 0; i < text.length; i++) {
    const c = text[i] ?? '';
    if (/\s/.test(c)) {
      if (word !== null) out.push(word);
      word = null;
    } else if (c === "'") {
      const end = text.indexOf("'", i + 1);
      if (end < 0) throw new Error('No closing quotation');
      word = (word ?? '') + text.slice(i + 1, end);
      i = end;
    } else if (c === '"') {
      let j = i + 1;
      let acc = '';
      for (; j < text.length && text[j] !== '"'; j++) {
        if (text[j] === '\\' && /["\\$`]/.test(text[j + 1] ?? '')) j++;
        acc += text[j] ?? '';
      }
      if (j >= text.length) throw new Error('No closing quotation');
      word = (word ?? '') + acc;
      i = j;
    } else if (c === '\\') {
      word = (word ?? '') + (text[i + 1] ?? '');
      i++;
    } else word = (word ?? '') + c;
  }
  if (word !== null) out.push(word);
  return out;
}
