// Toolhead moves of the calibration modules (Klipper's toolhead.manual_move and probing moves):
// queued through the toolhead so they take simulated time and show in toolhead/motion_report.

import { KlippyGone } from '../gcode/dispatcher';
import { CommandError } from '../gcode/parser';
import type { Printer } from '../printer';
import type { Coord } from '../toolhead';

/** Axis values left null stay where they are (Klipper's `None`). */
export type PartialXYZ = [number | null, number | null, number | null];

/** toolhead.manual_move: queues a move of the given axes; gcode_move follows the new position. */
export function manualMove(p: Printer, xyz: PartialXYZ, speed: number): void {
  const th = p.toolhead;
  const target: Coord = [...th.position];
  xyz.forEach((v, i) => {
    if (v !== null) target[i] = v;
  });
  try {
    th.move(target, speed, { velocity: th.maxVelocity, accel: th.maxAccel });
  } finally {
    p.gcodeMove.resetLastPosition();
  }
}

/** Waits for the queued moves; stops the command if Klipper went away or shut down meanwhile. */
export async function settle(p: Printer, what = 'Probing'): Promise<void> {
  await p.toolhead.waitMoves();
  checkRunning(p, what);
}

export function checkRunning(p: Printer, what = 'Probing'): void {
  if (p.disposed) throw new KlippyGone('Klippy Disconnected');
  if (p.host.state() === 'shutdown')
    throw new CommandError(`${what} failed due to printer shutdown`);
}

/** The toolhead's commanded XYZ position. */
export function position(p: Printer): [number, number, number] {
  const [x, y, z] = p.toolhead.position;
  return [x, y, z];
}
