// manual_probe: Klipper loads it for every printer. MANUAL_PROBE, Z_ENDSTOP_CALIBRATE and
// Z_OFFSET_APPLY_ENDSTOP, the `manual_probe` object, and the TESTZ/ACCEPT/ABORT helper that
// PROBE_CALIBRATE and probing without a probe also use.

import type { GCodeCommand } from '../gcode/command';
import { CommandError } from '../gcode/parser';
import type { Printer } from '../printer';
import { autosaveOf } from './configfile';
import { manualMove, position } from './calibration_moves';
import type { KlipperModule } from './types';

/** Klipper's probe result: where the bed is under the nozzle, and where the test ran. */
export interface ProbeResult {
  bedX: number;
  bedY: number;
  bedZ: number;
  testX: number;
  testY: number;
  testZ: number;
}

export function probeResult(
  test: [number, number, number],
  offsets: [number, number, number] = [0, 0, 0],
): ProbeResult {
  return {
    bedX: test[0] + offsets[0],
    bedY: test[1] + offsets[1],
    bedZ: test[2] - offsets[2],
    testX: test[0],
    testY: test[1],
    testZ: test[2],
  };
}

export const SAVE_HINT =
  'The SAVE_CONFIG command will update the printer config file\nwith the above and restart the printer.';

interface ManualProbeStatus {
  is_active: boolean;
  z_position: number | null;
  z_position_lower: number | null;
  z_position_upper: number | null;
}

const idle = (): ManualProbeStatus => ({
  is_active: false,
  z_position: null,
  z_position_lower: null,
  z_position_upper: null,
});
const STATUS = new WeakMap<Printer, { status: ManualProbeStatus }>();

function statusOf(p: Printer): { status: ManualProbeStatus } {
  let s = STATUS.get(p);
  if (!s) {
    s = { status: idle() };
    STATUS.set(p, s);
  }
  return s;
}

/** Refuses a second manual probe while one waits for ACCEPT/ABORT. */
export function verifyNoManualProbe(p: Printer): void {
  if (p.gcode.has('ACCEPT'))
    throw new CommandError('Already in a manual Z probe. Use ABORT to abort it.');
}

const Z_BOB_MINIMUM = 0.5;
const BISECT_MAX = 0.2;
const TEMP_COMMANDS = ['ACCEPT', 'NEXT', 'ABORT', 'TESTZ'];

/** The paper test: TESTZ moves, ACCEPT reports the Z found to `finalize`, ABORT gives null. */
export function startManualProbe(
  p: Printer,
  cmd: GCodeCommand | null,
  finalize: (result: ProbeResult | null) => void | Promise<void>,
): void {
  const speed = cmd ? cmd.float('SPEED', 5) : 5;
  verifyNoManualProbe(p);
  const g = p.gcode;
  const past: number[] = [];
  const start = position(p);
  const holder = statusOf(p);
  const report = (warnNoChange = false, prev?: number): void => {
    const z = position(p)[2];
    if (warnNoChange && z === prev)
      g.respondInfo('WARNING: No change in position (reached stepper resolution)');
    let next = past.findIndex((v) => v >= z);
    if (next < 0) next = past.length;
    const before = next - 1;
    if (next < past.length && past[next] === z) next++;
    const lower = before >= 0 ? (past[before] ?? null) : null;
    const upper = next < past.length ? (past[next] ?? null) : null;
    holder.status = {
      is_active: true,
      z_position: z,
      z_position_lower: lower,
      z_position_upper: upper,
    };
    const s = (v: number | null): string => (v === null ? '??????' : v.toFixed(3));
    g.respondInfo(`Z position: ${s(lower)} --> ${z.toFixed(3)} <-- ${s(upper)}`);
  };
  const end = async (success: boolean): Promise<void> => {
    holder.status = idle();
    for (const name of TEMP_COMMANDS) g.unregister(name);
    await finalize(success ? probeResult(position(p)) : null);
  };
  const accept = async (c: GCodeCommand): Promise<void> => {
    const pos = position(p);
    if (pos[0] !== start[0] || pos[1] !== start[1] || pos[2] >= start[2]) {
      c.respondInfo(
        'Manual probe failed! Use TESTZ commands to position the\nnozzle prior to running ACCEPT.',
      );
      return end(false);
    }
    return end(true);
  };
  const testz = async (c: GCodeCommand): Promise<void> => {
    const z = position(p)[2];
    let at = past.findIndex((v) => v >= z);
    if (at < 0) at = past.length;
    if (past[at] !== z) past.splice(at, 0, z);
    const req = c.str('Z');
    let next: number;
    if (req === '+' || req === '++') {
      let check = 9999999999999.9;
      if (at < past.length - 1) check = past[at + 1] ?? check;
      if (req === '+') check = (check + z) / 2;
      next = Math.min(check, z + BISECT_MAX);
    } else if (req === '-' || req === '--') {
      let check = -9999999999999.9;
      if (at > 0) check = past[at - 1] ?? check;
      if (req === '-') check = (check + z) / 2;
      next = Math.max(check, z - BISECT_MAX);
    } else next = z + c.float('Z');
    try {
      if (z < next + Z_BOB_MINIMUM) manualMove(p, [null, null, next + Z_BOB_MINIMUM], speed);
      manualMove(p, [null, null, next], speed);
    } catch (err) {
      await end(false);
      throw err;
    }
    report(next !== z, z);
  };
  g.register('ACCEPT', accept, { help: 'Accept the current Z position' });
  g.register('NEXT', accept);
  g.register('ABORT', () => end(false), { help: 'Abort manual Z probing tool' });
  g.register('TESTZ', testz, { help: 'Move to new Z height' });
  g.respondInfo(
    'Starting manual Z probe. Use TESTZ to adjust position.\nFinish with ACCEPT or ABORT command.',
  );
  report();
}

const manualProbe: KlipperModule = {
  // Klipper's toolhead loads manual_probe on every printer; [printer] is in every config.
  sections: ['printer'],
  setup(p) {
    const g = p.gcode;
    const holder = statusOf(p);
    g.register(
      'MANUAL_PROBE',
      (cmd) =>
        startManualProbe(p, cmd, (res) => {
          if (res) g.respondInfo(`Z position is ${res.bedZ.toFixed(3)}`);
        }),
      { help: 'Start manual probe helper script' },
    );
    const rail = p.toolhead.rails[2];
    if (p.has('stepper_z') && rail) {
      const endstop = rail.endstop;
      const propose = (value: number): void => {
        g.respondInfo(`stepper_z: position_endstop: ${value.toFixed(3)}\n${SAVE_HINT}`);
        autosaveOf(p).set('stepper_z', 'position_endstop', value.toFixed(3));
      };
      g.register(
        'Z_ENDSTOP_CALIBRATE',
        (cmd) =>
          startManualProbe(p, cmd, (res) => {
            if (res) propose(endstop - res.bedZ);
          }),
        { help: 'Calibrate a Z endstop' },
      );
      g.register(
        'Z_OFFSET_APPLY_ENDSTOP',
        () => {
          const offset = p.gcodeMove.homingOrigin[2];
          if (offset === 0) g.respondInfo('Nothing to do: Z Offset is 0');
          else propose(endstop - offset);
        },
        { help: 'Adjust the z endstop_position' },
      );
    }
    return { objects: [['manual_probe', () => ({ ...holder.status })]] };
  },
};

export default manualProbe;
