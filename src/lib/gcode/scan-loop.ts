// The parser's hot loop, compiled to WebAssembly (wasm/scan.ts, bytes in scan-wasm.ts): one
// instance per thread, shared by the parsers of that thread (each writes its whole state before a
// call). The module is small enough (< 4 KB) to compile synchronously anywhere.
import { INV10 } from './numbers';
import { SCAN_WASM } from './scan-wasm';

interface ScanExports {
  memory: WebAssembly.Memory;
  scan(from: number, length: number, at: number): number;
  [constant: string]: unknown;
}

export interface ScanLoop {
  /** Lines of input[from, length) (file byte `at` is input[0]); where it stopped. */
  scan(from: number, length: number, at: number): number;
  /** State slots (scan.ts STATE_*). */
  state: Float64Array;
  input: Uint8Array;
  positions: Float32Array;
  extrusion: Float32Array;
  filePositions: Uint32Array;
  zStarts: Uint32Array;
  kinds: Uint8Array;
  /** Input bytes per call. */
  inputBytes: number;
}

/** State slots, as wasm/scan.ts numbers them. */
export const SLOT = {
  x: 0,
  y: 1,
  z: 2,
  e: 3,
  zLayer: 4,
  n: 5,
  runStart: 6,
  zCount: 7,
  absolute: 8,
  absoluteE: 9,
  offsets: 10,
  movesOut: 11,
  zOut: 12,
  /** Six slots: the extent of the extruding moves (layers.ts), widened by the loop. */
  box: 13,
} as const;

let loop: ScanLoop | null = null;

function constant(exports: ScanExports, name: string): number {
  const global = exports[name];
  if (!(global instanceof WebAssembly.Global)) throw new Error(`scan.wasm exports no ${name}`);
  return global.value as number;
}

function decode(base64: string): Uint8Array<ArrayBuffer> {
  const text = atob(base64);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/** This thread's instance of the loop. */
export function scanLoop(): ScanLoop {
  if (loop) return loop;
  const module = new WebAssembly.Module(decode(SCAN_WASM));
  const exports = new WebAssembly.Instance(module).exports as unknown as ScanExports;
  const buffer = exports.memory.buffer;
  const maxMoves = constant(exports, 'MAX_MOVES');
  const inputBytes = constant(exports, 'INPUT_BYTES');
  for (const [name, slot] of Object.entries(SLOT)) {
    if (constant(exports, `STATE_${name.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`) !== slot)
      throw new Error(`scan.wasm numbers the slot ${name} differently`);
  }
  new Float64Array(buffer, constant(exports, 'INV10'), 16).set(INV10.slice(0, 16));
  loop = {
    scan: exports.scan,
    state: new Float64Array(buffer, constant(exports, 'STATE'), 32),
    input: new Uint8Array(buffer, constant(exports, 'INPUT'), inputBytes),
    positions: new Float32Array(buffer, constant(exports, 'OUT_POSITIONS'), maxMoves * 3),
    extrusion: new Float32Array(buffer, constant(exports, 'OUT_EXTRUSION'), maxMoves),
    filePositions: new Uint32Array(buffer, constant(exports, 'OUT_FILE_POSITION'), maxMoves),
    zStarts: new Uint32Array(buffer, constant(exports, 'OUT_Z_STARTS'), maxMoves),
    kinds: new Uint8Array(buffer, constant(exports, 'OUT_KIND'), maxMoves),
    inputBytes,
  };
  return loop;
}
