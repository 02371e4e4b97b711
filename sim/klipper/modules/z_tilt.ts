// [z_tilt]: Z_TILT_ADJUST levels a bed (or gantry) carried by several Z steppers: probes the
// points, fits a plane, moves each stepper by the plane's height at its z_position; with retries
// until the probed range is within retry_tolerance. Object `z_tilt` {applied}.

import { declareGantry, fitPlane } from './bed_surface';
import type { ProbeResult } from './manual_probe';
import { ProbePointsHelper, readPoints } from './probe_points';
import type { KlipperModule } from './types';
import { adjustSteppers, RetryHelper, ZAdjustStatus, zSteppers } from './z_adjust';

const zTilt: KlipperModule = {
  sections: ['z_tilt'],
  setup(p, [sec]) {
    if (!sec) return;
    const zPositions = readPoints(p, sec, 'z_positions');
    const retry = new RetryHelper(p, sec);
    const status = new ZAdjustStatus();
    const finalize = async (positions: ProbeResult[]): Promise<'retry' | void> => {
      const [a, b, c] = fitPlane(positions.map((r) => [r.bedX, r.bedY, r.bedZ]));
      const adjustments = zPositions.map(([x, y]) => x * b + y * c + a);
      await adjustSteppers(p, names, adjustments, helper.lift);
      const result = retry.check(positions.map((r) => r.bedZ));
      if (result === 'done') status.applied = true;
      return result === 'retry' ? 'retry' : undefined;
    };
    const helper = new ProbePointsHelper(p, sec.name, sec, finalize);
    helper.minimumPoints(2);
    const names = zSteppers(p, sec.name, zPositions.length);
    declareGantry(p, { kind: 'plane', points: zPositions }, names.length);
    p.gcode.register(
      'Z_TILT_ADJUST',
      async (cmd) => {
        status.applied = false;
        retry.start(cmd);
        await helper.start(cmd);
      },
      { help: 'Adjust the Z tilt' },
    );
    return {
      objects: [['z_tilt', () => ({ applied: status.applied })]],
      step: () => status.step(p),
    };
  },
};

export default zTilt;
