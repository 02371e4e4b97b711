// gcode_arcs: G2/G3 in the XY plane (G17), segmented like Klipper's gcode_arcs (one G1 per
// `resolution` mm of arc, extrusion split evenly); I or J may be omitted (0).

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

export function registerArcs(p: Printer): void {
  const raw = p.config.raw.get('gcode_arcs')?.get('resolution');
  const resolution = raw === undefined ? 1 : Number(raw) || 1;
  const gm = p.gcodeMove;
  const arc = async (cmd: GCodeCommand, clockwise: boolean): Promise<void> => {
    if (!gm.absoluteCoordinates)
      throw new CommandError('G2/G3 does not support relative move mode');
    const cur = gm.gcodePosition();
    const num = (k: string, def: number): number => cmd.float(k, def);
    const start = { x: cur[0], y: cur[1], z: cur[2] };
    const end = { x: num('X', cur[0]), y: num('Y', cur[1]), z: num('Z', cur[2]) };
    const i = num('I', 0);
    const j = num('J', 0);
    if (i === 0 && j === 0) throw new CommandError('G2/G3 requires IJ, IK or JK parameters');
    if (cmd.has('F')) {
      const f = cmd.float('F');
      if (f <= 0) throw new CommandError(`Invalid speed in '${cmd.line}'`);
      gm.speed = f / 60;
    }
    const points = planArc(start, end, i, j, clockwise, resolution);
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
  p.gcode.register('G17', () => undefined);
}
