// What the G-code parser hands to the page: typed arrays, no object per move (spec part 1 §2
// 'G-code preview card': layers, moves, bounds). The arrays are transferred from the parser's
// worker, so they may be longer than the counts; read only up to `moveCount` / `layerCount`.

/** What a move does (`ParsedGcode.kind`). */
export const MOVE_KIND = {
  /** Motion without extrusion. */
  travel: 0,
  /** Motion while extruding (E grows). */
  extrude: 1,
  /** Filament pulled back: E shrinks (with or without motion), or G10. */
  retract: 2,
  /** Filament pushed back after a retraction: E grows without motion, or G11. */
  unretract: 3,
} as const;
export type MoveKind = (typeof MOVE_KIND)[keyof typeof MOVE_KIND];

/** An object of EXCLUDE_OBJECT_DEFINE, as Klipper's exclude_object reports it. */
export interface GcodeObject {
  /** Upper-case, as Klipper stores it. */
  name: string;
  center?: [number, number];
  polygon?: [number, number][];
}

export interface GcodeBounds {
  min: [number, number, number];
  max: [number, number, number];
}

export interface ParsedGcode {
  /** Byte size of the parsed file. */
  bytes: number;
  moveCount: number;
  /**
   * Points x, y, z interleaved: point 0 is where the toolhead was before the first move, point
   * i + 1 is where move i ends, so move i goes from point i to point i + 1. Length ≥ 3 × (moveCount + 1).
   */
  positions: Float32Array;
  /** Filament length of each move in mm (negative while retracting). */
  extrusion: Float32Array;
  /** `MOVE_KIND` of each move. */
  kind: Uint8Array;
  /** Extruder of each move (T0 / ACTIVATE_EXTRUDER EXTRUDER=extruder → 0, extruder1 → 1 ...). */
  tool: Uint8Array;
  /** Byte offset in the file of the line of each move (increasing; arc segments share their line's). */
  filePosition: Uint32Array;
  /** Per move: 0 outside any object, i + 1 inside `objects[i]` (EXCLUDE_OBJECT_START / _END). */
  object: Uint16Array;
  layerCount: number;
  /** Z of each layer (of its first extruding move). */
  layerZ: Float32Array;
  /** Index of the first move of each layer; a layer ends where the next begins. */
  layerFirstMove: Uint32Array;
  /** Extent of the extruding moves (of all moves when nothing extrudes); null with no moves. */
  bounds: GcodeBounds | null;
  objects: GcodeObject[];
  /** Arcs given with R instead of I/J: unsupported (spec), drawn as a straight travel, counted. */
  unsupportedArcs: number;
  /** Lines that set SET_PRINT_STATS_INFO TOTAL_LAYER, when the file has one. */
  totalLayerHint: number | null;
}

/** Messages between the page and the parser worker. */
export interface ParserRequest {
  type: 'parse';
  url: string;
  headers: Record<string, string>;
  size: number | null;
}

export type ParserReply =
  | { type: 'progress'; bytesRead: number; totalBytes: number | null }
  | { type: 'done'; result: ParsedGcode; parseMs: number }
  /** Reading failed; what was parsed until then comes along when it has moves. */
  | { type: 'error'; message: string; partial: ParsedGcode | null };
