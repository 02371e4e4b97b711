// Toolhead: limits, homing over simulated time, a trapezoidal motion queue with junction blending
// (trapezoid.ts) and live interpolation.

import type { SimClock } from './clock';
import type { ConfigSection, PrinterConfig } from './settings';
import { distanceAt, junctionV2, profile, velocityAt, type Profile } from './trapezoid';

export type Coord = [number, number, number, number];
const AXES = ['x', 'y', 'z'] as const;

export class MoveError extends Error {}

/** Told of every queued move: from `start` to `end`, starting at simulated time `t0`. */
export type MoveListener = (start: Coord, end: Coord, t0: number) => void;

interface Rail {
  min: number;
  max: number;
  endstop: number;
  homingSpeed: number;
}

interface Move {
  start: Coord;
  end: Coord;
  t0: number;
  /** Unit direction of the XYZ motion; null for extrude-only moves and homing (no blending). */
  dir: number[] | null;
  maxV: number;
  p: Profile;
  /** Derived from p for the hot paths. */
  total: number;
  dist: number;
}

function readStepper(cfg: ConfigSection, withRail: boolean): Rail {
  for (const o of ['step_pin', 'dir_pin', 'enable_pin']) cfg.str(o);
  cfg.float('rotation_distance', undefined, { above: 0 });
  cfg.int('microsteps', undefined, { minval: 1 });
  cfg.int('full_steps_per_rotation', 200, { minval: 1 });
  cfg.floatList('gear_ratio', []);
  if (!withRail) return { min: 0, max: 0, endstop: 0, homingSpeed: 0 };
  cfg.str('endstop_pin');
  const endstop = cfg.float('position_endstop');
  const min = cfg.float('position_min', 0);
  const max = cfg.float('position_max', undefined, { above: min });
  const homingSpeed = cfg.float('homing_speed', 5, { above: 0 });
  cfg.float('second_homing_speed', homingSpeed / 2, { above: 0 });
  cfg.float('homing_retract_speed', homingSpeed, { above: 0 });
  cfg.float('homing_retract_dist', 5, { minval: 0 });
  cfg.bool('homing_positive_dir', false);
  return { min, max, endstop, homingSpeed };
}

export { readStepper };

export class Toolhead {
  readonly rails: Rail[];
  maxVelocity: number;
  maxAccel: number;
  minimumCruiseRatio: number;
  squareCornerVelocity: number;
  readonly maxZVelocity: number;
  readonly maxZAccel: number;
  position: Coord = [0, 0, 0, 0];
  /** The active extruder (the extra axis E moves). */
  extruderName = 'extruder';
  homed = new Set<string>();
  enabled = new Set<string>();
  /** Who watches the moves (the virtual camera draws the extrusion from them). */
  readonly moveListeners = new Set<MoveListener>();
  private queue: Move[] = [];
  private queueEnd = 0;
  private readonly startTime: number;
  private printTime = 0;
  lastActivity: number;

  constructor(
    config: PrinterConfig,
    private readonly clock: SimClock,
  ) {
    const p = config.section('printer');
    const kin = p.str('kinematics');
    if (kin !== 'cartesian')
      throw new MoveError(`Unsupported kinematics '${kin}' (the simulator models cartesian)`);
    this.maxVelocity = p.float('max_velocity', undefined, { above: 0 });
    this.maxAccel = p.float('max_accel', undefined, { above: 0 });
    this.minimumCruiseRatio = p.float('minimum_cruise_ratio', 0.5, { minval: 0, maxval: 1 });
    this.squareCornerVelocity = p.float('square_corner_velocity', 5, { minval: 0 });
    this.maxZVelocity = p.float('max_z_velocity', this.maxVelocity, { above: 0 });
    this.maxZAccel = p.float('max_z_accel', this.maxAccel, { above: 0 });
    this.rails = AXES.map((a) => readStepper(config.section(`stepper_${a}`), true));
    this.startTime = clock.now();
    this.lastActivity = this.startTime;
  }

