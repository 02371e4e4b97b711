// G2/G3 arcs in the XY plane, split into straight segments the way Klipper's gcode_arcs does:
// segment count = max(1, floor(arc length / resolution)), resolution 1 mm unless the printer's
// [gcode_arcs] says otherwise, E shared evenly, Z (helical) travelled evenly.

/** Klipper's default [gcode_arcs] resolution in mm. */
export const DEFAULT_ARC_RESOLUTION = 1;

/**
 * The segment end points of an arc from (x0, y0) to (x1, y1) around (x0 + i, y0 + j).
 * Calls `emit(x, y, fraction)` for each segment end, fraction in (0, 1], the last at the target.
 * Returns the number of segments.
 */
export function splitArc(
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  i: number,
  j: number,
  zTravel: number,
  clockwise: boolean,
  resolution: number,
  emit: (x: number, y: number, fraction: number) => void,
): number {
  // Radius vector from the centre to the start.
  const rP = -i;
  const rQ = -j;
  const cx = x0 - rP;
  const cy = y0 - rQ;
  const tP = x1 - cx;
  const tQ = y1 - cy;
  let angle = Math.atan2(rP * tQ - rQ * tP, rP * tP + rQ * tQ);
  if (angle < 0) angle += 2 * Math.PI;
  if (clockwise) angle -= 2 * Math.PI;
  if (angle === 0 && x0 === x1 && y0 === y1) angle = 2 * Math.PI; // a full circle
  const radius = Math.hypot(rP, rQ);
  const flat = radius * angle;
  const travel = zTravel !== 0 ? Math.hypot(flat, zTravel) : Math.abs(flat);
  const segments = Math.max(1, Math.floor(travel / resolution));
  const step = angle / segments;
  for (let s = 1; s < segments; s++) {
    const theta = s * step;
    const cos = Math.cos(theta);
    const sin = Math.sin(theta);
    emit(cx + rP * cos - rQ * sin, cy + rP * sin + rQ * cos, s / segments);
  }
  emit(x1, y1, 1);
  return segments;
}
