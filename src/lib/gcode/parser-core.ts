// The state and the less frequent lines of the G-code parser (parser.ts holds the hot loop for
// G0/G1 and the streaming): G2/G3 arcs, G92, G28, G10/G11, M82/M83, tool changes, the layer
// comments of the slicers and Klipper's extended commands (via extended.ts).
import { DEFAULT_ARC_RESOLUTION, splitArc } from './arcs';
import { isLayerComment, readExtended } from './extended';
import { emptyBox, widen } from './layers';
import { CHAR, CR, grown, SEMI, SPACE, TAB, UNDERSCORE, X, Y, Z } from './chars';
import { numberEnd, readNumber } from './numbers';
import { MOVE_KIND, type GcodeObject, type MoveKind } from './types';

const latin1 = new TextDecoder('latin1');

/** Slots of the move parameters read by readParams. */
const P = { X: 0, Y: 1, Z: 2, E: 3, I: 4, J: 5 } as const;
const PARAMS = new Float64Array(6);

/**
 * The X, Y, Z, E, I, J values of a move line into PARAMS (NaN when absent); true when it has an R
 * parameter.
 */
function readParams(buf: Uint8Array, i: number, end: number): boolean {
  PARAMS.fill(NaN);
  let radius = false;
  while (i < end) {
    const c = buf[i]!;
    if (c === SEMI) break;
    const letter = c & 0xdf;
    const slot =
      letter === X
        ? P.X
        : letter === Y
          ? P.Y
          : letter === Z
            ? P.Z
            : letter === CHAR.E
              ? P.E
              : letter === CHAR.I
                ? P.I
                : letter === CHAR.J
                  ? P.J
                  : -1;
    if (slot >= 0) {
      PARAMS[slot] = readNumber(buf, i + 1, end);
      i = numberEnd;
    } else if (letter === CHAR.R) {
      radius = true;
      readNumber(buf, i + 1, end);
      i = numberEnd;
    } else i++;
  }
  return radius;
}

export interface ParserOptions {
  /** Expected file size: sizes the arrays once instead of growing them. */
  sizeHint?: number | null;
  /** [gcode_arcs] resolution in mm. */
  arcResolution?: number;
}

export class ParserCore {
  protected cap: number;
  protected n = 0;
  protected positions: Float32Array;
  protected extrusion: Float32Array;
  protected kinds: Uint8Array;
  protected tools: Uint8Array;
  protected filePositions: Uint32Array;
  protected objectOf: Uint16Array;

  // Where the toolhead is (printer coordinates) and the G92 offsets of X, Y, Z.
  protected x = 0;
  protected y = 0;
  protected z = 0;
  protected e = 0;
  protected ox = 0;
  protected oy = 0;
  protected oz = 0;
  protected absoluteXYZ = true;
  protected absoluteE = true;
  protected tool = 0;
  protected object = 0;
  protected readonly objects: GcodeObject[] = [];
  protected readonly objectIndex = new Map<string, number>();

  protected readonly markerStarts: number[] = [];
  protected readonly statsStarts: number[] = [];
  protected readonly zStarts: number[] = [];
  protected zLayer = NaN;
  /** First move after the last extruding one: where a layer found by Z begins. */
  protected runStart = 0;
  /** Extent of the extruding moves so far (layers.ts). */
  protected readonly box = emptyBox();
  protected unsupportedArcs = 0;
  protected totalLayerHint: number | null = null;

  protected carry: Uint8Array | null = null;
  protected offset = 0;
  protected readonly arcResolution: number;

  constructor(options: ParserOptions = {}) {
    const hint = options.sizeHint ?? 0;
    this.cap = Math.max(1024, Math.ceil(hint / 24) + 1024);
    this.positions = new Float32Array(3 * (this.cap + 1));
    this.extrusion = new Float32Array(this.cap);
    this.kinds = new Uint8Array(this.cap);
    this.tools = new Uint8Array(this.cap);
    this.filePositions = new Uint32Array(this.cap);
    this.objectOf = new Uint16Array(this.cap);
    this.arcResolution = options.arcResolution ?? DEFAULT_ARC_RESOLUTION;
  }

  /** Moves parsed so far. */
  get moveCount(): number {
    return this.n;
  }

  /** Bytes taken so far. */
  get bytesRead(): number {
    return this.offset;
  }

  protected grow(needed: number): void {
    const cap = Math.max(Math.ceil(this.cap * 1.5), needed + 1024);
    this.positions = grown(this.positions, 3 * (cap + 1));
    this.extrusion = grown(this.extrusion, cap);
    this.kinds = grown(this.kinds, cap);
    this.tools = grown(this.tools, cap);
    this.filePositions = grown(this.filePositions, cap);
    this.objectOf = grown(this.objectOf, cap);
    this.cap = cap;
  }

