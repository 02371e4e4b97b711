// What has been printed so far, as the camera sees it: a coarse grid over the bed (cells of about
// half a millimetre) holding, per cell, the height of the top extrusion and its filament. Extrusion
// segments are drawn into it once the nozzle has laid them (segments still queued ahead of the
// nozzle wait in a short list), so the memory stays bounded however long the print.

import type { Bed } from './scene';
import type { Raster, Rgb } from './raster';

/** A queued extrusion segment the nozzle has not finished yet. */
interface Pending {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  z: number;
  ink: number;
  /** Simulated time the move starts, and ends (Infinity until the next move is queued). */
  t0: number;
  tEnd: number;
}

/** A segment being laid now: from its start to the nozzle. */
export interface InProgress {
  x0: number;
  y0: number;
  z: number;
  ink: number;
}

/** Pending segments beyond this many are laid at once (the lookahead keeps far fewer). */
const MAX_PENDING = 4096;
/** The most cells along a side (a 400 mm bed gets 0.5 mm cells). */
const MAX_CELLS = 800;
const MIN_CELL_MM = 0.5;
/** How wide a laid line is drawn: a 0.4 mm nozzle's line, widened to stay visible from afar. */
const LINE_MM = 1.2;

export const DEFAULT_INK: Rgb = [255, 128, 0];

export class PrintedTrace {
  private bed: Bed = { xmin: 0, xmax: 0, ymin: 0, ymax: 0 };
  private cell = MIN_CELL_MM;
  private cols = 0;
  private rows = 0;
  private heights = new Float32Array(0);
  /** 0 = nothing printed; otherwise 1 + the filament's index in the palette. */
  private inks = new Uint8Array(0);
  private pending: Pending[] = [];
  /** The bounding box of printed cells (cols/rows), empty when minCol > maxCol. */
  private minCol = 0;
  private maxCol = -1;
  private minRow = 0;
  private maxRow = -1;
  maxZ = 0;
  /** Changes whenever the printed picture does (a segment laid, the bed cleared, new colours). */
  version = 0;
  /** Filament colours by extruder (index 0 = [extruder]). */
  private colours: Rgb[] = [DEFAULT_INK];

  get palette(): Rgb[] {
    return this.colours;
  }

  set palette(colours: Rgb[]) {
    this.colours = colours.map(visible);
    this.version++;
  }

  /** Sizes the grid for a bed; a different bed clears it. */
  setBed(bed: Bed): void {
    const b = this.bed;
    if (b.xmin === bed.xmin && b.xmax === bed.xmax && b.ymin === bed.ymin && b.ymax === bed.ymax)
      return;
    this.bed = { ...bed };
    const w = Math.max(1, bed.xmax - bed.xmin);
    const h = Math.max(1, bed.ymax - bed.ymin);
    this.cell = Math.max(MIN_CELL_MM, Math.max(w, h) / MAX_CELLS);
    this.cols = Math.ceil(w / this.cell);
    this.rows = Math.ceil(h / this.cell);
    this.heights = new Float32Array(this.cols * this.rows);
    this.inks = new Uint8Array(this.cols * this.rows);
    this.clear();
  }

  /** Nothing printed (a new print starts). */
  clear(): void {
    this.heights.fill(0);
    this.inks.fill(0);
    this.pending = [];
    this.minCol = this.minRow = 0;
    this.maxCol = this.maxRow = -1;
    this.maxZ = 0;
    this.version++;
  }

  /** True when nothing has been printed (nor is queued). */
  get empty(): boolean {
    return this.maxCol < this.minCol && this.pending.length === 0;
  }

  /** A move was queued at `t0`: it ends the previous segment; an extrusion adds one. */
  noteMove(t0: number, extrusion: Omit<Pending, 't0' | 'tEnd'> | null): void {
    const last = this.pending[this.pending.length - 1];
    if (last && last.tEnd === Infinity) last.tEnd = t0;
    if (extrusion) this.pending.push({ ...extrusion, t0, tEnd: Infinity });
    while (this.pending.length > MAX_PENDING) this.lay(this.pending.shift() as Pending);
  }

  /**
   * Lays every segment the nozzle has finished by `now`; returns the one being laid (drawn up to the
   * nozzle). `busy`: the toolhead still has moves queued (false: the last segment is done, or was
   * dropped by an emergency stop when it had not started).
   */
  settle(now: number, busy: boolean): InProgress | null {
    let current: InProgress | null = null;
    let keep = 0;
    for (const seg of this.pending) {
      const end = seg.tEnd === Infinity && !busy ? seg.t0 : seg.tEnd;
      if (end <= now) {
        if (seg.t0 <= now) this.lay(seg);
        continue;
      }
      if (seg.t0 <= now) current = { x0: seg.x0, y0: seg.y0, z: seg.z, ink: seg.ink };
      this.pending[keep++] = seg;
    }
    this.pending.length = keep;
    return current;
  }

  /** Forgets the segments not laid yet (their Klipper went away). */
  dropPending(): void {
    this.pending = [];
  }

