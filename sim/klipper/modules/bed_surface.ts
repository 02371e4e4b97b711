// The physical bed under the virtual probe: a slightly warped surface (tilt, bowl, twist and a bump),
// where the Z endstop and the probe really trigger, and the gantry's height error at each Z stepper.
// Deterministic per data folder: the seed and the physical constants are kept in
// DATA/database/sim_bed.json, written the first time a printer model asks for them. The bed mesh
// (issue 10) probes the same surface.

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Printer } from '../printer';
import { configPathOf } from '../save_config';

interface BedState {
  seed: number;
  /** Where the Z endstop really triggers, in the stepper_z position_endstop of the first start. */
  endstopTrue: number;
  /** How far above the nozzle's contact the probe really triggers. */
  probeTrigger: number;
}

/** mulberry32: a small deterministic generator in [0, 1). */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A smooth warped surface over the bed, heights in mm (about ±0.2). */
export class BedSurface {
  private readonly k: number[];

  constructor(
    seed: number,
    readonly width: number,
    readonly depth: number,
  ) {
    const r = rng(seed);
    const s = (range: number): number => (r() * 2 - 1) * range;
    // tilt x, tilt y, bowl, twist, bump amplitude, bump centre u, v
    this.k = [s(0.12), s(0.12), s(0.12), s(0.06), s(0.04), r() - 0.5, r() - 0.5];
  }

  height(x: number, y: number): number {
    const [tx = 0, ty = 0, bowl = 0, twist = 0, bump = 0, bu = 0, bv = 0] = this.k;
    const u = x / this.width - 0.5;
    const v = y / this.depth - 0.5;
    const d2 = (u - bu) ** 2 + (v - bv) ** 2;
    return (
      tx * u + ty * v + bowl * 2 * (u * u + v * v) + twist * 4 * u * v + bump * Math.exp(-d2 / 0.04)
    );
  }
}

/** How the Z steppers hold the gantry (or the bed): one, a tilting plane, or a twisting frame. */
export type GantryShape =
  | { kind: 'single' }
  | { kind: 'plane'; points: [number, number][] }
  | { kind: 'frame'; corners: [[number, number], [number, number]] };

/** Least squares of a + b·x + c·y = z (a small ridge keeps two points solvable). */
export function fitPlane(points: [number, number, number][]): [number, number, number] {
  const m = [
    [0, 0, 0],
    [0, 0, 0],
    [0, 0, 0],
  ];
  const rhs = [0, 0, 0];
  for (const [x, y, z] of points) {
    const row = [1, x, y];
    for (let i = 0; i < 3; i++) {
      rhs[i] = (rhs[i] ?? 0) + (row[i] ?? 0) * z;
      for (let j = 0; j < 3; j++)
        (m[i] as number[])[j] = (m[i]?.[j] ?? 0) + (row[i] ?? 0) * (row[j] ?? 0);
    }
  }
  for (let i = 1; i < 3; i++) (m[i] as number[])[i] = (m[i]?.[i] ?? 0) + 1e-6;
  return solve3(m, rhs);
}

function solve3(m: number[][], b: number[]): [number, number, number] {
  const a = m.map((row, i) => [...row, b[i] ?? 0]);
  for (let c = 0; c < 3; c++) {
    let piv = c;
    for (let r = c + 1; r < 3; r++)
      if (Math.abs(a[r]?.[c] ?? 0) > Math.abs(a[piv]?.[c] ?? 0)) piv = r;
    [a[c], a[piv]] = [a[piv] as number[], a[c] as number[]];
    const pr = a[c] as number[];
    const pv = pr[c] ?? 1;
    for (let r = 0; r < 3; r++) {
      if (r === c) continue;
      const row = a[r] as number[];
      const k = (row[c] ?? 0) / pv;
      for (let j = c; j < 4; j++) row[j] = (row[j] ?? 0) - k * (pr[j] ?? 0);
    }
  }
  return [0, 1, 2].map((i) => (a[i]?.[3] ?? 0) / (a[i]?.[i] ?? 1)) as [number, number, number];
}

export class BedModel {
  readonly surface: BedSurface;
  /** Height error (physical − commanded) at each Z stepper, in stepper order (z, z1, z2...). */
  zErrors: number[] = [0];
  private shape: GantryShape = { kind: 'single' };
  private readonly noiseRng: () => number;

  constructor(
    private readonly state: BedState,
    width: number,
    depth: number,
  ) {
    this.surface = new BedSurface(state.seed, width, depth);
    this.noiseRng = rng(state.seed ^ 0x5bd1e995);
  }

