// Extruders ([extruder], [extruder1], ...): heater, extrusion limits with Klipper's refusals, pressure
// advance, and the commands that belong to them (ACTIVATE_EXTRUDER, SET_PRESSURE_ADVANCE, ...).

import type { Printer } from './printer';
import { Heater } from './thermal';
import { readStepper, type Coord } from './toolhead';
import type { ConfigSection } from './settings';
import type { GCodeCommand } from './gcode/command';
import { CommandError } from './gcode/parser';
import { muxLookup } from './gcode/mux';

export class Extruder {
  readonly heater: Heater;
  readonly minExtrudeTemp: number;
  readonly velocity: number;
  readonly accel: number;
  readonly maxEDist: number;
  readonly nozzleDiameter: number;
  readonly filamentArea: number;
  readonly maxExtrudeRatio: number;
  pressureAdvance: number;
  smoothTime: number;
  rotationDistance: number;
  /** Where this extruder's axis was when another one became active. */
  lastPosition = 0;
  /** SYNC_EXTRUDER_MOTION: the extruder whose motion this stepper follows (null = its own). */
  motionQueue: string | null = null;

  constructor(
    readonly name: string,
    sec: ConfigSection,
    maxVelocity: number,
    maxAccel: number,
    initialTemp: number | undefined,
  ) {
    this.heater = new Heater(name, sec, initialTemp);
    this.minExtrudeTemp = this.heater.minExtrudeTemp;
    readStepper(sec, false);
    this.rotationDistance = sec.float('rotation_distance', undefined, { above: 0 });
    this.nozzleDiameter = sec.float('nozzle_diameter', undefined, { above: 0 });
    const filament = sec.float('filament_diameter', undefined, { minval: this.nozzleDiameter });
    this.filamentArea = Math.PI * (filament / 2) ** 2;
    const defRatio = (4 * this.nozzleDiameter * this.nozzleDiameter) / this.filamentArea;
    const cross = sec.float('max_extrude_cross_section', 4 * this.nozzleDiameter ** 2, {
      above: 0,
    });
    this.maxExtrudeRatio = cross / this.filamentArea;
    this.velocity = sec.float('max_extrude_only_velocity', maxVelocity * defRatio, { above: 0 });
    this.accel = sec.float('max_extrude_only_accel', maxAccel * defRatio, { above: 0 });
    this.maxEDist = sec.float('max_extrude_only_distance', 50, { minval: 0 });
    sec.float('instantaneous_corner_velocity', 1, { minval: 0 });
    this.pressureAdvance = sec.float('pressure_advance', 0, { minval: 0 });
    this.smoothTime = sec.float('pressure_advance_smooth_time', 0.04, { above: 0, maxval: 0.2 });
  }

  get canExtrude(): boolean {
    return this.heater.temperature >= this.minExtrudeTemp;
  }

  /**
   * Klipper's extruder check_move for a move from `start` to `end` that extrudes: cold extrusion and
   * the extrude-only distance.
   */
  checkMove(start: Coord, end: Coord): void {
    if (!this.canExtrude)
      throw new CommandError(
        "Extrude below minimum temp\nSee the 'min_extrude_temp' config option for details",
      );
    const d = end.map((v, i) => v - (start[i] ?? 0));
    const de = d[3] ?? 0;
    const xyz = Math.hypot(d[0] ?? 0, d[1] ?? 0, d[2] ?? 0);
    const moveD = xyz > 1e-9 ? xyz : Math.abs(de);
    const axisR = de / moveD;
    if ((Math.abs(d[0] ?? 0) < 1e-12 && Math.abs(d[1] ?? 0) < 1e-12) || axisR < 0) {
      if (Math.abs(de) > this.maxEDist)
        throw new CommandError(
          `Extrude only move too long (${de.toFixed(3)}mm vs ${this.maxEDist.toFixed(3)}mm)\n` +
            "See the 'max_extrude_only_distance' config option for details",
        );
    }
    // Klipper also refuses over-extrusion ("Move exceeds maximum extrusion", max_extrude_cross_section);
    // the simulator does not, so the test prints' coarse G-code (several mm of filament per mm) runs.
  }

