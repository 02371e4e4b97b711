// The G-code parser of the preview: bytes in (streamed in chunks of any size), typed arrays out
// (types.ts). It reads the bytes directly — no string per line, no object per move. G0/G1, nearly
// every line of a sliced file, are read here in one loop with the parser's state in local
// variables; every other line goes to parser-core.ts.
import { chooseLayers, extent, layerHeights } from './layers';
import { INV10 } from './numbers';
import { CHAR, LF, SEMI, SPACE, TAB, X, Y, Z } from './chars';
import { ParserCore, type ParserOptions } from './parser-core';
import { MOVE_KIND, type ParsedGcode } from './types';

export type { ParserOptions } from './parser-core';

const CR = 13;
const MINUS = 45;
const PLUS = 43;
const DOT = 46;
const ZERO = 48;
const NINE = 57;
const ONE = 49;
const EXTRUDE: number = MOVE_KIND.extrude;

export class GcodeParser extends ParserCore {
  /** Parse a chunk; a line cut at its end waits for the next chunk. */
  push(chunk: Uint8Array): void {
    let start = 0;
    const end = chunk.length;
    const base = this.offset;
    if (this.carry) {
      const carry = this.carry;
      const nl = chunk.indexOf(LF);
      if (nl < 0) {
        const joined = new Uint8Array(carry.length + end);
        joined.set(carry);
        joined.set(chunk, carry.length);
        this.carry = joined;
        this.offset = base + end;
        return;
      }
      const line = new Uint8Array(carry.length + nl + 1);
      line.set(carry);
      line.set(chunk.subarray(0, nl + 1), carry.length);
      this.carry = null;
      this.scan(line, 0, line.length, base - carry.length);
      start = nl + 1;
    }
    const last = chunk.lastIndexOf(LF);
    if (last >= start) {
      this.scan(chunk, start, last + 1, base);
      start = last + 1;
    }
    if (start < end) this.carry = chunk.slice(start);
    this.offset = base + end;
  }

  /** The last line (if the file does not end with a newline) and the result. */
  finish(): ParsedGcode {
    if (this.carry) {
      const carry = this.carry;
      this.carry = null;
      const line = new Uint8Array(carry.length + 1);
      line.set(carry);
      line[carry.length] = LF;
      this.scan(line, 0, line.length, this.offset - carry.length);
    }
    const n = this.n;
    const layerFirstMove = Uint32Array.from(
      chooseLayers(n, this.markerStarts, this.statsStarts, this.zStarts),
    );
    const layerZ = layerHeights(layerFirstMove, n, this.kinds, this.positions);
    return {
      bytes: this.offset,
      moveCount: n,
      positions: this.positions,
      extrusion: this.extrusion,
      kind: this.kinds,
      tool: this.tools,
      filePosition: this.filePositions,
      object: this.objectOf,
      layerCount: layerFirstMove.length,
      layerZ,
      layerFirstMove,
      bounds: extent(n, this.kinds, this.positions),
      objects: this.objects,
      unsupportedArcs: this.unsupportedArcs,
      totalLayerHint: this.totalLayerHint,
    };
  }

