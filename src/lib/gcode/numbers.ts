// Decimal numbers read straight from G-code bytes (no string in between).
const MINUS = 45;
const PLUS = 43;
const DOT = 46;
const ZERO = 48;

/** 10^-i for the fraction digits of a number. */
export const INV10 = Array.from({ length: 20 }, (_, i) => 10 ** -i);

/** Where the last readNumber stopped (module state keeps the hot loop free of allocations). */
export let numberEnd = 0;

/** A decimal number at buf[i] (sign, digits, point, digits); NaN when there is none. */
export function readNumber(buf: Uint8Array, i: number, end: number): number {
  let negative = false;
  let c = buf[i];
  if (c === MINUS || c === PLUS) {
    negative = c === MINUS;
    i++;
  }
  let value = 0;
  let digits = 0;
  for (; i < end; i++) {
    const d = buf[i]! - ZERO;
    if (d < 0 || d > 9) break;
    value = value * 10 + d;
    digits++;
  }
  if (i < end && buf[i] === DOT) {
    i++;
    let fraction = 0;
    let places = 0;
    for (; i < end; i++) {
      const d = buf[i]! - ZERO;
      if (d < 0 || d > 9) break;
      if (places < 19) {
        fraction = fraction * 10 + d;
        places++;
      }
      digits++;
    }
    value += fraction * INV10[places]!;
  }
  c = buf[i]!;
  if ((c | 0x20) === 101 && digits > 0) {
    // An exponent (rare in G-code, but valid).
    let j = i + 1;
    let expNegative = false;
    if (buf[j] === MINUS || buf[j] === PLUS) expNegative = buf[j++] === MINUS;
    let exp = 0;
    const expStart = j;
    for (; j < end; j++) {
      const d = buf[j]! - ZERO;
      if (d < 0 || d > 9) break;
      exp = exp * 10 + d;
    }
    if (j > expStart) {
      value *= 10 ** (expNegative ? -exp : exp);
      i = j;
    }
  }
  numberEnd = i;
  if (digits === 0) return NaN;
  return negative ? -value : value;
}
