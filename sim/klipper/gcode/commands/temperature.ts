// Temperature and fan commands: M104/M109/M140/M190/M105, SET_HEATER_TEMPERATURE, TURN_OFF_HEATERS,
// SET_TEMPERATURE_FAN_TARGET, TEMPERATURE_WAIT, M106/M107.

import type { Printer } from '../../printer';
import type { Heater } from '../../thermal';
import { pyFloat } from '../../../python_values';
import type { GCodeCommand } from '../command';
import { KlippyGone } from '../dispatcher';
import { muxLookup } from '../mux';
import { CommandError } from '../parser';

function checkRange(temp: number, min: number, max: number): void {
  if (temp !== 0 && (temp < min || temp > max)) {
    throw new CommandError(
      `Requested temperature (${temp.toFixed(1)}) out of range (${min.toFixed(1)}:${max.toFixed(1)})`,
    );
  }
}

/** `B:22.9 /0.0 T0:23.4 /0.0` as M105 and the waiting commands print it. */
export function m105Line(p: Printer): string {
  const parts: string[] = [];
  const bed = p.heaters.get('heater_bed');
  if (bed) parts.push(`B:${bed.temperature.toFixed(1)} /${bed.target.toFixed(1)}`);
  [...p.extruders.values()].forEach((e, i) =>
    parts.push(`T${i}:${e.heater.temperature.toFixed(1)} /${e.heater.target.toFixed(1)}`),
  );
  return parts.length > 0 ? parts.join(' ') : 'T:0';
}

async function waitFor(p: Printer, cmd: GCodeCommand, done: () => boolean): Promise<void> {
  p.busyCount++;
  try {
    while (!done()) {
      if (p.host.state() !== 'ready') throw new CommandError(p.host.stateMessage());
      cmd.respondRaw(m105Line(p));
      await p.clock.sleep(1);
      if (p.disposed) throw new KlippyGone('Klippy Disconnected');
    }
  } finally {
    p.busyCount--;
  }
}

export function registerTemperatureCommands(p: Printer): void {
  const g = p.gcode;
  const setTemp = (h: Heater, temp: number): void => {
    checkRange(temp, h.minTemp, h.maxTemp);
    h.setTarget(temp);
  };
  const waitHeater = (h: Heater, cmd: GCodeCommand): Promise<void> =>
    waitFor(p, cmd, () => h.target === 0 || Math.abs(h.temperature - h.target) <= 1);
  /** M104/M109: T selects [extruder]/[extruderN], else the active extruder (null: nothing to do). */
  const extruderFor = (cmd: GCodeCommand, temp: number): Heater | null => {
    if (!cmd.has('T')) return p.extruder.heater;
    const idx = cmd.int('T', 0, { minval: 0 });
    const ext = p.extruders.get(idx === 0 ? 'extruder' : `extruder${idx}`);
    if (ext) return ext.heater;
    if (temp <= 0) return null;
    throw new CommandError('Extruder not configured');
  };
  g.register('M104', (cmd) => {
    const temp = cmd.float('S', 0);
    const h = extruderFor(cmd, temp);
    if (h) setTemp(h, temp);
  });
  g.register('M109', async (cmd) => {
    const temp = cmd.float('S', 0);
    const h = extruderFor(cmd, temp);
    if (!h) return;
    setTemp(h, temp);
    await waitHeater(h, cmd);
  });
  const bed = p.heaters.get('heater_bed');
  if (bed) {
    g.register('M140', (cmd) => setTemp(bed, cmd.float('S', 0)));
    g.register('M190', async (cmd) => {
      setTemp(bed, cmd.float('S', 0));
      await waitHeater(bed, cmd);
    });
  }
  g.register('M105', (cmd) => cmd.respondRaw(m105Line(p)), { whenNotReady: true });
  g.register(
    'SET_HEATER_TEMPERATURE',
    (cmd) => setTemp(muxLookup(cmd, 'HEATER', p.heaters), cmd.float('TARGET', 0)),
    { help: 'Sets a heater temperature' },
  );
  g.register(
    'TURN_OFF_HEATERS',
    () => {
      for (const h of p.heaters.values()) h.setTarget(0);
    },
    { help: 'Turn off all heaters' },
  );
  const sensors = new Map<string, { temperature: number }>([
    ...p.heaters,
    ...p.sensors,
    ...p.temperatureFans,
  ]);
  g.register(
    'TEMPERATURE_WAIT',
    async (cmd) => {
      const name = cmd.str('SENSOR');
      const sensor = sensors.get(name);
      if (!sensor) throw new CommandError(`Unknown sensor '${name}'`);
      const min = cmd.float('MINIMUM', -Infinity);
      const max = cmd.float('MAXIMUM', Infinity, { above: min });
      if (min === -Infinity && max === Infinity)
        throw cmd.error('One of MINIMUM or MAXIMUM must be specified');
      await waitFor(p, cmd, () => sensor.temperature >= min && sensor.temperature <= max);
    },
    { help: 'Wait for a temperature on a sensor' },
  );
  const fans = new Map(
    [...p.temperatureFans].map(([name, f]) => [name.slice('temperature_fan '.length), f]),
  );
  if (fans.size > 0) {
    g.register(
      'SET_TEMPERATURE_FAN_TARGET',
      (cmd) => {
        const fan = muxLookup(cmd, 'TEMPERATURE_FAN', fans);
        const settings = p.config.settings[fan.name] ?? {};
        const target = cmd.float('TARGET', fan.target);
        checkRange(target, Number(settings.min_temp), Number(settings.max_temp));
        fan.minSpeed = cmd.float('MIN_SPEED', fan.minSpeed, { minval: 0, maxval: 1 });
        fan.maxSpeed = cmd.float('MAX_SPEED', fan.maxSpeed, { minval: 0, maxval: 1 });
        if (fan.minSpeed > fan.maxSpeed) {
          throw new CommandError(
            `Requested min speed (${pyFloat(fan.minSpeed)}) is greater than max speed (${pyFloat(fan.maxSpeed)})`,
          );
        }
        fan.target = target;
      },
      { help: 'Sets a temperature fan target and fan speed limits' },
    );
  }
  const part = p.partFan;
  if (part) {
    g.register('M106', (cmd) => part.set(cmd.float('S', 255, { minval: 0 }) / 255));
    g.register('M107', () => part.set(0));
  }
}
