// PID_CALIBRATE HEATER= TARGET= [WRITE_FILE=]: Klipper's heater auto-tune, loaded on every printer.
// The simulated heater follows its own controller, so the test is modelled by its outline: heat to the
// target, then about five on/off cycles around it (temperature lines every second), then the
// parameters (near the heater's own, as a real tune lands) in Klipper's words and in the SAVE_CONFIG
// pending items.

import { m105Line } from '../gcode/commands/temperature';
import { KlippyGone } from '../gcode/dispatcher';
import { CommandError } from '../gcode/parser';
import type { Printer } from '../printer';
import { autosaveOf } from './configfile';
import type { KlipperModule } from './types';

/** Seconds of the on/off cycles after the target is first reached (heaters differ in inertia). */
const CYCLES_S: Record<string, number> = { extruder: 60, heater_bed: 420 };
const DEFAULTS: Record<string, [number, number, number]> = {
  extruder: [22.2, 1.08, 114],
  heater_bed: [54, 0.77, 948],
};

async function calibrate(p: Printer, name: string, target: number, respond: (l: string) => void) {
  const heater = p.heaters.get(name);
  if (!heater) throw new CommandError(`Unknown heater '${name}'`);
  if (target < heater.minTemp || target > heater.maxTemp)
    throw new CommandError(
      `Requested temperature (${target.toFixed(1)}) out of range (${heater.minTemp.toFixed(1)}:${heater.maxTemp.toFixed(1)})`,
    );
  const kind = name.startsWith('extruder') ? 'extruder' : name;
  const cycles = CYCLES_S[kind] ?? 240;
  p.busyCount++;
  try {
    heater.setTarget(target);
    let heldFor = 0;
    while (heldFor < cycles) {
      if (p.host.state() !== 'ready') throw new CommandError(p.host.stateMessage());
      respond(m105Line(p));
      await p.clock.sleep(1);
      if (p.disposed) throw new KlippyGone('Klippy Disconnected');
      if (heldFor > 0 || heater.temperature >= target - 1) heldFor += 1;
    }
  } finally {
    p.busyCount--;
    heater.setTarget(0);
  }
  const settings = p.config.settings[name] ?? {};
  const own = (k: string, i: number): number =>
    Number(settings[k] ?? (DEFAULTS[kind] ?? DEFAULTS.extruder)?.[i] ?? 20);
  const jitter = (): number => 1 + (Math.random() - 0.5) * 0.1;
  return [own('pid_kp', 0) * jitter(), own('pid_ki', 1) * jitter(), own('pid_kd', 2) * jitter()];
}

const pidCalibrate: KlipperModule = {
  sections: ['printer'],
  setup(p) {
    p.gcode.register(
      'PID_CALIBRATE',
      async (cmd) => {
        const name = cmd.str('HEATER');
        const target = cmd.float('TARGET');
        cmd.int('WRITE_FILE', 0);
        const [kp, ki, kd] = await calibrate(p, name, target, (l) => cmd.respondRaw(l));
        const f = (v: number | undefined): string => (v ?? 0).toFixed(3);
        cmd.respondInfo(
          `PID parameters: pid_Kp=${f(kp)} pid_Ki=${f(ki)} pid_Kd=${f(kd)}\n` +
            'The SAVE_CONFIG command will update the printer config file\n' +
            'with these parameters and restart the printer.',
        );
        const autosave = autosaveOf(p);
        autosave.set(name, 'control', 'pid');
        autosave.set(name, 'pid_Kp', f(kp));
        autosave.set(name, 'pid_Ki', f(ki));
        autosave.set(name, 'pid_Kd', f(kd));
      },
      { help: 'Run PID calibration test' },
    );
  },
};

export default pidCalibrate;
