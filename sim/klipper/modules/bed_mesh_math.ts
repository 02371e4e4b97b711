// The numbers of Klipper's bed mesh: the probe point grid (a zig-zag over the rectangle), the probed
// matrix built from the results, and the interpolated mesh (lagrange, bicubic/cardinal spline or
// direct) with its bilinear Z lookup, range and average.

import type { BedMeshParams } from '../../../protocol/objects';

/** mesh_params of a bed_mesh profile, as the status object reports them. */
export type MeshParams = BedMeshParams;

export class MeshError extends Error {}

const clamp = (v: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, v));
const lerp = (t: number, a: number, b: number): number => (1 - t) * a + t * b;

/** Python's round(x, 6) closely enough for a status value. */
export const round6 = (x: number): number => Number(x.toFixed(6));

/** The probe points (in probe coordinates), rows of increasing Y, X alternating direction. */
export function generatePoints(
  xCount: number,
  yCount: number,
  min: [number, number],
  max: [number, number],
): [number, number][] {
  const [minX, minY] = min;
  const xDist = Math.floor(((max[0] - minX) / (xCount - 1)) * 100) / 100;
  const yDist = Math.floor(((max[1] - minY) / (yCount - 1)) * 100) / 100;
  if (xDist < 1 || yDist < 1) throw new MeshError('bed_mesh: min/max points too close together');
  const maxX = minX + xDist * (xCount - 1);
  const points: [number, number][] = [];
  let y = minY;
  for (let i = 0; i < yCount; i++) {
    for (let j = 0; j < xCount; j++)
      points.push([i % 2 === 0 ? minX + j * xDist : maxX - j * xDist, y]);
    y += yDist;
  }
  return points;
}

/** Rows of Z by increasing Y, each by increasing X, from results in probing (zig-zag) order. */
export function probedMatrix(points: [number, number][], zs: number[]): number[][] {
  const matrix: number[][] = [];
  let row: number[] = [];
  let prev = points[0] ?? [0, 0];
  points.forEach((pos, i) => {
    const z = zs[i] ?? 0;
    if (Math.abs(pos[1] - prev[1]) > 0.1) {
      matrix.push(row);
      row = [];
    }
    if (pos[0] > prev[0]) row.push(z);
    else row.unshift(z);
    prev = pos;
  });
  matrix.push(row);
  return matrix;
}

/** Klipper's check of the interpolation against the probe counts; returns the algorithm used. */
export function verifyAlgorithm(p: {
  algo: string;
  x_count: number;
  y_count: number;
  mesh_x_pps: number;
  mesh_y_pps: number;
}): string {
  if (p.algo !== 'lagrange' && p.algo !== 'bicubic')
    throw new MeshError(`bed_mesh: Unknown algorithm <${p.algo}>`);
  const maxCount = Math.max(p.x_count, p.y_count);
  const minCount = Math.min(p.x_count, p.y_count);
  const counts = `Configured Probe Count: ${p.x_count}, ${p.y_count}`;
  if (Math.max(p.mesh_x_pps, p.mesh_y_pps) === 0) return 'direct';
  if (p.algo === 'lagrange' && maxCount > 6)
    throw new MeshError(
      `bed_mesh: cannot exceed a probe_count of 6 when using lagrange interpolation. ${counts}`,
    );
  if (p.algo === 'bicubic' && minCount < 4) {
    if (maxCount > 6)
      throw new MeshError(
        'bed_mesh: invalid probe_count option when using bicubic interpolation.  Combination of ' +
          `3 points on one axis with more than 6 on another is not permitted. ${counts}`,
      );
    return 'lagrange';
  }
  return p.algo;
}

export class ZMesh {
  probed: number[][] = [[]];
  mesh: number[][] | null = null;
  readonly xCount: number;
  readonly yCount: number;
  private readonly xMult: number;
  private readonly yMult: number;
  private readonly xDist: number;
  private readonly yDist: number;

  constructor(
    readonly params: MeshParams,
    readonly name: string,
  ) {
    const p = params;
    this.xCount = (p.x_count - 1) * p.mesh_x_pps + p.x_count;
    this.yCount = (p.y_count - 1) * p.mesh_y_pps + p.y_count;
    this.xMult = p.mesh_x_pps + 1;
    this.yMult = p.mesh_y_pps + 1;
    this.xDist = (p.max_x - p.min_x) / (this.xCount - 1);
    this.yDist = (p.max_y - p.min_y) / (this.yCount - 1);
  }

  private xAt(i: number): number {
    return this.params.min_x + this.xDist * i;
  }

  private yAt(i: number): number {
    return this.params.min_y + this.yDist * i;
  }

