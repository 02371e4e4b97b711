// Percent-decoding of request paths and query strings as Moonraker's web server decodes them: each
// `%XX` escape is a byte, a `%` that starts no escape stays as it is, and the bytes must then be
// UTF-8 (otherwise the request is a bad one). In a query, `+` is a space. Pure functions.

/** The decoded bytes are not UTF-8. */
export class BadEncoding extends Error {}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Decodes one path segment or query component; throws BadEncoding when it is no UTF-8. */
export function unquote(text: string, plusIsSpace = false): string {
  const source = plusIsSpace ? text.replace(/\+/g, ' ') : text;
  if (!source.includes('%')) return source;
  const bytes: number[] = [];
  const literal = new TextEncoder();
  for (let i = 0; i < source.length;) {
    const hex = source.slice(i + 1, i + 3);
    if (source[i] === '%' && /^[0-9a-fA-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 3;
      continue;
    }
    const code = source.codePointAt(i) ?? 0;
    const char = String.fromCodePoint(code);
    bytes.push(...literal.encode(char));
    i += char.length;
  }
  try {
    return utf8.decode(new Uint8Array(bytes));
  } catch {
    throw new BadEncoding(`Invalid unicode in ${JSON.stringify(text.slice(0, 40))}`);
  }
}

/**
 * `a=1&b=&c` → [['a', '1'], ['b', ''], ['c', '']] (blank values kept, empty fields skipped), each
 * part decoded by unquote with `+` as a space; throws BadEncoding.
 */
export function parseQuery(query: string): [string, string][] {
  const out: [string, string][] = [];
  for (const field of query.split('&')) {
    if (field === '') continue;
    const eq = field.indexOf('=');
    const key = eq < 0 ? field : field.slice(0, eq);
    const value = eq < 0 ? '' : field.slice(eq + 1);
    out.push([unquote(key, true), unquote(value, true)]);
  }
  return out;
}
