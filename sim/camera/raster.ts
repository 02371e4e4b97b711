// A tiny RGBA raster for the virtual camera: filled rectangles, thick anti-alias-free lines and
// discs, enough to draw the bed from above. Pure JavaScript, no fonts; jpeg-js encodes the result.

export type Rgb = readonly [number, number, number];

export class Raster {
  readonly data: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.data = new Uint8Array(width * height * 4);
  }

  /** The whole picture in one colour (alpha opaque). */
  clear(c: Rgb): void {
    const d = this.data;
    for (let i = 0; i < d.length; i += 4) {
      d[i] = c[0];
      d[i + 1] = c[1];
      d[i + 2] = c[2];
      d[i + 3] = 255;
    }
  }

  /** Copies another raster of the same size (a cached background). */
  copyFrom(other: Raster): void {
    this.data.set(other.data);
  }

  pixel(x: number, y: number, c: Rgb): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const i = ((y | 0) * this.width + (x | 0)) * 4;
    this.data[i] = c[0];
    this.data[i + 1] = c[1];
    this.data[i + 2] = c[2];
  }

  /** Axis-aligned rectangle [x0, x1) × [y0, y1), clipped. */
  fillRect(x0: number, y0: number, x1: number, y1: number, c: Rgb): void {
    const xa = Math.max(0, Math.floor(x0));
    const xb = Math.min(this.width, Math.ceil(x1));
    const ya = Math.max(0, Math.floor(y0));
    const yb = Math.min(this.height, Math.ceil(y1));
    const d = this.data;
    for (let y = ya; y < yb; y++) {
      let i = (y * this.width + xa) * 4;
      for (let x = xa; x < xb; x++, i += 4) {
        d[i] = c[0];
        d[i + 1] = c[1];
        d[i + 2] = c[2];
      }
    }
  }

  /** A filled disc of radius r centred on (cx, cy). */
  disc(cx: number, cy: number, r: number, c: Rgb): void {
    const r2 = r * r;
    const ya = Math.max(0, Math.floor(cy - r));
    const yb = Math.min(this.height - 1, Math.ceil(cy + r));
    for (let y = ya; y <= yb; y++) {
      const dy = y + 0.5 - cy;
      const half = r2 - dy * dy;
      if (half < 0) continue;
      const w = Math.sqrt(half);
      this.fillRect(cx - w, y, cx + w, y + 1, c);
    }
  }

  /** A line of thickness `t` pixels from (x0, y0) to (x1, y1) (square brush, stepped). */
  line(x0: number, y0: number, x1: number, y1: number, t: number, c: Rgb): void {
    const dx = x1 - x0;
    const dy = y1 - y0;
    const steps = Math.max(1, Math.ceil(Math.max(Math.abs(dx), Math.abs(dy))));
    const h = t / 2;
    for (let s = 0; s <= steps; s++) {
      const x = x0 + (dx * s) / steps;
      const y = y0 + (dy * s) / steps;
      this.fillRect(x - h, y - h, x + h, y + h, c);
    }
  }

  /** Outline of a rectangle, `t` pixels thick, inside the given bounds. */
  strokeRect(x0: number, y0: number, x1: number, y1: number, t: number, c: Rgb): void {
    this.fillRect(x0, y0, x1, y0 + t, c);
    this.fillRect(x0, y1 - t, x1, y1, c);
    this.fillRect(x0, y0, x0 + t, y1, c);
    this.fillRect(x1 - t, y0, x1, y1, c);
  }
}
