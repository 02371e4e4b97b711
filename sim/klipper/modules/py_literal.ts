// Python literals as save_variables stores them: ast.literal_eval for reading a value and repr() for
// writing it back (numbers, strings, True/False/None, lists, tuples, dicts).

export type PyValue = number | string | boolean | null | PyValue[] | { [key: string]: PyValue };

export class PyLiteralError extends Error {}

export function parsePyLiteral(text: string): PyValue {
  let i = 0;
  const ws = (): void => {
    while (i < text.length && /\s/.test(text[i] ?? '')) i++;
  };
  const fail = (): never => {
    throw new PyLiteralError(`malformed literal: ${text}`);
  };
  const value = (): PyValue => {
    ws();
    const c = text[i];
    if (c === '[' || c === '(') return seq(c === '[' ? ']' : ')');
    if (c === '{') return dict();
    if (c === "'" || c === '"') return str(c);
    const m =
      /^[-+]?(?:\d+\.?\d*(?:[eE][-+]?\d+)?|\.\d+(?:[eE][-+]?\d+)?|inf)|^True|^False|^None/.exec(
        text.slice(i),
      );
    if (!m) return fail();
    i += m[0].length;
    if (m[0] === 'True') return true;
    if (m[0] === 'False') return false;
    if (m[0] === 'None') return null;
    return Number(m[0].replace('inf', 'Infinity'));
  };
  const seq = (close: string): PyValue[] => {
    i++;
    const out: PyValue[] = [];
    for (;;) {
      ws();
      if (text[i] === close) break;
      out.push(value());
      ws();
      if (text[i] === ',') i++;
      else if (text[i] !== close) fail();
    }
    i++;
    return out;
  };
  const dict = (): { [key: string]: PyValue } => {
    i++;
    const out: { [key: string]: PyValue } = {};
    for (;;) {
      ws();
      if (text[i] === '}') break;
      const k = value();
      ws();
      if (text[i] !== ':') fail();
      i++;
      out[String(k)] = value();
      ws();
      if (text[i] === ',') i++;
      else if (text[i] !== '}') fail();
    }
    i++;
    return out;
  };
  const str = (q: string): string => {
    i++;
    let out = '';
    while (i < text.length && text[i] !== q) {
      if (text[i] === '\\') {
        i++;
        const e = text[i] ?? '';
        out += e === 'n' ? '\n' : e === 't' ? '\t' : e;
      } else out += text[i];
      i++;
    }
    if (text[i] !== q) fail();
    i++;
    return out;
  };
  const v = value();
  ws();
  if (i !== text.length) fail();
  return v;
}

/** Python's repr() of a value parsed above. */
export function pyRepr(v: PyValue): string {
  if (v === null) return 'None';
  if (v === true) return 'True';
  if (v === false) return 'False';
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) return v > 0 ? 'inf' : '-inf';
    return String(v);
  }
  if (typeof v === 'string') return `'${v.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  if (Array.isArray(v)) return `[${v.map(pyRepr).join(', ')}]`;
  return `{${Object.entries(v)
    .map(([k, x]) => `${pyRepr(k)}: ${pyRepr(x)}`)
    .join(', ')}}`;
}
