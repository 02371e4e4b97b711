// gcode_arcs: G2/G3 in the plane G17 (XY, offsets I J), G18 (XZ, offsets I K) or G19 (YZ,
// offsets J K) chose — XY until one is given —, the third axis moving as a helix; segmented like
// Klipper's gcode_arcs (one G1 per `resolution` mm of arc, extrusion split evenly); an offset may
// be omitted (0).

import { moveTo } from '../gcode/commands/motion';
import type { GCodeCommand } from '../gcode/command';
import { CommandError } from '../gcode/parser';
import type { Printer } from '../printer';

export interface ArcPoint {
  x: number;
  y: number;
  z: number;
}

/** Points along an arc from `start` to `end` around start + (i, j); the last point is `end`. */
export function planArc(
  start: ArcPoint,
  end: ArcPoint,
  i: number,
  j: number,
  clockwise: boolean,
  mmPerSegment: number,
): ArcPoint[] {
  const cx = start.x + i;
  const cy = start.y + j;
  let rP = -i;
  let rQ = -j;
  const rtA = end.x - cx;
  const rtB = end.y - cy;
  let angular = Math.atan2(rP * rtB - rQ * rtA, rP * rtA + rQ * rtB);
  if (angular < 0) angular += 2 * Math.PI;
  if (clockwise) angular -= 2 * Math.PI;
  if (angular === 0 && start.x === end.x && start.y === end.y) angular = 2 * Math.PI;
  const linear = end.z - start.z;
  const radius = Math.hypot(rP, rQ);
  const flat = radius * angular;
  const travel = linear ? Math.hypot(flat, linear) : Math.abs(flat);
  const segments = Math.max(1, Math.floor(travel / mmPerSegment));
  const theta = angular / segments;
  const out: ArcPoint[] = [];
  for (let k = 1; k < segments; k++) {
    const c = Math.cos(k * theta);
    const s = Math.sin(k * theta);
    rP = -i * c + j * s;
    rQ = -i * s - j * c;
    out.push({ x: cx + rP, y: cy + rQ, z: start.z + (k * linear) / segments });
  }
  out.push({ ...end });
  return out;
}

/** An arc plane: the two axes of the circle and the helical one (indices of x, y, z). */
export type ArcPlane = 'XY' | 'XZ' | 'YZ';
const PLANE_AXES: Record<ArcPlane, readonly [number, number, number]> = {
  XY: [0, 1, 2],
  XZ: [0, 2, 1],
  YZ: [1, 2, 0],
};
const PLANE_OFFSETS: Record<ArcPlane, readonly [string, string]> = {
  XY: ['I', 'J'],
  XZ: ['I', 'K'],
  YZ: ['J', 'K'],
};

/** planArc in any plane: the points of the arc from `start` to `end` (x, y, z). */
export function planArcIn(
  plane: ArcPlane,
  start: ArcPoint,
  end: ArcPoint,
  first: number,
  second: number,
  clockwise: boolean,
  mmPerSegment: number,
): ArcPoint[] {
  const [a, b, h] = PLANE_AXES[plane];
  const toPlane = (pt: ArcPoint) => {
    const v = [pt.x, pt.y, pt.z];
    return { x: v[a]!, y: v[b]!, z: v[h]! };
  };
  return planArc(toPlane(start), toPlane(end), first, second, clockwise, mmPerSegment).map((pt) => {
    const v = [0, 0, 0];
    v[a] = pt.x;
    v[b] = pt.y;
    v[h] = pt.z;
    return { x: v[0]!, y: v[1]!, z: v[2]! };
  });
}

export function registerArcs(p: Printer): void {
  const raw = p.config.raw.get('gcode_arcs')?.get('resolution');
  const resolution = raw === undefined ? 1 : Number(raw) || 1;
  const gm = p.gcodeMove;
  // Klipper's gcode_arcs starts in the XY plane (as before planes existed).
  let plane: ArcPlane = 'XY';
  const arc = async (cmd: GCodeCommand, clockwise: boolean): Promise<void> => {
    if (!gm.absoluteCoordinates)
      throw new CommandError('G2/G3 does not support relative move mode');
    const cur = gm.gcodePosition();
    const num = (k: string, def: number): number => cmd.float(k, def);
    const start = { x: cur[0], y: cur[1], z: cur[2] };
    const end = { x: num('X', cur[0]), y: num('Y', cur[1]), z: num('Z', cur[2]) };
    if (cmd.has('R')) throw new CommandError('G2/G3 does not support R moves');
    const [firstKey, secondKey] = PLANE_OFFSETS[plane];
    const first = num(firstKey, 0);
    const second = num(secondKey, 0);
    if (first === 0 && second === 0)
      throw new CommandError('G2/G3 requires IJ, IK or JK parameters');
    if (cmd.has('F')) {
      const f = cmd.float('F');
      if (f <= 0) throw new CommandError(`Invalid speed in '${cmd.line}'`);
      gm.speed = f / 60;
    }
    const points = planArcIn(plane, start, end, first, second, clockwise, resolution);
    const hasE = cmd.has('E');
    const e = hasE ? cmd.float('E') : 0;
    const ePer = gm.absoluteExtrude ? (e - cur[3]) / points.length : e / points.length;
    // Each segment is a G1 of its own: it passes the move transforms (exclude_object) as G1 does.
    for (const [k, pt] of points.entries()) {
      const params: Record<string, number> = { X: pt.x, Y: pt.y, Z: pt.z };
      if (hasE) params.E = gm.absoluteExtrude ? cur[3] + ePer * (k + 1) : ePer;
      const target = gm.target(params);
      const speed = gm.speed * gm.speedFactor;
      if (p.moveTransform) await p.moveTransform(target, speed);
      else moveTo(p, target, speed);
    }
  };
  p.gcode.register('G2', (cmd) => arc(cmd, true));
  p.gcode.register('G3', (cmd) => arc(cmd, false));
  p.gcode.register('G17', () => {
    plane = 'XY';
  });
  p.gcode.register('G18', () => {
    plane = 'XZ';
  });
  p.gcode.register('G19', () => {
    plane = 'YZ';
  });
}
