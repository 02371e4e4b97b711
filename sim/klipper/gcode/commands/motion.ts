// Motion commands: G0/G1, G28, G90/G91, G92, M82/M83, M400, M84/M18, M114, M220/M221, offsets, limits.

import type { Printer } from '../../printer';
import type { Coord } from '../../toolhead';
import type { GCodeCommand } from '../command';
import { CommandError } from '../parser';

function axisParams(cmd: GCodeCommand, axes: string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const a of axes) {
    const v = cmd.params[a];
    if (v === undefined) continue;
    const n = Number(v);
    if (v.trim() === '' || !Number.isFinite(n))
      throw new CommandError(`Unable to parse move '${cmd.line}'`);
    out[a] = n;
  }
  return out;
}

/**
 * Queues a toolhead move to a target in printer coordinates, with Klipper's checks in its order: the
 * kinematics (unhomed axis, out of range), then the active extruder (cold, too long, too much).
 */
export function moveTo(p: Printer, gcodeTarget: Coord, speed: number): void {
  const th = p.toolhead;
  const target = p.meshTransform ? p.meshTransform.toToolhead(gcodeTarget) : gcodeTarget;
  const start = th.position;
  const d = target.map((v, i) => v - (start[i] ?? 0));
  if (d.every((v) => Math.abs(v) < 1e-12)) return;
  th.checkMove(target, d);
  const ext = p.extruder;
  if (Math.abs(d[3] ?? 0) > 1e-12) ext.checkMove(start, target);
  th.move(target, speed, ext);
}

export function registerMotionCommands(p: Printer): void {
  const g = p.gcode;
  const gm = p.gcodeMove;
  const th = p.toolhead;
  const g1 = (cmd: GCodeCommand): void | Promise<void> => {
    const params = axisParams(cmd, ['X', 'Y', 'Z', 'E', 'F']);
    if (params.F !== undefined) {
      if (params.F <= 0) throw new CommandError(`Invalid speed in '${cmd.line}'`);
      gm.speed = params.F / 60;
    }
    const target = gm.target(params);
    const speed = gm.speed * gm.speedFactor;
    return p.moveTransform ? p.moveTransform(target, speed) : moveTo(p, target, speed);
  };
  g.register('G1', g1);
  g.register('G0', g1);
  g.register('G28', async (cmd) => {
    let axes = ['x', 'y', 'z'].filter((a) => a.toUpperCase() in cmd.params);
    if (axes.length === 0) axes = ['x', 'y', 'z'];
    p.busyCount++;
    try {
      await th.home(axes);
    } finally {
      p.busyCount--;
    }
    gm.resetLastPosition();
    for (const a of axes) {
      const i = ['x', 'y', 'z'].indexOf(a);
      gm.basePosition[i] = gm.homingOrigin[i] ?? 0;
    }
  });
  g.register('G90', () => {
    gm.absoluteCoordinates = true;
  });
  g.register('G91', () => {
    gm.absoluteCoordinates = false;
  });
  g.register('M82', () => {
    gm.absoluteExtrude = true;
  });
  g.register('M83', () => {
    gm.absoluteExtrude = false;
  });
  g.register('G92', (cmd) => gm.setPosition(axisParams(cmd, ['X', 'Y', 'Z', 'E'])));
  g.register('M400', () => th.waitMoves());
  const motorsOff = async (): Promise<void> => {
    await th.waitMoves();
    th.motorOff();
  };
  g.register('M84', motorsOff);
  g.register('M18', motorsOff);
  g.register('M114', (cmd) => {
    const [x, y, z, e] = gm.gcodePosition().map((v) => v.toFixed(3));
    cmd.respondRaw(`X:${x} Y:${y} Z:${z} E:${e}`);
  });
  g.register('M220', (cmd) => {
    gm.speedFactor = cmd.float('S', 100, { above: 0 }) / 100;
  });
  g.register('M221', (cmd) => {
    gm.extrudeFactor = cmd.float('S', 100, { above: 0 }) / 100;
  });
  g.register(
    'SET_GCODE_OFFSET',
    (cmd) => {
      const delta: Coord = [0, 0, 0, 0];
      ['X', 'Y', 'Z', 'E'].forEach((axis, i) => {
        let offset: number | undefined;
        if (cmd.has(axis)) offset = cmd.float(axis);
        else if (cmd.has(`${axis}_ADJUST`))
          offset = (gm.homingOrigin[i] ?? 0) + cmd.float(`${axis}_ADJUST`);
        if (offset !== undefined) delta[i] = gm.setOffset(i, offset);
      });
      if (cmd.int('MOVE', 0) === 1) {
        const target = gm.lastPosition.map((v, i) => v + (delta[i] ?? 0)) as Coord;
        gm.lastPosition = target;
        moveTo(p, target, cmd.float('MOVE_SPEED', gm.speed, { above: 0 }));
      }
    },
    { help: 'Set a virtual offset to g-code positions' },
  );
  g.register(
    'SET_VELOCITY_LIMIT',
    (cmd) => {
      const velocity = cmd.has('VELOCITY') ? cmd.float('VELOCITY', 0, { above: 0 }) : null;
      const accel = cmd.has('ACCEL') ? cmd.float('ACCEL', 0, { above: 0 }) : null;
      const scv = cmd.has('SQUARE_CORNER_VELOCITY')
        ? cmd.float('SQUARE_CORNER_VELOCITY', 0, { minval: 0 })
        : null;
      let mcr = cmd.has('MINIMUM_CRUISE_RATIO')
        ? cmd.float('MINIMUM_CRUISE_RATIO', 0, { minval: 0, below: 1 })
        : null;
      // Klipper 0.13 still takes the old ACCEL_TO_DECEL and converts it to a cruise ratio.
      if (mcr === null && cmd.has('ACCEL_TO_DECEL')) {
        const a2d = cmd.float('ACCEL_TO_DECEL', 0, { above: 0 });
        mcr = 1 - Math.min(1, a2d / (accel ?? th.maxAccel));
      }
      if (velocity !== null) th.maxVelocity = velocity;
      if (accel !== null) th.maxAccel = accel;
      if (scv !== null) th.squareCornerVelocity = scv;
      if (mcr !== null) th.minimumCruiseRatio = mcr;
      if (velocity !== null || accel !== null || scv !== null || mcr !== null) return;
      cmd.respondInfo(
        [
          `max_velocity: ${th.maxVelocity.toFixed(6)}`,
          `max_accel: ${th.maxAccel.toFixed(6)}`,
          `minimum_cruise_ratio: ${th.minimumCruiseRatio.toFixed(6)}`,
          `square_corner_velocity: ${th.squareCornerVelocity.toFixed(6)}`,
        ].join('\n'),
      );
    },
    { help: 'Set printer velocity limits' },
  );
  // G4 and M204 are registered with the print modules (sim/klipper/print/index.ts).
}
