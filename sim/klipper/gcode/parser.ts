// G-code line parsing: classic (`G1 X10 F3000`) and extended (`SET_X A=1 B="two words"`) commands.

export class CommandError extends Error {}

export interface ParsedLine {
  /** Upper-cased command name (`G1`, `SET_HEATER_TEMPERATURE`, `M117`). */
  command: string;
  /** Upper-cased parameter name → value (case kept for extended commands). */
  params: Record<string, string>;
  /** Text after the command word, original case (M117, ECHO, macros' rawparams). */
  rawParams: string;
  /** The line as sent, without comment. */
  line: string;
}

const CLASSIC = /^[A-Z]-?\d+(\.\d+)?$/;

/** Parses one line; returns null for blank/comment-only lines. */
export function parseLine(origLine: string): ParsedLine | null {
  let line = origLine.trim();
  const cpos = line.indexOf(';');
  if (cpos >= 0) line = line.slice(0, cpos).trim();
  line = line.replace(/^N\d+\s+/i, '');
  if (line === '') return null;
  const m = /^(\S+)\s*(.*)$/.exec(line);
  const word = (m?.[1] ?? '').toUpperCase();
  let rawParams = m?.[2] ?? '';
  let command = word;
  const classicGlued = /^([A-Z]-?\d+(?:\.\d+)?)([A-Z].*)$/.exec(word);
  if (classicGlued && /^[GMT]/.test(word)) {
    command = classicGlued[1] ?? word;
    rawParams = `${line.slice(command.length)}`.trim();
  }
  const params = CLASSIC.test(command) ? parseClassic(rawParams) : parseExtended(rawParams, line);
  return { command, params, rawParams, line };
}

function parseClassic(raw: string): Record<string, string> {
  const params: Record<string, string> = {};
  const re = /([A-Z_*])\s*("[^"]*"|[^\sA-Z]*)/g;
  for (const m of raw.toUpperCase().matchAll(re)) {
    const key = m[1] ?? '';
    if (!(key in params)) params[key] = (m[2] ?? '').replace(/^"|"$/g, '');
  }
  return params;
}

function parseExtended(raw: string, line: string): Record<string, string> {
  const params: Record<string, string> = {};
  let i = 0;
  while (i < raw.length) {
    while (i < raw.length && /\s/.test(raw[i] ?? '')) i++;
    if (i >= raw.length) break;
    const keyMatch = /^([^\s=]+)\s*=\s*/.exec(raw.slice(i));
    if (!keyMatch) {
      // A bare word without `=`: Klipper ignores such leftovers.
      while (i < raw.length && !/\s/.test(raw[i] ?? '')) i++;
      continue;
    }
    const key = (keyMatch[1] ?? '').toUpperCase();
    i += keyMatch[0].length;
    let value = '';
    const quote = raw[i];
    if (quote === '"' || quote === "'") {
      const end = raw.indexOf(quote, i + 1);
      if (end < 0) throw new CommandError(`Malformed command '${line}'`);
      value = raw.slice(i + 1, end);
      i = end + 1;
    } else {
      const start = i;
      while (i < raw.length && !/\s/.test(raw[i] ?? '')) i++;
      value = raw.slice(start, i);
    }
    params[key] = value;
  }
  return params;
}
