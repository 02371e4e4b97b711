// Klipper's ProbePointsHelper: probes a list of points (with the probe, or by the manual TESTZ
// helper when the printer has none or METHOD=manual) and hands the results to a finalize step that
// may ask for another round ("retry", as z_tilt and quad_gantry_level do).

import type { GCodeCommand } from '../gcode/command';
import { CommandError } from '../gcode/parser';
import type { Printer } from '../printer';
import type { ConfigSection } from '../settings';
import { ConfigError } from '../config';
import { manualMove } from './calibration_moves';
import { startManualProbe, verifyNoManualProbe, type ProbeResult } from './manual_probe';
import { probeOf } from './probe';

export type Finalize = (results: ProbeResult[]) => 'retry' | void | Promise<'retry' | void>;

/** `x, y` pairs one per line (or comma-separated in one line) as Klipper's getlists(count=2). */
export function readPoints(p: Printer, sec: ConfigSection, option: string): [number, number][] {
  const raw = sec.str(option);
  const points = raw
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '')
    .map((l) => {
      const parts = l
        .split(',')
        .map((v) => v.trim())
        .filter((v) => v !== '');
      const nums = parts.map(Number);
      if (nums.some((n) => !Number.isFinite(n)))
        throw new ConfigError(`Unable to parse option '${option}' in section '${sec.name}'`);
      if (nums.length !== 2)
        throw new ConfigError(`Option '${option}' in section '${sec.name}' must have 2 elements`);
      return nums as [number, number];
    });
  // configfile.settings shows the parsed list, as Klipper's does.
  const settings = p.config.settings[sec.name.toLowerCase()];
  if (settings) settings[option] = points.map((pt) => [...pt]);
  return points;
}

export class ProbePointsHelper {
  points: [number, number][];
  private readonly defaultMoveZ: number;
  private readonly speed: number;
  private liftSpeed: number;
  private moveZ = 5;
  private offsets: [number, number, number] = [0, 0, 0];
  useOffsets = false;

  constructor(
    private readonly p: Printer,
    readonly name: string,
    sec: ConfigSection,
    private readonly finalize: Finalize,
    defaultPoints?: [number, number][],
  ) {
    this.points =
      defaultPoints === undefined || sec.has('points')
        ? readPoints(p, sec, 'points')
        : defaultPoints;
    this.defaultMoveZ = sec.float('horizontal_move_z', 5);
    this.speed = sec.float('speed', 50, { above: 0 });
    this.liftSpeed = this.speed;
  }

  minimumPoints(n: number): void {
    if (this.points.length < n)
      throw new ConfigError(`Need at least ${n} probe points for ${this.name}`);
  }

  get lift(): number {
    return this.liftSpeed;
  }

  private raise(first: boolean): void {
    manualMove(this.p, [null, null, this.moveZ], first ? this.speed : this.liftSpeed);
  }

  private moveTo(i: number): void {
    const [x, y] = this.points[i] ?? [0, 0];
    const o = this.useOffsets ? this.offsets : [0, 0, 0];
    manualMove(this.p, [x - (o[0] ?? 0), y - (o[1] ?? 0), null], this.speed);
  }

  async start(cmd: GCodeCommand): Promise<void> {
    verifyNoManualProbe(this.p);
    const probe = probeOf(this.p);
    const method = cmd.str('METHOD', 'automatic').toLowerCase();
    this.moveZ = cmd.float('HORIZONTAL_MOVE_Z', this.defaultMoveZ);
    if (!probe || method === 'manual') {
      this.liftSpeed = this.speed;
      this.offsets = [0, 0, 0];
      return this.manualNext([]);
    }
    this.liftSpeed = probe.params(cmd).liftSpeed;
    this.offsets = probe.offsets;
    if (this.moveZ < this.offsets[2])
      throw new CommandError("horizontal_move_z can't be less than probe's z_offset");
    let results: ProbeResult[] = [];
    for (let n = 0; ; n++) {
      this.raise(n === 0);
      if (results.length >= this.points.length) {
        await this.p.toolhead.waitMoves();
        if ((await this.finalize(results)) !== 'retry') break;
        results = [];
      }
      this.moveTo(results.length);
      results.push(await probe.runProbe(cmd));
    }
  }

  /** Without a probe: each point is a manual TESTZ/ACCEPT round. */
  private async manualNext(results: ProbeResult[]): Promise<void> {
    this.raise(results.length === 0);
    if (results.length >= this.points.length) {
      await this.p.toolhead.waitMoves();
      if ((await this.finalize(results)) !== 'retry') return;
      results = [];
    }
    this.moveTo(results.length);
    startManualProbe(this.p, null, async (res) => {
      if (res) await this.manualNext([...results, res]);
    });
  }
}
