// Stepper and endstop commands Klipper always has: QUERY_ENDSTOPS / M119 (and the query_endstops/status
// webhook's answer), SET_STEPPER_ENABLE, STEPPER_BUZZ, GET_POSITION, G20/G21.

import type { Printer } from '../../printer';
import { muxLookup } from '../mux';
import { CommandError } from '../parser';

const AXES = ['x', 'y', 'z'] as const;

/** query_endstops: each axis endstop, triggered while the carriage sits on it (homed, at the endstop). */
export class Endstops {
  /** The last query, as the query_endstops object reports it (name → 0/1). */
  lastQuery: [name: string, triggered: number][] = [];

  constructor(private readonly p: Printer) {}

  query(): [string, number][] {
    const th = this.p.toolhead;
    const live = th.livePosition(this.p.clock.now());
    this.lastQuery = AXES.map((a, i) => {
      const rail = th.rails[i];
      const atEndstop = !!rail && th.homed.has(a) && Math.abs((live[i] ?? 0) - rail.endstop) < 0.01;
      return [`stepper_${a}`, atEndstop ? 1 : 0];
    });
    return this.lastQuery;
  }

  /** `{stepper_x: 'TRIGGERED', ...}`: the answer of printer.query_endstops.status. */
  webAnswer(): Record<string, 'open' | 'TRIGGERED'> {
    return Object.fromEntries(this.query().map(([n, t]) => [n, t ? 'TRIGGERED' : 'open']));
  }

  getStatus(): Record<string, unknown> {
    return { last_query: Object.fromEntries(this.lastQuery) };
  }
}

export function registerStepperCommands(p: Printer): void {
  const g = p.gcode;
  const th = p.toolhead;
  const queryEndstops = (respond: (msg: string) => void): void => {
    const state = p.endstops.query();
    respond(state.map(([n, t]) => `${n}:${t ? 'TRIGGERED' : 'open'}`).join(' '));
  };
  g.register('QUERY_ENDSTOPS', (cmd) => queryEndstops((m) => cmd.respondRaw(m)), {
    help: 'Report on the status of each endstop',
  });
  g.register('M119', (cmd) => queryEndstops((m) => cmd.respondRaw(m)));
  const steppers = (): Map<string, string> =>
    new Map(['stepper_x', 'stepper_y', 'stepper_z', ...p.extruders.keys()].map((s) => [s, s]));
  g.register(
    'SET_STEPPER_ENABLE',
    async (cmd) => {
      const name = cmd.str('STEPPER', '');
      const all = steppers();
      if (!all.has(name)) {
        cmd.respondInfo(`SET_STEPPER_ENABLE: Invalid stepper ${name}`);
        return;
      }
      const enable = cmd.int('ENABLE', 1);
      await th.waitMoves();
      if (enable) th.enabled.add(name);
      else th.enabled.delete(name);
    },
    { help: 'Enable/disable individual stepper by name' },
  );
  g.register(
    'STEPPER_BUZZ',
    async (cmd) => {
      const name = muxLookup(cmd, 'STEPPER', steppers());
      await th.waitMoves();
      th.enabled.add(name);
      // Ten one-millimetre back-and-forth moves at 4 mm/s: about 5 s.
      await p.clock.sleep(5);
    },
    { help: 'Oscillate a given stepper to help id it' },
  );
  g.register(
    'GET_POSITION',
    (cmd) => {
      const f = (v: number): string => v.toFixed(6);
      const pos = th.position;
      const gm = p.gcodeMove;
      const steps = (i: number): number => {
        const rd = Number(p.config.settings[`stepper_${AXES[i]}`]?.rotation_distance ?? 40);
        return Math.round(((pos[i] ?? 0) * 200 * 16) / rd);
      };
      const kin = AXES.map((a, i) => `${a.toUpperCase()}:${f(pos[i] ?? 0)}`).join(' ');
      cmd.respondInfo(
        [
          `mcu: ${AXES.map((a, i) => `stepper_${a}:${steps(i)}`).join(' ')}`,
          `stepper: ${AXES.map((a, i) => `stepper_${a}:${f(pos[i] ?? 0)}`).join(' ')}`,
          `kinematic: ${kin}`,
          `toolhead: ${kin} E:${f(pos[3])}`,
          `gcode: ${'XYZE'
            .split('')
            .map((a, i) => `${a}:${f(gm.lastPosition[i] ?? 0)}`)
            .join(' ')}`,
          `gcode base: ${'XYZE'
            .split('')
            .map((a, i) => `${a}:${f(gm.basePosition[i] ?? 0)}`)
            .join(' ')}`,
          `gcode homing: ${'XYZ'
            .split('')
            .map((a, i) => `${a}:${f(gm.homingOrigin[i] ?? 0)}`)
            .join(' ')}`,
        ].join('\n'),
      );
    },
    { help: 'Return information on the current location of the toolhead' },
  );
  g.register('G20', () => {
    throw new CommandError('Machine does not support G20 (inches) command');
  });
  g.register('G21', () => undefined);
}
