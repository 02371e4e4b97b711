// BED_MESH_CALIBRATE: the probe points of the configured (or requested) mesh in probe coordinates,
// probed through ProbePointsHelper with the probe's offsets, then the mesh built from the results
// (zero reference applied), made active and saved as the profile.

import type { GCodeCommand } from '../gcode/command';
import { CommandError } from '../gcode/parser';
import type { Printer } from '../printer';
import type { ConfigSection } from '../settings';
import type { BedMesh } from './bed_mesh';
import { calibrationConfig, type MeshConfig } from './bed_mesh_config';
import { generatePoints, MeshError, probedMatrix, ZMesh, type MeshParams } from './bed_mesh_math';
import type { ProbeResult } from './manual_probe';
import { probeOf } from './probe';
import { ProbePointsHelper } from './probe_points';

/** The calibration: points in probe coordinates, then the mesh from the results. */
export class MeshCalibrate {
  private config: MeshConfig;
  private points: [number, number][] = [];
  private profileName: string | null = 'default';
  private zref: 'off' | 'in_mesh' | 'probe' = 'off';
  readonly helper: ProbePointsHelper;

  constructor(
    private readonly p: Printer,
    private readonly bm: BedMesh,
    private readonly orig: MeshConfig,
    private readonly adaptiveMargin: number,
    private readonly zeroRef: [number, number] | null,
    sec: ConfigSection,
  ) {
    this.config = { ...orig };
    this.points = this.generate(orig, 'automatic');
    this.helper = new ProbePointsHelper(p, sec.name, sec, (r) => this.finalize(r), this.points);
    this.helper.useOffsets = true;
  }

  private generate(c: MeshConfig, method: string): [number, number][] {
    const points = generatePoints(c.x_count, c.y_count, c.min, c.max);
    const z = this.zeroRef;
    const inside = z && z[0] >= c.min[0] && z[0] <= c.max[0] && z[1] >= c.min[1];
    this.zref =
      !z || method === 'manual' ? 'off' : inside && z[1] <= c.max[1] ? 'in_mesh' : 'probe';
    return points;
  }

  async run(cmd: GCodeCommand): Promise<void> {
    const name = cmd.str('PROFILE', 'default');
    if (name.trim() === '')
      throw new CommandError("Value for parameter 'PROFILE' must be specified");
    this.profileName = name;
    this.bm.setMesh(null);
    const objects = this.p.has('exclude_object') ? this.p.job.objects : null;
    try {
      const { config, adaptive } = calibrationConfig(cmd, this.orig, this.adaptiveMargin, objects);
      if (adaptive) this.profileName = null;
      this.config = config;
      this.points = this.generate(config, cmd.str('METHOD', 'automatic').toLowerCase());
    } catch (e) {
      if (e instanceof MeshError) throw new CommandError(e.message);
      throw e;
    }
    const path = [...this.points];
    if (this.zref === 'probe' && this.zeroRef) path.push(this.zeroRef);
    this.helper.points = path;
    this.helper.minimumPoints(3);
    // idle_timeout stays 'Printing' while the command holds the G-code mutex, as in Klipper.
    this.p.busyCount++;
    try {
      await this.helper.start(cmd);
    } finally {
      this.p.busyCount--;
    }
  }

  private finalize(results: ProbeResult[]): void {
    const pos = results.map((r) => [
      Math.round(r.bedX * 100) / 100,
      Math.round(r.bedY * 100) / 100,
      r.bedZ,
    ]);
    let zOffset = 0;
    if (this.zref === 'probe') zOffset = pos.pop()?.[2] ?? 0;
    const base = this.points;
    if (base.length !== pos.length)
      throw new CommandError(
        `bed_mesh: invalid position list size, generated count: ${base.length}, probed count: ${pos.length}`,
      );
    const c = this.config;
    const xs = base.map((b) => b[0]);
    const ys = base.map((b) => b[1]);
    const params: MeshParams = {
      x_count: c.x_count,
      y_count: c.y_count,
      mesh_x_pps: c.mesh_x_pps,
      mesh_y_pps: c.mesh_y_pps,
      algo: c.algo,
      tension: c.tension,
      min_x: Math.min(...xs),
      max_x: Math.max(...xs),
      min_y: Math.min(...ys),
      max_y: Math.max(...ys),
    };
    const name = this.profileName ?? `adaptive-${Date.now().toString(16).toUpperCase()}`;
    const mesh = new ZMesh(params, name);
    try {
      mesh.build(
        probedMatrix(
          base,
          pos.map((r) => (r[2] ?? 0) - zOffset),
        ),
      );
    } catch (e) {
      throw new CommandError((e as Error).message);
    }
    if (this.zref === 'in_mesh' && this.zeroRef) {
      const off = mesh.calcZ(...this.zeroRef);
      mesh.probed = mesh.probed.map((r) => r.map((z) => z - off));
      mesh.mesh = mesh.mesh?.map((r) => r.map((z) => z - off)) ?? null;
    }
    this.bm.setMesh(mesh);
    this.p.gcode.respondInfo('Mesh Bed Leveling Complete');
    if (this.profileName !== null) this.bm.saveProfile(this.profileName);
  }

  /** BED_MESH_OUTPUT PGP=1: the points with the nozzle's position for each. */
  printPoints(info: (msg: string) => void): void {
    const [ox, oy] = probeOf(this.p)?.offsets ?? [0, 0];
    const lines = ['bed_mesh: generated points', 'Index |  Tool Adjusted  |   Probe'];
    this.points.forEach(([x, y], i) => {
      const adj = `(${(x - ox).toFixed(1)}, ${(y - oy).toFixed(1)})`;
      lines.push(`${String(i).padEnd(4)}| ${adj.padEnd(16)}| (${x.toFixed(1)}, ${y.toFixed(1)})`);
    });
    if (this.zeroRef)
      lines.push(
        `bed_mesh: zero_reference_position is (${this.zeroRef[0].toFixed(2)}, ${this.zeroRef[1].toFixed(2)})`,
      );
    info(lines.join('\n'));
  }
}
