// Byte values the G-code parser looks for, and how its move arrays grow.
export const LF = 10;
export const CR = 13;
export const SPACE = 32;
export const TAB = 9;
export const SEMI = 59;
export const UNDERSCORE = 95;
// Upper-case letters (a byte & 0xdf turns a lower-case letter into upper case).
export const CHAR = {
  A: 65,
  C: 67,
  E: 69,
  F: 70,
  G: 71,
  I: 73,
  J: 74,
  L: 76,
  M: 77,
  R: 82,
  S: 83,
  T: 84,
};
export const X = 88;
export const Y = 89;
export const Z = 90;

type MoveArray = Float32Array | Uint8Array | Uint16Array | Uint32Array;

/** A longer copy of a move array. */
export function grown<T extends MoveArray>(array: T, length: number): T {
  const copy = new (array.constructor as new (length: number) => T)(length);
  copy.set(array);
  return copy;
}
