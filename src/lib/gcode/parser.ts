// The G-code parser of the preview: bytes in (streamed in chunks of any size), typed arrays out
// (types.ts). It reads the bytes directly — no string per line, no object per move. G0/G1, nearly
// every line of a sliced file, are read by a WebAssembly loop (scan-loop.ts, wasm/scan.ts); every
// other line goes to parser-core.ts.
import { chooseLayers, extent, layerHeights } from './layers';
import { LF } from './chars';
import { ParserCore, type ParserOptions } from './parser-core';
import { scanLoop, SLOT, type ScanLoop } from './scan-loop';
import type { ParsedGcode } from './types';

export type { ParserOptions } from './parser-core';

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
      bounds: extent(this.box, n, this.positions),
      objects: this.objects,
      unsupportedArcs: this.unsupportedArcs,
      totalLayerHint: this.totalLayerHint,
    };
  }

  /**
   * Whole lines buf[i, stop), each ending with LF; buf[k] is byte base + k of the file. The
   * WebAssembly loop (scan-loop.ts) reads them window by window and stops at the lines it leaves to
   * parser-core.ts; the moves it found are copied into the arrays.
   */
  private scan(buf: Uint8Array, i: number, stop: number, base: number): void {
    const wasm = scanLoop();
    const state = wasm.state;
    while (i < stop) {
      // A window of whole lines.
      let end = Math.min(stop, i + wasm.inputBytes);
      if (end < stop) end = buf.lastIndexOf(LF, end - 1) + 1;
      if (end <= i) {
        // One line longer than the window.
        const lf = buf.indexOf(LF, i);
        this.line(buf, i, lf, base + i);
        i = lf + 1;
        continue;
      }
      const length = end - i;
      wasm.input.set(buf.subarray(i, end));
      let from = 0;
      while (from < length) {
        state[SLOT.x] = this.x;
        state[SLOT.y] = this.y;
        state[SLOT.z] = this.z;
        state[SLOT.e] = this.e;
        state[SLOT.zLayer] = this.zLayer;
        state[SLOT.n] = this.n;
        state[SLOT.runStart] = this.runStart;
        state[SLOT.zCount] = this.zStarts.length;
        state[SLOT.absolute] = this.absoluteXYZ ? 1 : 0;
        state[SLOT.absoluteE] = this.absoluteXYZ && this.absoluteE ? 1 : 0;
        state[SLOT.offsets] = this.ox !== 0 || this.oy !== 0 || this.oz !== 0 ? 1 : 0;
        state.set(this.box, SLOT.box);
        const at = wasm.scan(from, length, base + i);
        this.x = state[SLOT.x]!;
        this.y = state[SLOT.y]!;
        this.z = state[SLOT.z]!;
        this.e = state[SLOT.e]!;
        this.zLayer = state[SLOT.zLayer]!;
        this.runStart = state[SLOT.runStart]!;
        for (let b = 0; b < 6; b++) this.box[b] = state[SLOT.box + b]!;
        const zOut = state[SLOT.zOut]!;
        for (let k = 0; k < zOut; k++) this.zStarts.push(wasm.zStarts[k]!);
        this.take(wasm, state[SLOT.movesOut]!);
        if (at >= length) break;
        // A line for parser-core.ts.
        const lf = buf.indexOf(LF, i + at);
        this.line(buf, i + at, lf, base + i + at);
        from = lf + 1 - i;
      }
      i = end;
    }
  }

  /** The `count` moves the loop wrote into its output areas. */
  private take(wasm: ScanLoop, count: number): void {
    if (count === 0) return;
    const n = this.n;
    if (n + count > this.cap) this.grow(n + count);
    this.positions.set(wasm.positions.subarray(0, count * 3), (n + 1) * 3);
    this.extrusion.set(wasm.extrusion.subarray(0, count), n);
    this.kinds.set(wasm.kinds.subarray(0, count), n);
    this.filePositions.set(wasm.filePositions.subarray(0, count), n);
    // The arrays start zeroed and only grow at their end.
    if (this.tool !== 0) this.tools.fill(this.tool, n, n + count);
    if (this.object !== 0) this.objectOf.fill(this.object, n, n + count);
    this.n = n + count;
  }
}

/** Parse a whole file at once. */
export function parseGcode(bytes: Uint8Array, options: ParserOptions = {}): ParsedGcode {
  const parser = new GcodeParser({ sizeHint: bytes.length, ...options });
  parser.push(bytes);
  return parser.finish();
}
