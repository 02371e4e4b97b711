// [quad_gantry_level]: QUAD_GANTRY_LEVEL conforms a gantry on four Z steppers to the bed: probes
// four points, reports the gantry-relative heights, the actuator positions and their average,
// moves each stepper, retries within retry_tolerance. Object `quad_gantry_level` {applied}.

import { ConfigError } from '../config';
import { CommandError } from '../gcode/parser';
import { declareGantry } from './bed_surface';
import type { ProbeResult } from './manual_probe';
import { ProbePointsHelper, readPoints } from './probe_points';
import type { KlipperModule } from './types';
import { adjustSteppers, RetryHelper, ZAdjustStatus, zSteppers } from './z_adjust';

type Line = [m: number, b: number];

function linefit(p1: [number, number], p2: [number, number]): Line {
  if (p1[1] === p2[1]) return [0, p1[1]];
  const m = (p2[1] - p1[1]) / (p2[0] - p1[0]);
  return [m, p1[1] - m * p1[0]];
}
const plot = (f: Line, x: number): number => f[0] * x + f[1];

const quadGantryLevel: KlipperModule = {
  sections: ['quad_gantry_level'],
  setup(p, [sec]) {
    if (!sec) return;
    const retry = new RetryHelper(p, sec, 'Possibly Z motor numbering is wrong');
    const maxAdjust = sec.float('max_adjust', 4, { above: 0 });
    const moveZ = sec.float('horizontal_move_z', 5);
    const status = new ZAdjustStatus();
    const finalize = async (positions: ProbeResult[]): Promise<'retry' | void> => {
      const g = p.gcode;
      const zp = positions.map((r) => moveZ - r.bedZ);
      g.respondInfo(
        `Gantry-relative probe points:\n${zp.map((z, i) => `${i}: ${z.toFixed(6)}`).join(' ')}`,
      );
      const pos = (i: number): ProbeResult => positions[i] as ProbeResult;
      const z = (i: number): number => zp[i] ?? 0;
      const x03 = linefit([pos(0).bedX, z(0)], [pos(3).bedX, z(3)]);
      const x12 = linefit([pos(1).bedX, z(1)], [pos(2).bedX, z(2)]);
      const [[c0x, c0y], [c1x, c1y]] = corners as [[number, number], [number, number]];
      const s01 = linefit([pos(0).bedY, plot(x03, c0x)], [pos(1).bedY, plot(x12, c0x)]);
      const s23 = linefit([pos(0).bedY, plot(x03, c1x)], [pos(1).bedY, plot(x12, c1x)]);
      const heights = [plot(s01, c0y), plot(s01, c1y), plot(s23, c1y), plot(s23, c0y)];
      const labels = ['z', 'z1', 'z2', 'z3'];
      g.respondInfo(
        `Actuator Positions:\n${heights.map((h, i) => `${labels[i]}: ${h.toFixed(6)}`).join(' ')}`,
      );
      const avg = heights.reduce((s, h) => s + h, 0) / heights.length;
      g.respondInfo(`Average: ${avg.toFixed(6)}`);
      const adjust = heights.map((h) => avg - h);
      const most = Math.max(...adjust);
      if (most > maxAdjust)
        throw new CommandError(
          `Aborting quad_gantry_level required adjustment ${most.toFixed(6)} is greater than max_adjust ${maxAdjust.toFixed(6)}`,
        );
      await adjustSteppers(p, names, adjust, helper.lift);
      const result = retry.check(zp);
      if (result === 'done') status.applied = true;
      return result === 'retry' ? 'retry' : undefined;
    };
    const helper = new ProbePointsHelper(p, sec.name, sec, finalize);
    if (helper.points.length !== 4)
      throw new ConfigError('Need exactly 4 probe points for quad_gantry_level');
    const names = zSteppers(p, sec.name, 4);
    const corners = readPoints(p, sec, 'gantry_corners');
    if (corners.length < 2)
      throw new ConfigError('quad_gantry_level requires at least two gantry_corners');
    const [c0 = [0, 0], c1 = [0, 0]] = corners;
    declareGantry(p, { kind: 'frame', corners: [c0, c1] }, 4);
    p.gcode.register(
      'QUAD_GANTRY_LEVEL',
      async (cmd) => {
        status.applied = false;
        retry.start(cmd);
        await helper.start(cmd);
      },
      { help: 'Conform a moving, twistable gantry to the shape of a stationary bed' },
    );
    return {
      objects: [['quad_gantry_level', () => ({ applied: status.applied })]],
      step: () => status.step(p),
    };
  },
};

export default quadGantryLevel;
