// What z_tilt and quad_gantry_level share (Klipper's ZAdjustHelper, ZAdjustStatus, RetryHelper):
// the extra Z steppers, moving each Z stepper alone by its adjustment, and the retry rule.

import { ConfigError } from '../config';
import type { GCodeCommand } from '../gcode/command';
import { CommandError } from '../gcode/parser';
import type { Printer } from '../printer';
import type { ConfigSection } from '../settings';
import { readStepper } from '../toolhead';
import { bedModelOf } from './bed_surface';
import { settle } from './calibration_moves';

/** stepper_z, stepper_z1, stepper_z2...: the extra ones' options are read here. */
export function zSteppers(p: Printer, sectionName: string, expected: number): string[] {
  const names = ['stepper_z'];
  for (let i = 1; i < 99; i++) {
    const sec = p.config.maybe(`stepper_z${i}`);
    if (!sec) break;
    readStepper(sec, false);
    if (sec.has('endstop_pin')) sec.str('endstop_pin');
    names.push(sec.name);
  }
  if (names.length !== expected)
    throw new ConfigError(`${sectionName} z_positions needs exactly ${names.length} items`);
  if (names.length < 2) throw new ConfigError(`${sectionName} requires multiple z steppers`);
  return names;
}

/** Moves each Z stepper on its own by its adjustment (lowest first), as Klipper does. */
export async function adjustSteppers(
  p: Printer,
  names: string[],
  adjustments: number[],
  speed: number,
): Promise<void> {
  p.gcode.respondInfo(
    `Making the following Z adjustments:\n${names.map((n, i) => `${n} = ${(adjustments[i] ?? 0).toFixed(6)}`).join('\n')}`,
  );
  await settle(p);
  const min = Math.min(...adjustments);
  const max = Math.max(...adjustments);
  const accel = Math.min(p.toolhead.maxZAccel, p.toolhead.maxAccel);
  const time = (max - min) / speed + (names.length - 1) * (speed / accel);
  p.busyCount++;
  try {
    await p.clock.sleep(time);
  } finally {
    p.busyCount--;
  }
  await settle(p, 'Z adjust');
  const bed = bedModelOf(p);
  bed.zErrors = bed.zErrors.map((e, i) => e + (adjustments[i] ?? 0));
  p.toolhead.position[2] -= min;
  p.gcodeMove.resetLastPosition();
}

/** `applied` of z_tilt / quad_gantry_level: set by a finished run, cleared by motors off. */
export class ZAdjustStatus {
  applied = false;

  step(p: Printer): void {
    if (this.applied && p.toolhead.enabled.size === 0) this.applied = false;
  }
}

export class RetryHelper {
  private readonly defaultRetries: number;
  private readonly defaultTolerance: number;
  private maxRetries = 0;
  private tolerance = 0;
  private current = 0;
  private previous: number | null = null;
  private increasing = 0;

  constructor(
    private readonly p: Printer,
    sec: ConfigSection,
    private readonly errorExtra = '',
  ) {
    this.defaultRetries = sec.int('retries', 0, { minval: 0 });
    // Klipper checks `above` only on a configured value (the default 0 means no tolerance).
    this.defaultTolerance = sec.has('retry_tolerance')
      ? sec.float('retry_tolerance', 0, { above: 0 })
      : sec.float('retry_tolerance', 0);
  }

  start(cmd: GCodeCommand): void {
    this.maxRetries = cmd.int('RETRIES', this.defaultRetries, { minval: 0, maxval: 30 });
    this.tolerance = cmd.float('RETRY_TOLERANCE', this.defaultTolerance, { minval: 0, maxval: 1 });
    this.current = 0;
    this.previous = null;
    this.increasing = 0;
  }

  private checkIncrease(error: number): boolean {
    if (this.previous && error > this.previous + 0.0000001) this.increasing++;
    else if (this.increasing > 0) this.increasing--;
    this.previous = error;
    return this.increasing > 1;
  }

  check(zs: number[]): 'done' | 'retry' {
    if (this.maxRetries === 0) return 'done';
    const error = Math.round((Math.max(...zs) - Math.min(...zs)) * 1e6) / 1e6;
    this.p.gcode.respondInfo(
      `Retries: ${this.current}/${this.maxRetries} Probed points range: ${error.toFixed(6)} tolerance: ${this.tolerance.toFixed(6)}`,
    );
    if (this.checkIncrease(error))
      throw new CommandError(
        `Retries aborting: Probed points range is increasing. ${this.errorExtra}`,
      );
    if (error <= this.tolerance) return 'done';
    this.current++;
    if (this.current > this.maxRetries) throw new CommandError('Too many retries');
    return 'retry';
  }
}