  get homedAxes(): string {
    return AXES.filter((a) => this.homed.has(a)).join('');
  }

  /** Queues a move to `end` at `speed` mm/s; returns once queued, like Klipper's lookahead. */
  move(end: Coord, speed: number, extrudeLimits: { velocity: number; accel: number }): void {
    const start = this.position;
    const d = end.map((v, i) => v - (start[i] ?? 0));
    const xyz = Math.hypot(d[0] ?? 0, d[1] ?? 0, d[2] ?? 0);
    this.checkMove(end, d);
    let velocity = Math.min(speed, this.maxVelocity);
    let accel = this.maxAccel;
    let dist = xyz;
    if (xyz < 1e-9) {
      dist = Math.abs(d[3] ?? 0);
      if (dist < 1e-9) return;
      velocity = Math.min(velocity, extrudeLimits.velocity);
      accel = Math.min(accel, extrudeLimits.accel);
    } else if (Math.abs(d[2] ?? 0) > 1e-9) {
      const ratio = xyz / Math.abs(d[2] ?? 1);
      velocity = Math.min(velocity, this.maxZVelocity * ratio);
      accel = Math.min(accel, this.maxZAccel * ratio);
    }
    for (const [i, a] of AXES.entries())
      if (Math.abs(d[i] ?? 0) > 1e-9) this.enabled.add(`stepper_${a}`);
    if (Math.abs(d[3] ?? 0) > 1e-9) this.enabled.add(this.extruderName);
    const dir = xyz < 1e-9 ? null : [0, 1, 2].map((i) => (d[i] ?? 0) / xyz);
    this.enqueue(start, end, dist, velocity, accel, dir);
    this.position = [...end];
  }

  /**
   * Queue a move. It ends at rest (nothing is known to follow); when the previous queued move has not
   * started yet and both move the head, the previous one is re-planned to pass the junction at the
   * speed the corner allows, and this one starts from that speed.
   */
  private enqueue(
    start: Coord,
    end: Coord,
    dist: number,
    velocity: number,
    accel: number,
    dir: number[] | null = null,
  ): void {
    const now = this.clock.now();
    this.prune(now);
    const prev = this.queue[this.queue.length - 1];
    let startV = 0;
    if (prev && prev.dir && dir && prev.t0 > now) {
      const reachable2 = prev.p.startV * prev.p.startV + 2 * prev.p.accel * prev.dist;
      const v2 = Math.min(
        junctionV2(
          prev.dir,
          dir,
          this.squareCornerVelocity,
          Math.min(accel, prev.p.accel),
          prev.dist,
          dist,
        ),
        prev.maxV * prev.maxV,
        velocity * velocity,
        reachable2,
        2 * accel * dist, // this move must still be able to stop
      );
      startV = Math.sqrt(Math.max(0, v2));
      if (startV > 0) {
        prev.p = profile(prev.dist, prev.p.accel, prev.maxV, prev.p.startV, startV);
        prev.total = prev.p.total;
        this.queueEnd = prev.t0 + prev.total;
      }
    }
    const t0 = Math.max(now, this.queueEnd);
    const p = profile(dist, accel, velocity, startV, 0);
    this.queue.push({
      start: [...start],
      end: [...end],
      t0,
      dir,
      maxV: velocity,
      p,
      total: p.total,
      dist,
    });
    this.queueEnd = t0 + p.total;
    for (const listener of this.moveListeners) listener(start, end, t0);
    this.printTime = Math.max(this.printTime, this.queueEnd - this.startTime);
    this.lastActivity = this.queueEnd;
  }