  /** Draws a finished segment into the grid, about a nozzle wide. */
  private lay(s: Pending): void {
    const c = this.cell;
    const ax = (s.x0 - this.bed.xmin) / c;
    const ay = (s.y0 - this.bed.ymin) / c;
    const bx = (s.x1 - this.bed.xmin) / c;
    const by = (s.y1 - this.bed.ymin) / c;
    // A brush about a line's width (at least a cell each side), so a picture that samples every
    // other cell still sees every line.
    const half = Math.max(0.5, LINE_MM / 2 / c);
    const steps = Math.max(1, Math.ceil(Math.hypot(bx - ax, by - ay) * 2));
    for (let i = 0; i <= steps; i++) {
      const x = ax + ((bx - ax) * i) / steps;
      const y = ay + ((by - ay) * i) / steps;
      const c0 = Math.max(0, Math.floor(x - half));
      const c1 = Math.min(this.cols - 1, Math.floor(x + half));
      const r0 = Math.max(0, Math.floor(y - half));
      const r1 = Math.min(this.rows - 1, Math.floor(y + half));
      for (let row = r0; row <= r1; row++) {
        for (let col = c0; col <= c1; col++) {
          const k = row * this.cols + col;
          this.heights[k] = Math.max(this.heights[k] ?? 0, s.z);
          this.inks[k] = s.ink + 1;
        }
      }
      if (c0 > c1 || r0 > r1) continue;
      if (this.maxCol < this.minCol) {
        [this.minCol, this.maxCol, this.minRow, this.maxRow] = [c0, c1, r0, r1];
      } else {
        this.minCol = Math.min(this.minCol, c0);
        this.maxCol = Math.max(this.maxCol, c1);
        this.minRow = Math.min(this.minRow, r0);
        this.maxRow = Math.max(this.maxRow, r1);
      }
    }
    this.maxZ = Math.max(this.maxZ, s.z);
    this.version++;
  }

  /** The colour of filament `ink`, lit by its height (higher layers brighter, as under a lamp). */
  shade(ink: number, z: number): Rgb {
    const base = this.palette[ink] ?? this.palette[0] ?? DEFAULT_INK;
    const f = this.maxZ > 0 ? 0.55 + 0.45 * Math.min(1, z / this.maxZ) : 1;
    return [base[0] * f, base[1] * f, base[2] * f];
  }

  /**
   * Paints the printed cells into a picture, where `toPicture` maps bed millimetres to pixels
   * (a uniform scale, y pointing up on the bed and down in the picture).
   */
  paint(r: Raster, toPicture: (x: number, y: number) => [number, number]): void {
    if (this.maxCol < this.minCol) return;
    const c = this.cell;
    const bed = this.bed;
    const [px0, py1] = toPicture(bed.xmin + this.minCol * c, bed.ymin + this.minRow * c);
    const [px1, py0] = toPicture(
      bed.xmin + (this.maxCol + 1) * c,
      bed.ymin + (this.maxRow + 1) * c,
    );
    const [ox, oy] = toPicture(bed.xmin, bed.ymin);
    const [ux] = toPicture(bed.xmin + 1, bed.ymin);
    const pxPerMm = ux - ox;
    const d = r.data;
    for (let py = Math.max(0, Math.floor(py0)); py < Math.min(r.height, Math.ceil(py1)); py++) {
      const row = Math.floor((oy - (py + 0.5)) / pxPerMm / c);
      if (row < 0 || row >= this.rows) continue;
      for (let px = Math.max(0, Math.floor(px0)); px < Math.min(r.width, Math.ceil(px1)); px++) {
        const col = Math.floor((px + 0.5 - ox) / pxPerMm / c);
        if (col < 0 || col >= this.cols) continue;
        const k = row * this.cols + col;
        const ink = this.inks[k] ?? 0;
        if (ink === 0) continue;
        const base = this.colours[ink - 1] ?? this.colours[0] ?? DEFAULT_INK;
        const f = this.maxZ > 0 ? 0.55 + 0.45 * Math.min(1, (this.heights[k] ?? 0) / this.maxZ) : 1;
        const i = (py * r.width + px) * 4;
        d[i] = base[0] * f;
        d[i + 1] = base[1] * f;
        d[i + 2] = base[2] * f;
      }
    }
  }
}

/** A filament colour the camera can show on the dark bed (black filament drawn dark grey). */
function visible(c: Rgb): Rgb {
  const luma = 0.3 * c[0] + 0.59 * c[1] + 0.11 * c[2];
  if (luma >= 70) return c;
  const lift = (70 - luma) * 0.9;
  return [c[0] + lift, c[1] + lift, c[2] + lift];
}

/** '#FF8000' (or 'FF8000', '#f80') → [255, 128, 0]; null when it is no colour. */
export function parseColour(text: string): Rgb | null {
  const hex = text.trim().replace(/^#/, '');
  if (/^[0-9a-f]{3}$/i.test(hex)) {
    const [r, g, b] = [...hex].map((ch) => parseInt(ch + ch, 16)) as [number, number, number];
    return [r, g, b];
  }
  if (!/^[0-9a-f]{6}$/i.test(hex)) return null;
  const n = parseInt(hex, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