  /**
   * Whole lines buf[i, stop), each ending with LF; buf[k] is byte base + k of the file. G0/G1 are
   * handled inline; the state lives in locals and is written back around any other line.
   */
  private scan(buf: Uint8Array, i: number, stop: number, base: number): void {
    let n = this.n;
    let cap = this.cap;
    let positions = this.positions;
    let extrusion = this.extrusion;
    let kinds = this.kinds;
    let tools = this.tools;
    let filePositions = this.filePositions;
    let objectOf = this.objectOf;
    let x = this.x;
    let y = this.y;
    let z = this.z;
    let e = this.e;
    // G92 offsets on X, Y or Z (rare) send G0/G1 to the careful reader.
    let offsets = this.ox !== 0 || this.oy !== 0 || this.oz !== 0;
    let absolute = this.absoluteXYZ;
    let absoluteE = this.absoluteXYZ && this.absoluteE;
    let tool = this.tool;
    let object = this.object;
    let zLayer = this.zLayer;
    let runStart = this.runStart;
    const zStarts = this.zStarts;

    while (i < stop) {
      const lineStart = i;
      let c = buf[i]!;
      while (c === SPACE || c === TAB) c = buf[++i]!;
      const c2 = buf[i + 2]!;
      let fast =
        !offsets &&
        (c & 0xdf) === CHAR.G &&
        (buf[i + 1] === ONE || buf[i + 1] === ZERO) &&
        (c2 === SPACE || c2 === TAB || c2 === LF || c2 === CR || c2 === SEMI);
      let vx = NaN;
      let vy = NaN;
      let vz = NaN;
      let ve = NaN;
      if (fast) {
        i += 2;
        for (;;) {
          c = buf[i]!;
          if (c === SPACE) {
            i++;
            continue;
          }
          const letter = c & 0xdf;
          if (letter === X || letter === Y || letter === Z || letter === CHAR.E) {
            // The number: all its digits into one integer, then scaled by the places after the point.
            c = buf[++i]!;
            let negative = false;
            if (c === MINUS) {
              negative = true;
              c = buf[++i]!;
            } else if (c === PLUS) c = buf[++i]!;
            const numberStart = i;
            let m = 0;
            // Integer arithmetic (a digit costs an integer multiply-add, not a floating one);
            // more than 9 digits would overflow, so such a line goes to the careful reader.
            while (c >= ZERO && c <= NINE) {
              m = (m * 10 + (c - ZERO)) | 0;
              c = buf[++i]!;
            }
            let places = 0;
            let digits = i - numberStart;
            if (c === DOT) {
              const fractionStart = ++i;
              c = buf[i]!;
              while (c >= ZERO && c <= NINE) {
                m = (m * 10 + (c - ZERO)) | 0;
                c = buf[++i]!;
              }
              places = i - fractionStart;
              digits += places;
            }
            if (((c | 0x20) === 101 && digits > 0) || digits > 9) {
              fast = false; // an exponent or a long number: the careful reader takes this line
              i = buf.indexOf(LF, i);
              break;
            }
            if (digits === 0) continue;
            let v = places === 0 ? m : m * INV10[places]!;
            if (negative) v = -v;
            if (letter === X) vx = v;
            else if (letter === Y) vy = v;
            else if (letter === Z) vz = v;
            else ve = v;
          } else if (c === LF) break;
          else if (c === SEMI) {
            i = buf.indexOf(LF, i);
            break;
          } else {
            // Another parameter (F) or a stray character: past its value.
            c = buf[++i]!;
            while ((c >= ZERO && c <= NINE) || c === DOT || c === MINUS) c = buf[++i]!;
          }
        }
      }
      if (!fast) {
        const lf = buf.indexOf(LF, i);
        this.n = n;
        this.x = x;
        this.y = y;
        this.z = z;
        this.e = e;
        this.zLayer = zLayer;
        this.runStart = runStart;
        this.line(buf, lineStart, lf, base + lineStart);
        n = this.n;
        cap = this.cap;
        positions = this.positions;
        extrusion = this.extrusion;
        kinds = this.kinds;
        tools = this.tools;
        filePositions = this.filePositions;
        objectOf = this.objectOf;
        x = this.x;
        y = this.y;
        z = this.z;
        e = this.e;
        offsets = this.ox !== 0 || this.oy !== 0 || this.oz !== 0;
        absolute = this.absoluteXYZ;
        absoluteE = this.absoluteXYZ && this.absoluteE;
        tool = this.tool;
        object = this.object;
        zLayer = this.zLayer;
        runStart = this.runStart;
        i = lf + 1;
        continue;
      }
      i++; // past the LF

      const nx = vx === vx ? (absolute ? vx : x + vx) : x;
      const ny = vy === vy ? (absolute ? vy : y + vy) : y;
      const nz = vz === vz ? (absolute ? vz : z + vz) : z;
      let de = 0;
      if (ve === ve) {
        if (absoluteE) {
          de = ve - e;
          e = ve;
        } else {
          de = ve;
          e += ve;
        }
      }
      const moved = nx !== x || ny !== y || nz !== z;
      let kind: number;
      if (de > 0) kind = moved ? EXTRUDE : MOVE_KIND.unretract;
      else if (de < 0) kind = MOVE_KIND.retract;
      else if (moved) kind = MOVE_KIND.travel;
      else continue;
      if (n >= cap) {
        this.grow(n + 1);
        cap = this.cap;
        positions = this.positions;
        extrusion = this.extrusion;
        kinds = this.kinds;
        tools = this.tools;
        filePositions = this.filePositions;
        objectOf = this.objectOf;
      }
      if (kind === EXTRUDE) {
        if (nz !== zLayer) {
          if (!(Math.abs(nz - zLayer) < 1e-4)) zStarts.push(zStarts.length === 0 ? 0 : runStart);
          zLayer = nz;
        }
        runStart = n + 1;
      }
      const p = (n + 1) * 3;
      positions[p] = nx;
      positions[p + 1] = ny;
      positions[p + 2] = nz;
      extrusion[n] = de;
      kinds[n] = kind;
      tools[n] = tool;
      filePositions[n] = base + lineStart;
      objectOf[n] = object;
      n++;
      x = nx;
      y = ny;
      z = nz;
    }

    this.n = n;
    this.x = x;
    this.y = y;
    this.z = z;
    this.e = e;
    this.zLayer = zLayer;
    this.runStart = runStart;
  }
}

/** Parse a whole file at once. */
export function parseGcode(bytes: Uint8Array, options: ParserOptions = {}): ParsedGcode {
  const parser = new GcodeParser({ sizeHint: bytes.length, ...options });
  parser.push(bytes);
  return parser.finish();
}
