// QUERY_ADC [NAME=] [PULLUP=]: the last reading of each thermistor's analog pin (Klipper registers one
// ADC per thermistor-sensed heater or sensor, named after its config section).

import type { Printer } from '../../printer';

/** A 100 kΩ NTC (beta 3950) behind the section's pullup: the ADC's 0..1 reading at `temp` °C. */
function adcValue(temp: number, pullup: number): number {
  const kelvin = temp + 273.15;
  const r = 100000 * Math.exp(3950 * (1 / kelvin - 1 / 298.15));
  return r / (r + pullup);
}

export function registerAdcCommands(p: Printer): void {
  const sensors = new Map<string, { temperature: number; pullup: number }>();
  const add = (name: string, source: { temperature: number }): void => {
    const settings = p.config.settings[name.toLowerCase()] ?? {};
    const type = String(settings.sensor_type ?? '');
    if (type === '' || type.startsWith('temperature_')) return;
    const pullup = Number(settings.pullup_resistor ?? 4700);
    sensors.set(name, {
      get temperature() {
        return source.temperature;
      },
      pullup,
    });
  };
  for (const [name, h] of p.heaters) add(name, h);
  for (const [name, f] of p.temperatureFans) add(name, f);
  for (const [name, s] of p.sensors) add(name, s);
  p.gcode.register(
    'QUERY_ADC',
    (cmd) => {
      const name = cmd.has('NAME') ? cmd.str('NAME') : null;
      const sensor = name === null ? undefined : sensors.get(name);
      if (!sensor) {
        const names = [...sensors.keys()].sort().map((n) => `"${n}"`);
        return cmd.respondInfo(`Available ADC objects: ${names.join(', ')}`);
      }
      const value = adcValue(sensor.temperature, sensor.pullup);
      let msg = `ADC object "${name}" has value ${value.toFixed(6)} (timestamp ${p.clock.now().toFixed(3)})`;
      if (cmd.has('PULLUP')) {
        const pullup = cmd.float('PULLUP', 0, { above: 0 });
        const v = Math.max(0.00001, Math.min(0.99999, value));
        msg += `\n resistance ${((pullup * v) / (1 - v)).toFixed(3)} (with ${pullup.toFixed(0)} pullup)`;
      }
      cmd.respondInfo(msg);
    },
    { help: 'Report the last value of an analog pin' },
  );
}
