// AssemblyScript, compiled to WebAssembly by scripts/build-gcode-wasm.mjs (the bytes are committed
// in ../scan-wasm.ts). The G-code parser's hot loop: G0/G1 lines (and lines that change nothing:
// most M codes, comments that cannot be layer comments, blank lines) read straight from the bytes,
// each move written to output areas that parser.ts copies into its arrays. It stops at any other
// line and hands it to parser-core.ts. The arithmetic is the one parser-core.ts does, operation for
// operation, so the results are the same to the bit.

// Memory layout (byte offsets; parser.ts reads them from these exported constants).
/** State, 32 f64 slots (STATE_* below). */
export const STATE: i32 = 0;
/** 10^-i for i < 16, written by parser.ts (the same doubles as numbers.ts's INV10). */
export const INV10: i32 = 256;
/** The window of input bytes: whole lines, each ending with LF. */
export const INPUT: i32 = 1024;
export const INPUT_BYTES: i32 = 1 << 16;
/** Room for the moves of one window (a move's line takes more than 4 bytes). */
export const MAX_MOVES: i32 = INPUT_BYTES >> 2;
export const OUT_POSITIONS: i32 = INPUT + INPUT_BYTES + 1024; // f32 x, y, z per move
export const OUT_EXTRUSION: i32 = OUT_POSITIONS + MAX_MOVES * 12; // f32
export const OUT_FILE_POSITION: i32 = OUT_EXTRUSION + MAX_MOVES * 4; // u32
export const OUT_Z_STARTS: i32 = OUT_FILE_POSITION + MAX_MOVES * 4; // u32
export const OUT_KIND: i32 = OUT_Z_STARTS + MAX_MOVES * 4; // u8
export const MEMORY_END: i32 = OUT_KIND + MAX_MOVES;

// State slots (f64 each) at STATE.
export const STATE_X: i32 = 0;
export const STATE_Y: i32 = 1;
export const STATE_Z: i32 = 2;
export const STATE_E: i32 = 3;
export const STATE_Z_LAYER: i32 = 4;
/** Moves before this call (index of the first move written). */
export const STATE_N: i32 = 5;
export const STATE_RUN_START: i32 = 6;
/** Layer starts found by height so far (before the call). */
export const STATE_Z_COUNT: i32 = 7;
/** 1 when X, Y, Z are absolute (G90). */
export const STATE_ABSOLUTE: i32 = 8;
/** 1 when E is absolute too (G90 and M82). */
export const STATE_ABSOLUTE_E: i32 = 9;
/** 1 when G92 left an offset on X, Y or Z: G0/G1 go to parser-core.ts. */
export const STATE_OFFSETS: i32 = 10;
/** Out: moves written / layer starts written by the call. */
export const STATE_MOVES_OUT: i32 = 11;
export const STATE_Z_OUT: i32 = 12;
/** In and out: min x, y, z, max x, y, z of the extruding moves' ends (six slots). */
export const STATE_BOX: i32 = 13;

const LF = 10;
const CR = 13;
const TAB = 9;
const SPACE = 32;
const SEMI = 59;
const MINUS = 45;
const PLUS = 43;
const DOT = 46;
const ZERO = 48;
const G = 71;
const M = 77;
const C = 67;
const L = 76;
const LOWER_L = 108;
const E = 69;
const X = 88;
const Y = 89;
const Z = 90;

const TRAVEL = 0;
const EXTRUDE = 1;
const RETRACT = 2;
const UNRETRACT = 3;

/** A decimal digit: one unsigned comparison instead of two. */
function isDigit(c: i32): bool {
  return <u32>(c - ZERO) <= 9;
}

function byte(p: i32): i32 {
  return <i32>load<u8>(p);
}

function slot(i: i32): f64 {
  return load<f64>(STATE + (i << 3));
}

function setSlot(i: i32, v: f64): void {
  store<f64>(STATE + (i << 3), v);
}

/** Past the LF of the line at p. */
function nextLine(p: i32): i32 {
  while (byte(p) != LF) p++;
  return p + 1;
}