  getStatus(): Record<string, unknown> {
    return {
      ...this.heater.getStatus(),
      can_extrude: this.canExtrude,
      pressure_advance: this.pressureAdvance,
      smooth_time: this.smoothTime,
      motion_queue: this.motionQueue,
    };
  }
}

/** [extruder], [extruder1], ... in Klipper's order (stops at the first missing index). */
export function loadExtruders(p: Printer, carry: Map<string, number>): Map<string, Extruder> {
  const out = new Map<string, Extruder>();
  for (let i = 0; i < 99; i++) {
    const name = i === 0 ? 'extruder' : `extruder${i}`;
    const sec = p.config.maybe(name);
    if (!sec) break;
    const th = p.toolhead;
    out.set(name, new Extruder(name, sec, th.maxVelocity, th.maxAccel, carry.get(name)));
  }
  return out;
}

function pressureAdvance(ext: Extruder, cmd: GCodeCommand): void {
  ext.pressureAdvance = cmd.float('ADVANCE', ext.pressureAdvance, { minval: 0 });
  ext.smoothTime = cmd.float('SMOOTH_TIME', ext.smoothTime, { minval: 0, maxval: 0.2 });
  cmd.respondInfo(
    `pressure_advance: ${ext.pressureAdvance.toFixed(6)}\n` +
      `pressure_advance_smooth_time: ${ext.smoothTime.toFixed(6)}`,
  );
}

/** Switches the toolhead's extra axis to `ext` (ACTIVATE_EXTRUDER): positions as Klipper does. */
export function activateExtruder(p: Printer, ext: Extruder): void {
  const th = p.toolhead;
  const current = p.extruders.get(th.extruderName);
  if (current) current.lastPosition = th.position[3];
  th.extruderName = ext.name;
  th.position[3] = ext.lastPosition;
  const gm = p.gcodeMove;
  gm.resetLastPosition();
  gm.extrudeFactor = 1;
  gm.basePosition[3] = gm.lastPosition[3];
}

/** Mux lookup on EXTRUDER as Klipper's mux commands report an unknown value. */
function byName(p: Printer, cmd: GCodeCommand, def?: string): Extruder {
  if (def !== undefined && !cmd.has('EXTRUDER')) return p.extruders.get(def) as Extruder;
  return muxLookup(cmd, 'EXTRUDER', p.extruders);
}

export function registerExtruderCommands(p: Printer): void {
  const g = p.gcode;
  g.register(
    'ACTIVATE_EXTRUDER',
    (cmd) => {
      const ext = byName(p, cmd);
      if (p.toolhead.extruderName === ext.name)
        return cmd.respondInfo(`Extruder ${ext.name} already active`);
      cmd.respondInfo(`Activating extruder ${ext.name}`);
      activateExtruder(p, ext);
    },
    { help: 'Change the active extruder' },
  );
  g.register(
    'SET_PRESSURE_ADVANCE',
    (cmd) => pressureAdvance(byName(p, cmd, p.toolhead.extruderName), cmd),
    { help: 'Set pressure advance parameters' },
  );
  g.register(
    'SET_EXTRUDER_ROTATION_DISTANCE',
    (cmd) => {
      const ext = byName(p, cmd);
      if (cmd.has('DISTANCE')) {
        const d = cmd.float('DISTANCE');
        if (d === 0) throw new CommandError('Rotation distance can not be zero');
        ext.rotationDistance = d;
      }
      cmd.respondInfo(
        `Extruder '${ext.name}' rotation distance set to ${ext.rotationDistance.toFixed(6)}`,
      );
    },
    { help: 'Set extruder rotation distance' },
  );
  g.register(
    'SYNC_EXTRUDER_MOTION',
    (cmd) => {
      const ext = byName(p, cmd);
      const queue = cmd.str('MOTION_QUEUE');
      if (queue !== '' && !p.extruders.has(queue))
        throw new CommandError(`'${queue}' is not a valid extruder.`);
      ext.motionQueue = queue === '' || queue === ext.name ? null : queue;
      cmd.respondInfo(`Extruder '${ext.name}' now syncing with '${queue}'`);
    },
    { help: 'Set extruder stepper motion queue' },
  );
}