  /** Klipper's kinematic checks (cartesian): unhomed axes, then the axis limits. */
  checkMove(end: Coord, d: number[] = end.map((v, i) => v - (this.position[i] ?? 0))): void {
    for (const [i, a] of AXES.entries()) {
      if (Math.abs(d[i] ?? 0) < 1e-12) continue;
      const rail = this.rails[i] as Rail;
      const v = end[i] ?? 0;
      if (!this.homed.has(a)) throw this.moveError('Must home axis first', end);
      if (v < rail.min || v > rail.max) throw this.moveError('Move out of range', end);
    }
  }

  private moveError(msg: string, end: Coord): MoveError {
    const f = (v: number): string => v.toFixed(3);
    return new MoveError(`${msg}: ${f(end[0])} ${f(end[1])} ${f(end[2])} [${f(end[3])}]`);
  }

  /** Homes the given axes one after the other, each a real move to the endstop. */
  async home(axes: string[]): Promise<void> {
    await this.waitMoves();
    for (const a of axes) {
      const i = AXES.indexOf(a as (typeof AXES)[number]);
      const rail = this.rails[i];
      if (!rail) continue;
      this.enabled.add(`stepper_${a}`);
      const end: Coord = [...this.position];
      end[i] = rail.endstop;
      const dist = Math.max(
        Math.abs((this.position[i] ?? 0) - rail.endstop),
        rail.homingSpeed * 0.3,
      );
      this.enqueue(this.position, end, dist, rail.homingSpeed, this.maxAccel);
      this.position = end;
      await this.waitMoves();
      this.homed.add(a);
    }
  }

  async waitMoves(): Promise<void> {
    const remaining = this.queueEnd - this.clock.now();
    if (remaining > 0) await this.clock.sleep(remaining);
  }

  isBusy(now: number): boolean {
    return this.queueEnd > now;
  }

  /** Drops queued motion (emergency stop): the head stays where it is now. */
  halt(): void {
    const now = this.clock.now();
    const live = this.livePosition(now);
    this.queue = [];
    this.queueEnd = now;
    this.position = live;
  }

  motorOff(): void {
    this.homed.clear();
    this.enabled.clear();
  }

  livePosition(now: number): Coord {
    const m = this.current(now);
    if (!m) return [...this.position];
    if (now < m.t0) return [...m.start];
    const s = distanceAt(m.p, now - m.t0);
    const f = m.dist > 0 ? Math.min(1, s / m.dist) : 1;
    return m.start.map((v, i) => v + ((m.end[i] ?? 0) - v) * f) as Coord;
  }

  liveVelocity(now: number): { velocity: number; extruder: number } {
    const m = this.current(now);
    if (!m || now < m.t0) return { velocity: 0, extruder: 0 };
    const v = velocityAt(m.p, now - m.t0);
    const xyz = Math.hypot(m.end[0] - m.start[0], m.end[1] - m.start[1], m.end[2] - m.start[2]);
    const de = m.end[3] - m.start[3];
    const velocity = xyz > 1e-9 ? v : 0;
    const extruder = xyz > 1e-9 ? (v * de) / xyz : Math.sign(de) * v;
    return { velocity, extruder };
  }

  getStatus(now: number): Record<string, unknown> {
    return {
      homed_axes: this.homedAxes,
      axis_minimum: [...this.rails.map((r) => r.min), 0],
      axis_maximum: [...this.rails.map((r) => r.max), 0],
      print_time: this.printTime,
      stalls: 0,
      estimated_print_time: now - this.startTime,
      extruder: this.extruderName,
      position: [...this.position],
      max_velocity: this.maxVelocity,
      max_accel: this.maxAccel,
      minimum_cruise_ratio: this.minimumCruiseRatio,
      square_corner_velocity: this.squareCornerVelocity,
      extra_axes: { [this.extruderName]: 3 },
    };
  }

  private current(now: number): Move | undefined {
    this.prune(now);
    return this.queue[0];
  }

  private prune(now: number): void {
    while (
      this.queue.length > 0 &&
      (this.queue[0] as Move).t0 + (this.queue[0] as Move).total <= now
    )
      this.queue.shift();
  }
}
