// [screws_tilt_adjust]: SCREWS_TILT_CALCULATE probes over each bed screw and reports the turns
// (hh:mm, a full turn and minutes) each screw needs relative to the base one, and the
// `screws_tilt_adjust` object with the results.

import { ConfigError } from '../config';
import { CommandError } from '../gcode/parser';
import type { ProbeResult } from './manual_probe';
import { ProbePointsHelper } from './probe_points';
import { readScrews } from './screws_config';
import type { KlipperModule } from './types';

const THREADS = ['CW-M3', 'CCW-M3', 'CW-M4', 'CCW-M4', 'CW-M5', 'CCW-M5', 'CW-M6', 'CCW-M6'];
const THREAD_FACTOR = [0.5, 0.5, 0.7, 0.7, 0.8, 0.8, 1.0, 1.0];

/** Python's round(x, 0): halves to even. */
function pyRound(x: number): number {
  const r = Math.round(x);
  return Math.abs(x % 1) === 0.5 && r % 2 !== 0 ? r - 1 : r;
}

const pad2 = (n: number): string => String(Math.trunc(n)).padStart(2, '0');

interface ScrewResult {
  z: number;
  sign: string;
  adjust: string;
  is_base: boolean;
}

const screwsTiltAdjust: KlipperModule = {
  sections: ['screws_tilt_adjust'],
  setup(p, [sec]) {
    if (!sec) return;
    const screws = readScrews(sec);
    const threadName = sec.str('screw_thread', 'CW-M3');
    const thread = THREADS.indexOf(threadName);
    if (thread < 0)
      throw new ConfigError(
        `Choice '${threadName}' for option 'screw_thread' in section '${sec.name}' is not a valid choice`,
      );
    let results: Record<string, ScrewResult> = {};
    let maxDiff: number | null = null;
    let maxDiffError = false;
    let direction: string | null = null;
    const g = p.gcode;

    const finalize = (positions: ProbeResult[]): void => {
      results = {};
      maxDiffError = false;
      const clockwise = (thread & 1) === 0;
      const diffs: number[] = [];
      let base = 0;
      if (direction !== null) {
        const useMax = (clockwise && direction === 'CW') || (!clockwise && direction === 'CCW');
        positions.forEach((pos, i) => {
          const b = positions[base]?.bedZ ?? 0;
          if (useMax ? pos.bedZ > b : pos.bedZ < b) base = i;
        });
      }
      const zBase = positions[base]?.bedZ ?? 0;
      g.respondInfo('01:20 means 1 full turn and 20 minutes, CW=clockwise, CCW=counter-clockwise');
      screws.forEach(([[x, y], name], i) => {
        const z = positions[i]?.bedZ ?? 0;
        const at = `x=${x.toFixed(1)}, y=${y.toFixed(1)}, z=${z.toFixed(5)}`;
        if (i === base) {
          g.respondInfo(`${name} (base) : ${at}`);
          results[`screw${i + 1}`] = {
            z,
            sign: clockwise ? 'CW' : 'CCW',
            adjust: '00:00',
            is_base: true,
          };
          return;
        }
        const diff = zBase - z;
        diffs.push(Math.abs(diff));
        const adjust = Math.abs(diff) < 0.001 ? 0 : diff / (THREAD_FACTOR[thread] ?? 0.5);
        const sign = clockwise ? (adjust >= 0 ? 'CW' : 'CCW') : adjust >= 0 ? 'CCW' : 'CW';
        const turns = Math.trunc(Math.abs(adjust));
        const minutes = pyRound((Math.abs(adjust) - turns) * 60);
        const hhmm = `${pad2(turns)}:${pad2(minutes)}`;
        g.respondInfo(`${name} : ${at} : adjust ${sign} ${hhmm}`);
        results[`screw${i + 1}`] = { z, sign, adjust: hhmm, is_base: false };
      });
      if (maxDiff && diffs.some((d) => d > (maxDiff ?? 0))) {
        maxDiffError = true;
        throw new CommandError(
          `bed level exceeds configured limits (${maxDiff}mm)! Adjust screws and restart print.`,
        );
      }
    };
    const helper = new ProbePointsHelper(
      p,
      sec.name,
      sec,
      finalize,
      screws.map(([coord]) => coord),
    );
    helper.minimumPoints(3);
    g.register(
      'SCREWS_TILT_CALCULATE',
      async (cmd) => {
        maxDiff = cmd.has('MAX_DEVIATION') ? cmd.float('MAX_DEVIATION') : null;
        const dir = cmd.has('DIRECTION') ? cmd.str('DIRECTION').toUpperCase() : null;
        if (dir !== null && dir !== 'CW' && dir !== 'CCW')
          throw new CommandError(`Error on '${cmd.line}': DIRECTION must be either CW or CCW`);
        direction = dir;
        await helper.start(cmd);
      },
      {
        help: 'Tool to help adjust bed leveling screws by calculating the number of turns to level it.',
      },
    );
    return {
      objects: [
        [
          'screws_tilt_adjust',
          () => ({ error: maxDiffError, max_deviation: maxDiff, results: { ...results } }),
        ],
      ],
    };
  },
};

export default screwsTiltAdjust;
