// [bed_screws]: BED_SCREWS_ADJUST, the paper-test tour of the bed's screws with ACCEPT, ADJUSTED
// and ABORT (and the fine-adjust round when screwN_fine_adjust points are configured).

import type { GCodeCommand } from '../gcode/command';
import { CommandError } from '../gcode/parser';
import { manualMove, type PartialXYZ } from './calibration_moves';
import { readScrews, type Screw } from './screws_config';
import type { KlipperModule } from './types';

type Phase = 'adjust' | 'fine';

const bedScrews: KlipperModule = {
  sections: ['bed_screws'],
  setup(p, [sec]) {
    if (!sec) return;
    const fine: Screw[] = [];
    const screws = readScrews(sec, (prefix, [, name]) => {
      if (!sec.has(`${prefix}_fine_adjust`)) return;
      const [fx = 0, fy = 0] = sec.floatList(`${prefix}_fine_adjust`);
      fine.push([[fx, fy], name]);
    });
    const states: Record<Phase, Screw[]> = { adjust: screws, fine };
    const speed = sec.float('speed', 50, { above: 0 });
    const liftSpeed = sec.float('probe_speed', 5, { above: 0 });
    const moveZ = sec.float('horizontal_move_z', 5);
    const probeZ = sec.float('probe_height', 0);
    let state: Phase | null = null;
    let current = 0;
    let accepted = 0;
    const g = p.gcode;

    const reset = (): void => {
      state = null;
      current = 0;
      accepted = 0;
    };
    const unregister = (): void => {
      for (const name of ['ACCEPT', 'ADJUSTED', 'ABORT']) g.unregister(name);
    };
    const move = (xyz: PartialXYZ, s: number): void => {
      try {
        manualMove(p, xyz, s);
      } catch (err) {
        unregister();
        reset();
        throw err;
      }
    };
    const moveToScrew = (phase: Phase, index: number): void => {
      move([null, null, moveZ], liftSpeed);
      const [[x, y], name] = states[phase][index] as Screw;
      move([x, y, moveZ], speed);
      move([x, y, probeZ], liftSpeed);
      state = phase;
      current = index;
      g.respondInfo(
        `Adjust ${name}. Then run ACCEPT, ADJUSTED, or ABORT\nUse ADJUSTED if a significant screw adjustment is made`,
      );
      g.register('ACCEPT', accept, { help: 'Accept bed screw position' });
      g.register('ADJUSTED', adjusted, {
        help: 'Accept bed screw position after notable adjustment',
      });
      g.register('ABORT', abort, { help: 'Abort bed screws tool' });
    };
    function accept(cmd: GCodeCommand): void {
      unregister();
      accepted++;
      const phase = state ?? 'adjust';
      if (current + 1 < states[phase].length && accepted < screws.length)
        return moveToScrew(phase, current + 1);
      if (accepted < screws.length) return moveToScrew('adjust', 0);
      if (phase === 'adjust' && fine.length > 0) {
        accepted = 0;
        return moveToScrew('fine', 0);
      }
      reset();
      move([null, null, moveZ], liftSpeed);
      cmd.respondInfo('Bed screws tool completed successfully');
    }
    function adjusted(cmd: GCodeCommand): void {
      unregister();
      accepted = -1;
      accept(cmd);
    }
    function abort(): void {
      unregister();
      reset();
    }
    g.register(
      'BED_SCREWS_ADJUST',
      () => {
        if (state !== null)
          throw new CommandError('Already in bed_screws helper; use ABORT to exit');
        accepted = 0;
        move([null, null, moveZ], speed);
        moveToScrew('adjust', 0);
      },
      { help: 'Tool to help adjust bed leveling screws' },
    );
    return {
      objects: [
        [
          'bed_screws',
          () => ({
            is_active: state !== null,
            state,
            current_screw: current,
            accepted_screws: accepted,
          }),
        ],
      ],
    };
  },
};

export default bedScrews;
