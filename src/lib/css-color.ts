// A colour that reached Printdeck from the printer's database (a macro's colour, set by any client)
// goes into a style only when it is a colour and nothing else: a hex code, rgb()/hsl() of numbers,
// or a colour's name. Anything else — 'red;}*{display:none}', url(…), var(…), expression(…) —
// could end the style rule it is put in and restyle the page. Pure.

const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const FUNCTION = /^(?:rgba?|hsla?)\(\s*[-+\d.%\s,/]+\)$/i;
const NAME = /^[a-z]{3,20}$/i;

/** `value` as a CSS colour (trimmed), or null when it is not one. */
export function cssColor(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return HEX.test(text) || FUNCTION.test(text) || NAME.test(text) ? text : null;
}