/**
 * Lines of INPUT[from, length) (byte `at` of the file is INPUT[0]); returns where it stopped: length,
 * or the start of a line for parser-core.ts.
 */
export function scan(from: i32, length: i32, at: i32): i32 {
  let x = slot(STATE_X);
  let y = slot(STATE_Y);
  let z = slot(STATE_Z);
  let e = slot(STATE_E);
  let zLayer = slot(STATE_Z_LAYER);
  const n0 = <i32>slot(STATE_N);
  let runStart = <i32>slot(STATE_RUN_START);
  let zCount = <i32>slot(STATE_Z_COUNT);
  const absolute = slot(STATE_ABSOLUTE) != 0;
  const absoluteE = slot(STATE_ABSOLUTE_E) != 0;
  const offsets = slot(STATE_OFFSETS) != 0;
  let minX = slot(STATE_BOX);
  let minY = slot(STATE_BOX + 1);
  let minZ = slot(STATE_BOX + 2);
  let maxX = slot(STATE_BOX + 3);
  let maxY = slot(STATE_BOX + 4);
  let maxZ = slot(STATE_BOX + 5);
  let extruded = false; // whether the last move extruded (its end is in the box)
  let k = 0;
  let zOut = 0;
  const stop = INPUT + length;
  let i = INPUT + from;
  let handOver = stop;

  while (i < stop) {
    const lineStart = i;
    let c = byte(i);
    while (c == SPACE || c == TAB) c = byte(++i);
    const letter0 = c & 0xdf;
    const c1 = byte(i + 1);
    const c2 = byte(i + 2);
    if (
      offsets ||
      letter0 != G ||
      (c1 != 49 && c1 != ZERO) ||
      !(c2 == SPACE || c2 == TAB || c2 == LF || c2 == CR || c2 == SEMI)
    ) {
      // Lines that parser-core.ts would read without any effect are passed over here.
      if (c == LF) {
        i++;
        continue;
      }
      if (c == SEMI) {
        let j = i + 1;
        while (byte(j) == SPACE) j++;
        const f = byte(j);
        if (f != L && f != C && f != LOWER_L) {
          i = nextLine(j);
          continue;
        }
      } else if (letter0 == M && isDigit(c1)) {
        // M<integer> other than M82 / M83 (no fraction or exponent, which a careful reader takes).
        let j = i + 1;
        let code = 0;
        let d = c1;
        while (isDigit(d) && j - i < 7) {
          code = code * 10 + (d - ZERO);
          d = byte(++j);
        }
        if (!isDigit(d) && d != DOT && (d | 0x20) != 101 && code != 82 && code != 83) {
          i = nextLine(j);
          continue;
        }
      }
      handOver = lineStart;
      break;
    }
    let vx = NaN;
    let vy = NaN;
    let vz = NaN;
    let ve = NaN;
    let fast = true;
    i += 2;
    for (;;) {
      c = byte(i);
      if (c == SPACE) {
        i++;
        continue;
      }
      const letter = c & 0xdf;
      if (letter == X || letter == Y || letter == Z || letter == E) {
        // All digits into one integer, then scaled by the places after the point.
        c = byte(++i);
        let negative = false;
        if (c == MINUS) {
          negative = true;
          c = byte(++i);
        } else if (c == PLUS) c = byte(++i);
        const numberStart = i;
        let m = 0;
        while (isDigit(c)) {
          m = m * 10 + (c - ZERO);
          c = byte(++i);
        }
        let places = 0;
        let digits = i - numberStart;
        if (c == DOT) {
          const fractionStart = ++i;
          c = byte(i);
          while (isDigit(c)) {
            m = m * 10 + (c - ZERO);
            c = byte(++i);
          }
          places = i - fractionStart;
          digits += places;
        }
        if (((c | 0x20) == 101 && digits > 0) || digits > 9) {
          fast = false; // an exponent or a long number: parser-core.ts takes this line
          break;
        }
        if (digits == 0) continue;
        let v: f64 = places == 0 ? <f64>m : <f64>m * load<f64>(INV10 + (places << 3));
        if (negative) v = -v;
        if (letter == X) vx = v;
        else if (letter == Y) vy = v;
        else if (letter == Z) vz = v;
        else ve = v;
      } else if (c == LF) break;
      else if (c == SEMI) {
        i = nextLine(i) - 1;
        break;
      } else {
        // Another parameter (F) or a stray character: past its value.
        c = byte(++i);
        while (isDigit(c) || c == DOT || c == MINUS) c = byte(++i);
      }
    }
    if (!fast) {
      handOver = lineStart;
      break;
    }
    i++; // past the LF

    const nx = vx == vx ? (absolute ? vx : x + vx) : x;
    const ny = vy == vy ? (absolute ? vy : y + vy) : y;
    const nz = vz == vz ? (absolute ? vz : z + vz) : z;
    let de: f64 = 0;
    if (ve == ve) {
      if (absoluteE) {
        de = ve - e;
        e = ve;
      } else {
        de = ve;
        e += ve;
      }
    }
    const moved = nx != x || ny != y || nz != z;
    let kind: i32;
    if (de > 0) kind = moved ? EXTRUDE : UNRETRACT;
    else if (de < 0) kind = RETRACT;
    else if (moved) kind = TRAVEL;
    else continue;
    const n = n0 + k;
    if (kind == EXTRUDE) {
      if (nz != zLayer) {
        if (!(Math.abs(nz - zLayer) < 1e-4)) {
          store<u32>(OUT_Z_STARTS + (zOut << 2), zCount == 0 ? 0 : runStart);
          zOut++;
          zCount++;
        }
        zLayer = nz;
      }
      runStart = n + 1;
      // The box, as layers.ts widens it: both ends, as stored (f32), in order.
      if (!extruded) {
        const sx = <f64>(<f32>x);
        const sy = <f64>(<f32>y);
        const sz = <f64>(<f32>z);
        if (sx < minX) minX = sx;
        if (sx > maxX) maxX = sx;
        if (sy < minY) minY = sy;
        if (sy > maxY) maxY = sy;
        if (sz < minZ) minZ = sz;
        if (sz > maxZ) maxZ = sz;
      }
      const ex = <f64>(<f32>nx);
      const ey = <f64>(<f32>ny);
      const ez = <f64>(<f32>nz);
      if (ex < minX) minX = ex;
      if (ex > maxX) maxX = ex;
      if (ey < minY) minY = ey;
      if (ey > maxY) maxY = ey;
      if (ez < minZ) minZ = ez;
      if (ez > maxZ) maxZ = ez;
      extruded = true;
    } else extruded = false;
    const p = OUT_POSITIONS + k * 12;
    store<f32>(p, <f32>nx);
    store<f32>(p, <f32>ny, 4);
    store<f32>(p, <f32>nz, 8);
    store<f32>(OUT_EXTRUSION + (k << 2), <f32>de);
    store<u32>(OUT_FILE_POSITION + (k << 2), at + (lineStart - INPUT));
    store<u8>(OUT_KIND + k, kind);
    k++;
    x = nx;
    y = ny;
    z = nz;
  }

  setSlot(STATE_X, x);
  setSlot(STATE_Y, y);
  setSlot(STATE_Z, z);
  setSlot(STATE_E, e);
  setSlot(STATE_Z_LAYER, zLayer);
  setSlot(STATE_RUN_START, <f64>runStart);
  setSlot(STATE_Z_COUNT, <f64>zCount);
  setSlot(STATE_BOX, minX);
  setSlot(STATE_BOX + 1, minY);
  setSlot(STATE_BOX + 2, minZ);
  setSlot(STATE_BOX + 3, maxX);
  setSlot(STATE_BOX + 4, maxY);
  setSlot(STATE_BOX + 5, maxZ);
  setSlot(STATE_MOVES_OUT, <f64>k);
  setSlot(STATE_Z_OUT, <f64>zOut);
  return handOver - INPUT;
}
