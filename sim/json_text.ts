// JSON from clients, with the nesting limit of Moonraker's decoder: Python gives up on arrays and
// objects nested about a thousand deep (its recursion limit), so Moonraker answers a parse error
// there. The limit also keeps every value the simulator holds shallow enough to be sent back
// (JSON.stringify recurses, and a reply nested tens of thousands deep would throw). Pure functions.

/** The deepest nesting accepted (a top-level array or object is level 1). */
export const MAX_JSON_DEPTH = 1000;

/** The text nests arrays and objects deeper than `max` (strings are skipped, escapes honoured). */
export function nestsDeeperThan(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: the next character is escaped
      else if (c === 0x22) inString = false;
      continue;
    }
    if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth++;
      if (depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

export class JsonTooDeep extends SyntaxError {}

/** JSON.parse, refusing nesting deeper than MAX_JSON_DEPTH (throws a SyntaxError either way). */
export function parseJson(text: string): unknown {
  if (nestsDeeperThan(text)) throw new JsonTooDeep(`JSON nested deeper than ${MAX_JSON_DEPTH}`);
  return JSON.parse(text) as unknown;
}