  get probeTrigger(): number {
    return this.state.probeTrigger;
  }

  /** Several Z steppers: their starting errors come from the seed (up to ±0.3 mm). */
  setGantry(shape: GantryShape, count: number): void {
    this.shape = shape;
    const r = rng(this.state.seed + 7);
    this.zErrors = Array.from({ length: count }, () => (r() * 2 - 1) * 0.3);
  }

  /** The gantry's height error over (x, y). */
  gantryAt(x: number, y: number): number {
    const e = this.zErrors;
    if (this.shape.kind === 'plane') {
      const pts = this.shape.points.map(
        ([px, py], i) => [px, py, e[i] ?? 0] as [number, number, number],
      );
      const [a, b, c] = fitPlane(pts);
      return a + b * x + c * y;
    }
    if (this.shape.kind === 'frame') {
      const [[x0, y0], [x1, y1]] = this.shape.corners;
      const u = x1 === x0 ? 0 : (x - x0) / (x1 - x0);
      const v = y1 === y0 ? 0 : (y - y0) / (y1 - y0);
      const [z0 = 0, z1 = 0, z2 = 0, z3 = 0] = e;
      return z0 * (1 - u) * (1 - v) + z1 * (1 - u) * v + z2 * u * v + z3 * u * (1 - v);
    }
    return e[0] ?? 0;
  }

  /** The commanded toolhead Z at which the nozzle touches the bed at (x, y). */
  contactZ(x: number, y: number, positionEndstop: number): number {
    return (
      this.surface.height(x, y) - this.gantryAt(x, y) + (positionEndstop - this.state.endstopTrue)
    );
  }

  /** A probe's repeatability: a few microns. */
  noise(): number {
    const r = this.noiseRng;
    return (r() + r() + r() - 1.5) * 0.002;
  }
}

const MODELS = new WeakMap<Printer, BedModel>();

function stateFile(p: Printer): string | null {
  const cfg = configPathOf(p);
  return cfg ? join(dirname(dirname(cfg)), 'database', 'sim_bed.json') : null;
}

function loadState(p: Printer, endstop: number, zOffset: number): BedState {
  const file = stateFile(p);
  if (file && existsSync(file)) {
    try {
      const s = JSON.parse(readFileSync(file, 'utf8')) as Partial<BedState>;
      if (
        typeof s.seed === 'number' &&
        typeof s.endstopTrue === 'number' &&
        typeof s.probeTrigger === 'number'
      )
        return { seed: s.seed, endstopTrue: s.endstopTrue, probeTrigger: s.probeTrigger };
    } catch {
      // A damaged file is replaced by a new bed.
    }
  }
  const seed = Math.floor(Math.random() * 2 ** 31);
  const r = rng(seed + 13);
  const state: BedState = {
    seed,
    endstopTrue: Math.round((endstop + (r() * 2 - 1) * 0.04) * 1000) / 1000,
    probeTrigger: Math.round((zOffset + (r() * 2 - 1) * 0.06) * 1000) / 1000,
  };
  if (file) {
    try {
      writeFileSync(file, `${JSON.stringify(state, null, 2)}\n`);
    } catch {
      // No data folder (a model built in a test): the bed lives for this model only.
    }
  }
  return state;
}

interface Hints {
  gantry?: { shape: GantryShape; count: number };
  probeZOffset?: number;
}
const HINTS = new WeakMap<Printer, Hints>();

/** Module setup (before the model knows its data folder): how the Z steppers hold the gantry. */
export function declareGantry(p: Printer, shape: GantryShape, count: number): void {
  HINTS.set(p, { ...HINTS.get(p), gantry: { shape, count } });
}

/** Module setup: the probe's configured z_offset (a new bed's probe triggers near it). */
export function declareProbe(p: Printer, zOffset: number): void {
  HINTS.set(p, { ...HINTS.get(p), probeZOffset: zOffset });
}

/** The bed of this printer model, created on first use (a command, once the model is running). */
export function bedModelOf(p: Printer): BedModel {
  let m = MODELS.get(p);
  if (!m) {
    const hints = HINTS.get(p) ?? {};
    const rails = p.toolhead.rails;
    const endstop = rails[2]?.endstop ?? 0;
    const state = loadState(p, endstop, hints.probeZOffset ?? 0);
    m = new BedModel(state, rails[0]?.max ?? 200, rails[1]?.max ?? 200);
    if (hints.gantry) m.setGantry(hints.gantry.shape, hints.gantry.count);
    MODELS.set(p, m);
  }
  return m;
}
