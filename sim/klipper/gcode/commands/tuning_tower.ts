// TUNING_TOWER COMMAND= PARAMETER= START= [SKIP=] [FACTOR= [BAND=]] | [STEP_DELTA= STEP_HEIGHT=]: while
// active, every extruding move to a new height first runs `COMMAND PARAMETER=<value for that height>`;
// a move more than 2 mm below the last height ends the test (Klipper's move-transform tool).

import type { Printer } from '../../printer';
import type { Coord } from '../../toolhead';
import { CommandError } from '../parser';
import { moveTo } from './motion';

const CANCEL_Z_DELTA = 2;

export function registerTuningTower(p: Printer): void {
  const g = p.gcode;
  let last: Coord = [0, 0, 0, 0];
  let lastZ = 0;
  let lastValue: number | null = null;
  let fmt = (v: number): string => String(v);
  let calc = (z: number): number => z;

  const endTest = (): void => {
    g.respondInfo('Ending tuning test mode');
    p.moveTransform = null;
  };
  const move = async (target: Coord, speed: number): Promise<void> => {
    if (
      target[3] > last[3] &&
      target[2] !== lastZ &&
      target.slice(0, 3).some((v, i) => v !== last[i])
    ) {
      const z = target[2];
      if (z < lastZ - CANCEL_Z_DELTA) endTest();
      else {
        const value = calc(p.gcodeMove.gcodePosition()[2]);
        lastZ = z;
        if (value !== lastValue) {
          lastValue = value;
          await g.runLines(fmt(value));
        }
      }
    }
    last = [...target];
    moveTo(p, target, speed);
  };

  g.register(
    'TUNING_TOWER',
    (cmd) => {
      if (p.moveTransform) endTest();
      const command = cmd.str('COMMAND');
      const parameter = cmd.str('PARAMETER');
      const start = cmd.float('START', 0);
      const factor = cmd.float('FACTOR', 0);
      const band = cmd.float('BAND', 0, { minval: 0 });
      const stepDelta = cmd.float('STEP_DELTA', 0);
      const stepHeight = cmd.float('STEP_HEIGHT', 0, { minval: 0 });
      const skip = cmd.float('SKIP', 0, { minval: 0 });
      if (factor && (stepHeight || stepDelta))
        throw new CommandError('Cannot specify both FACTOR and STEP_DELTA/STEP_HEIGHT');
      if ((stepDelta !== 0) !== (stepHeight !== 0))
        throw new CommandError('Must specify both STEP_DELTA and STEP_HEIGHT');
      const traditional = /^[A-Z]\d+(\.\d+)?$/i.test(command);
      fmt = (v) => `${command} ${parameter}${traditional ? '' : '='}${v.toFixed(9)}`;
      calc = (height) => {
        let z = skip ? Math.max(0, height - skip) : height;
        if (stepHeight) return start + stepDelta * Math.floor(z / stepHeight);
        if (band) z = (Math.floor(z / band) + 0.5) * band;
        return start + z * factor;
      };
      last = [...p.toolhead.position];
      lastZ = -99999999.9;
      lastValue = null;
      p.moveTransform = move;
      const parts = [`start=${start.toFixed(6)}`];
      if (factor) {
        parts.push(`factor=${factor.toFixed(6)}`);
        if (band) parts.push(`band=${band.toFixed(6)}`);
      } else
        parts.push(`step_delta=${stepDelta.toFixed(6)}`, `step_height=${stepHeight.toFixed(6)}`);
      if (skip) parts.push(`skip=${skip.toFixed(6)}`);
      cmd.respondInfo(`Starting tuning test (${parts.join(' ')})`);
    },
    { help: 'Tool to adjust a parameter at each Z height' },
  );
}