  build(probed: number[][]): void {
    if (
      probed.length !== this.params.y_count ||
      probed.some((r) => r.length !== this.params.x_count)
    )
      throw new MeshError('bed_mesh: invalid probed matrix size');
    this.probed = probed.map((r) => [...r]);
    if (this.params.algo === 'direct') {
      this.mesh = this.probed.map((r) => [...r]);
      return;
    }
    const { xMult, yMult } = this;
    const m = Array.from({ length: this.yCount }, (_, j) =>
      Array.from({ length: this.xCount }, (_, i) =>
        i % xMult || j % yMult ? 0 : (probed[j / yMult]?.[i / xMult] ?? 0),
      ),
    );
    const row = (j: number): number[] => m[j] as number[];
    const bicubic = this.params.algo === 'bicubic';
    const xs = Array.from({ length: this.params.x_count }, (_, i) => this.xAt(i * xMult));
    const ys = Array.from({ length: this.params.y_count }, (_, j) => this.yAt(j * yMult));
    for (let j = 0; j < this.yCount; j += yMult)
      for (let i = 0; i < this.xCount; i++) {
        if (i % xMult === 0) continue;
        const known = xs.map((_, k) => row(j)[k * xMult] ?? 0);
        row(j)[i] = bicubic
          ? spline(known, i / xMult, this.params.tension)
          : lagrange(xs, known, this.xAt(i));
      }
    for (let i = 0; i < this.xCount; i++)
      for (let j = 0; j < this.yCount; j++) {
        if (j % yMult === 0) continue;
        const known = ys.map((_, k) => row(k * yMult)[i] ?? 0);
        row(j)[i] = bicubic
          ? spline(known, j / yMult, this.params.tension)
          : lagrange(ys, known, this.yAt(j));
      }
    this.mesh = m;
  }

  probedMatrix(): number[][] {
    return this.probed.map((r) => r.map(round6));
  }

  meshMatrix(): number[][] {
    return this.mesh ? this.mesh.map((r) => r.map(round6)) : [[]];
  }

  private index(c: number, min: number, count: number, dist: number): [number, number] {
    const idx = clamp(Math.floor((c - min) / dist), 0, count - 2);
    return [clamp((c - (min + dist * idx)) / dist, 0, 1), idx];
  }

  /** The mesh's Z at (x, y): bilinear between the interpolated points, clamped at the edges. */
  calcZ(x: number, y: number): number {
    const t = this.mesh;
    if (!t) return 0;
    const [tx, xi] = this.index(x, this.params.min_x, this.xCount, this.xDist);
    const [ty, yi] = this.index(y, this.params.min_y, this.yCount, this.yDist);
    const at = (j: number, i: number): number => t[j]?.[i] ?? 0;
    const z0 = lerp(tx, at(yi, xi), at(yi, xi + 1));
    const z1 = lerp(tx, at(yi + 1, xi), at(yi + 1, xi + 1));
    return lerp(ty, z0, z1);
  }

  zRange(): [number, number] {
    if (!this.mesh) return [0, 0];
    const all = this.mesh.flat();
    return [Math.min(...all), Math.max(...all)];
  }

  /** The average Z, rounded to the hundredth as Klipper does. */
  zAverage(): number {
    if (!this.mesh) return 0;
    const all = this.mesh.flat();
    return Math.round((all.reduce((s, z) => s + z, 0) / all.length) * 100) / 100;
  }
}

/** Lagrange polynomial through (pts[i], zs[i]) evaluated at c. */
function lagrange(pts: number[], zs: number[], c: number): number {
  let total = 0;
  pts.forEach((pi, i) => {
    let n = 1;
    let d = 1;
    pts.forEach((pj, j) => {
      if (j === i) return;
      n *= c - pj;
      d *= pi - pj;
    });
    total += ((zs[i] ?? 0) * n) / d;
  });
  return total;
}

/**
 * Cardinal spline over the known values at segment position `s` (in units of the probe spacing);
 * the end segments repeat their outer point as the missing control point.
 */
function spline(known: number[], s: number, tension: number): number {
  const last = known.length - 1;
  const seg = clamp(Math.floor(s), 0, last - 1);
  const t = s - seg;
  const k = (i: number): number => known[clamp(i, 0, last)] ?? 0;
  const [p0, p1, p2, p3] = [k(seg - 1), k(seg), k(seg + 1), k(seg + 2)];
  const t2 = t * t;
  const t3 = t2 * t;
  const m1 = tension * (p2 - p0);
  const m2 = tension * (p3 - p1);
  return (
    p1 * (2 * t3 - 3 * t2 + 1) + p2 * (-2 * t3 + 3 * t2) + m1 * (t3 - 2 * t2 + t) + m2 * (t3 - t2)
  );
}
