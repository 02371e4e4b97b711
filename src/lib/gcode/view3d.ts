// The 3D view's other pure helpers: per-point data for shading and colouring lines, the default
// camera and the bed grid (see geometry3d.ts for the line buffers themselves).
import type { GcodeBounds } from './types';

/**
 * Per point, the direction of the move ending there, as signed bytes (x, y, z scaled to ±127), for
 * shading the lines like the walls they print; point 0 and zero-length moves get (0, 0, 0). Fills
 * the moves `from` to `to` (exclusive) of `out` (3 × (moveCount + 1) long), so it can run in slices.
 */
export function fillDirections(
  positions: Float32Array,
  out: Int8Array,
  from: number,
  to: number,
): void {
  for (let i = from; i < to; i++) {
    const a = 3 * i;
    const dx = (positions[a + 3] as number) - (positions[a] as number);
    const dy = (positions[a + 4] as number) - (positions[a + 1] as number);
    const dz = (positions[a + 5] as number) - (positions[a + 2] as number);
    const length = Math.sqrt(dx * dx + dy * dy + dz * dz);
    if (length === 0) continue;
    const scale = 127 / length;
    out[a + 3] = Math.round(dx * scale);
    out[a + 4] = Math.round(dy * scale);
    out[a + 5] = Math.round(dz * scale);
  }
}

/**
 * A value per point for per-move data drawn with flat shading, where the line from point i to
 * point i + 1 takes its value from its last point: point i + 1 carries move i's value.
 */
export function perEndPoint(values: Uint8Array, moveCount: number): Uint8Array {
  const out = new Uint8Array(moveCount + 1);
  out[0] = moveCount > 0 ? (values[0] as number) : 0;
  out.set(values.subarray(0, moveCount), 1);
  return out;
}

export interface CameraView {
  target: [number, number, number];
  position: [number, number, number];
  near: number;
  far: number;
}

/** The direction the default view looks from: in front, a little to the right, above (Z up). */
const VIEW_DIRECTION: [number, number, number] = [0.35, -1, 0.8];

/**
 * A camera that shows the whole part: looking at the centre of `bounds` from the front, right and
 * above, far enough that the bounding sphere fits the narrower of the two fields of view.
 */
export function defaultView(
  bounds: GcodeBounds | null,
  verticalFovDeg: number,
  aspect: number,
): CameraView {
  const min = bounds?.min ?? [0, 0, 0];
  const max = bounds?.max ?? [0, 0, 0];
  const target: [number, number, number] = [
    (min[0] + max[0]) / 2,
    (min[1] + max[1]) / 2,
    (min[2] + max[2]) / 2,
  ];
  const dx = max[0] - min[0];
  const dy = max[1] - min[1];
  const dz = max[2] - min[2];
  const radius = Math.max(1, Math.hypot(dx, dy, dz) / 2);
  const vHalf = (verticalFovDeg * Math.PI) / 360;
  const hHalf = Math.atan(Math.tan(vHalf) * (aspect > 0 ? aspect : 1));
  const distance = (radius / Math.sin(Math.min(vHalf, hHalf))) * 1.05;
  const [vx, vy, vz] = VIEW_DIRECTION;
  const len = Math.hypot(vx, vy, vz);
  return {
    target,
    position: [
      target[0] + (vx / len) * distance,
      target[1] + (vy / len) * distance,
      target[2] + (vz / len) * distance,
    ],
    near: Math.max(0.01, distance / 1000),
    far: distance * 20 + radius * 10,
  };
}

export interface BedGrid {
  min: [number, number];
  max: [number, number];
  /** Line endpoints x, y, z (z = 0) interleaved: two points per grid line. */
  positions: Float32Array;
}

/**
 * A grid on Z = 0 under the part: the bounds grown by `margin` and rounded out to whole `step`s,
 * one line every `step` mm (fewer when that would exceed `maxLines` per axis).
 */
export function bedGrid(
  bounds: GcodeBounds | null,
  step = 10,
  margin = 10,
  maxLines = 101,
): BedGrid {
  const lo = bounds?.min ?? [0, 0, 0];
  const hi = bounds?.max ?? [0, 0, 0];
  let s = step > 0 ? step : 10;
  const span = Math.max(hi[0] - lo[0], hi[1] - lo[1]) + 2 * margin;
  while (span / s + 1 > maxLines) s *= 2;
  const x0 = Math.floor((lo[0] - margin) / s) * s;
  const x1 = Math.ceil((hi[0] + margin) / s) * s;
  const y0 = Math.floor((lo[1] - margin) / s) * s;
  const y1 = Math.ceil((hi[1] + margin) / s) * s;
  const nx = Math.round((x1 - x0) / s) + 1;
  const ny = Math.round((y1 - y0) / s) + 1;
  const positions = new Float32Array((nx + ny) * 6);
  let p = 0;
  for (let i = 0; i < nx; i++) {
    const x = x0 + i * s;
    positions.set([x, y0, 0, x, y1, 0], p);
    p += 6;
  }
  for (let j = 0; j < ny; j++) {
    const y = y0 + j * s;
    positions.set([x0, y, 0, x1, y, 0], p);
    p += 6;
  }
  return { min: [x0, y0], max: [x1, y1], positions };
}