  /** Record a move to (nx, ny, nz) with `de` mm of filament. */
  protected move(nx: number, ny: number, nz: number, de: number, kind: MoveKind, at: number): void {
    const i = this.n;
    if (i >= this.cap) this.grow(i + 1);
    if (kind === MOVE_KIND.extrude) {
      if (nz !== this.zLayer) {
        if (!(Math.abs(nz - this.zLayer) < 1e-4))
          this.zStarts.push(this.zStarts.length === 0 ? 0 : this.runStart);
        this.zLayer = nz;
      }
      this.runStart = i + 1;
      widen(this.box, Math.fround(this.x), Math.fround(this.y), Math.fround(this.z));
      widen(this.box, Math.fround(nx), Math.fround(ny), Math.fround(nz));
    }
    const p = (i + 1) * 3;
    this.positions[p] = nx;
    this.positions[p + 1] = ny;
    this.positions[p + 2] = nz;
    this.extrusion[i] = de;
    this.kinds[i] = kind;
    this.tools[i] = this.tool;
    this.filePositions[i] = at;
    this.objectOf[i] = this.object;
    this.n = i + 1;
    this.x = nx;
    this.y = ny;
    this.z = nz;
  }

  /** One line, buf[start, end), starting at byte `at` of the file. */
  protected line(buf: Uint8Array, start: number, end: number, at: number): void {
    let i = start;
    let c = buf[i]!;
    while (c === SPACE || c === TAB) c = buf[++i]!;
    if (i >= end) return;
    if (c === SEMI) {
      this.comment(buf, i + 1, end);
      return;
    }
    const letter = c & 0xdf;
    const next = buf[i + 1]!;
    if (i + 1 < end && (((next & 0xdf) >= 65 && (next & 0xdf) <= 90) || next === UNDERSCORE)) {
      // An extended command (NAME PARAM=value); only a few names matter here.
      if (letter === CHAR.E || letter === CHAR.S || letter === CHAR.A) this.extended(buf, i, end);
      return;
    }
    const code = readNumber(buf, i + 1, end);
    i = numberEnd;
    if (letter === CHAR.G) {
      if (code === 1 || code === 0) this.linear(buf, i, end, at);
      else if (code === 2 || code === 3) this.arc(buf, i, end, at, code === 2);
      else if (code === 90) this.absoluteXYZ = true;
      else if (code === 91) this.absoluteXYZ = false;
      else if (code === 92) this.setPosition(buf, i, end);
      else if (code === 10) this.move(this.x, this.y, this.z, 0, MOVE_KIND.retract, at);
      else if (code === 11) this.move(this.x, this.y, this.z, 0, MOVE_KIND.unretract, at);
      else if (code === 28) this.home(buf, i, end, at);
    } else if (letter === CHAR.M) {
      if (code === 82) this.absoluteE = true;
      else if (code === 83) this.absoluteE = false;
    } else if (letter === CHAR.T) {
      if (code >= 0 && code < 256) this.tool = code;
    }
  }

  protected linear(buf: Uint8Array, i: number, end: number, at: number): void {
    readParams(buf, i, end);
    const vx = PARAMS[P.X]!;
    const vy = PARAMS[P.Y]!;
    const vz = PARAMS[P.Z]!;
    const ve = PARAMS[P.E]!;
    const abs = this.absoluteXYZ;
    const nx = vx === vx ? (abs ? vx + this.ox : this.x + vx) : this.x;
    const ny = vy === vy ? (abs ? vy + this.oy : this.y + vy) : this.y;
    const nz = vz === vz ? (abs ? vz + this.oz : this.z + vz) : this.z;
    let de = 0;
    if (ve === ve) {
      if (abs && this.absoluteE) {
        de = ve - this.e;
        this.e = ve;
      } else {
        de = ve;
        this.e += ve;
      }
    }
    const moved = nx !== this.x || ny !== this.y || nz !== this.z;
    if (de > 0) this.move(nx, ny, nz, de, moved ? MOVE_KIND.extrude : MOVE_KIND.unretract, at);
    else if (de < 0) this.move(nx, ny, nz, de, MOVE_KIND.retract, at);
    else if (moved) this.move(nx, ny, nz, 0, MOVE_KIND.travel, at);
  }

  protected arc(buf: Uint8Array, i: number, end: number, at: number, clockwise: boolean): void {
    const radius = readParams(buf, i, end);
    const vx = PARAMS[P.X]!;
    const vy = PARAMS[P.Y]!;
    const vz = PARAMS[P.Z]!;
    const ve = PARAMS[P.E]!;
    const vi = PARAMS[P.I]!;
    const vj = PARAMS[P.J]!;
    const nx = vx === vx ? vx + this.ox : this.x;
    const ny = vy === vy ? vy + this.oy : this.y;
    const nz = vz === vz ? vz + this.oz : this.z;
    let de = 0;
    if (ve === ve) {
      de = this.absoluteE ? ve - this.e : ve;
      this.e = this.absoluteE ? ve : this.e + ve;
    }
    const ai = vi === vi ? vi : 0;
    const aj = vj === vj ? vj : 0;
    if (radius || (ai === 0 && aj === 0)) {
      // Unsupported (spec): counted, and the toolhead goes straight there without drawing filament.
      this.unsupportedArcs++;
      if (nx !== this.x || ny !== this.y || nz !== this.z)
        this.move(nx, ny, nz, 0, MOVE_KIND.travel, at);
      return;
    }
    const x0 = this.x;
    const y0 = this.y;
    const z0 = this.z;
    const kind = de > 0 ? MOVE_KIND.extrude : de < 0 ? MOVE_KIND.retract : MOVE_KIND.travel;
    let done = 0;
    const segments = splitArc(
      x0,
      y0,
      nx,
      ny,
      ai,
      aj,
      nz - z0,
      clockwise,
      this.arcResolution,
      (sx, sy, f) => {
        this.move(sx, sy, z0 + (nz - z0) * f, 0, kind, at);
        done++;
      },
    );
    const share = de / segments;
    for (let s = this.n - done; s < this.n; s++) this.extrusion[s] = share;
  }

  protected setPosition(buf: Uint8Array, i: number, end: number): void {
    let any = false;
    while (i < end) {
      const c = buf[i]!;
      if (c === SEMI) break;
      const letter = c & 0xdf;
      if (letter === X || letter === Y || letter === Z || letter === CHAR.E) {
        const value = readNumber(buf, i + 1, end);
        i = numberEnd;
        if (value !== value) continue;
        any = true;
        if (letter === X) this.ox = this.x - value;
        else if (letter === Y) this.oy = this.y - value;
        else if (letter === Z) this.oz = this.z - value;
        else this.e = value;
      } else i++;
    }
    if (!any) {
      this.ox = this.x;
      this.oy = this.y;
      this.oz = this.z;
      this.e = 0;
    }
  }

  /** G28: the homed axes go to 0 (drawn as a travel). */
  protected home(buf: Uint8Array, i: number, end: number, at: number): void {
    let axes = 0;
    for (; i < end && buf[i]! !== SEMI; i++) {
      const letter = buf[i]! & 0xdf;
      if (letter === X) axes |= 1;
      else if (letter === Y) axes |= 2;
      else if (letter === Z) axes |= 4;
    }
    if (axes === 0) axes = 7;
    if (axes & 1) this.ox = 0;
    if (axes & 2) this.oy = 0;
    if (axes & 4) this.oz = 0;
    const nx = axes & 1 ? 0 : this.x;
    const ny = axes & 2 ? 0 : this.y;
    const nz = axes & 4 ? 0 : this.z;
    if (nx !== this.x || ny !== this.y || nz !== this.z)
      this.move(nx, ny, nz, 0, MOVE_KIND.travel, at);
  }

  protected comment(buf: Uint8Array, i: number, end: number): void {
    while (buf[i] === SPACE) i++;
    const c = buf[i]!;
    if (c !== CHAR.L && c !== CHAR.C && c !== 108 /* l */) return;
    let stop = end;
    if (buf[stop - 1] === CR) stop--;
    if (stop - i > 48) return;
    if (isLayerComment(latin1.decode(buf.subarray(i, stop)))) this.marker(this.markerStarts);
  }

  protected marker(starts: number[]): void {
    const last = starts.length > 0 ? starts[starts.length - 1]! : -1;
    if (starts.length === 0) starts.push(0);
    else if (this.n > last) starts.push(this.n);
  }

  protected extended(buf: Uint8Array, i: number, end: number): void {
    let stop = buf.indexOf(SEMI, i);
    if (stop < 0 || stop > end) stop = end;
    const command = readExtended(latin1.decode(buf.subarray(i, stop)));
    if (!command) return;
    switch (command.type) {
      case 'define':
        this.defineObject(command.object);
        break;
      case 'start':
        this.object = this.defineObject({ name: command.name }) + 1;
        break;
      case 'end':
        this.object = 0;
        break;
      case 'layer':
        this.marker(this.statsStarts);
        break;
      case 'totalLayers':
        this.totalLayerHint = command.count;
        break;
      case 'tool':
        this.tool = Math.min(255, command.tool);
        break;
    }
  }

  /** Index of the object (defined now if Klipper would define it on its first start). */
  protected defineObject(object: GcodeObject): number {
    const known = this.objectIndex.get(object.name);
    if (known !== undefined) {
      if (object.polygon || object.center) this.objects[known] = object;
      return known;
    }
    const index = this.objects.length;
    if (index >= 0xfffe) return -1;
    this.objects.push(object);
    this.objectIndex.set(object.name, index);
    return index;
  }
}
