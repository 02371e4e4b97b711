import { describe, expect, it } from 'vitest';
import { decodeSchema, findSection, KIND_LETTERS, type SchemaData } from '../schema';
import { KLIPPER_SCHEMA } from '../schema-klipper';
import { MOONRAKER_SCHEMA } from '../schema-moonraker';

const DATA: [string, SchemaData][] = [
  ['klipper', KLIPPER_SCHEMA],
  ['moonraker', MOONRAKER_SCHEMA],
];

describe.each(DATA)('the %s schema data', (_name, data) => {
  const bases = data.sections.map((s) => s.split('|')[0] ?? '');

  it('names every section once, with known forms and options of a known kind', () => {
    expect(new Set(bases).size).toBe(bases.length);
    for (const line of data.sections) {
      const parts = line.split('|');
      expect(parts, line).toHaveLength(4);
      const [base = '', forms = '', , options = ''] = parts;
      expect(base).toMatch(/^[A-Za-z0-9_]+$/);
      expect(forms).toMatch(/^(e|n|en)$/);
      const names = new Set<string>();
      for (const token of options.split(' ').filter(Boolean)) {
        if (token === '*') continue;
        if (token.startsWith('@')) {
          const ref = token.slice(1);
          expect(ref in data.families || bases.includes(ref), `${base}: ${token}`).toBe(true);
          continue;
        }
        const m = /^([A-Za-z0-9_<>]+?)!?([a-z])$/.exec(token);
        expect(m, `${base}: ${token}`).not.toBeNull();
        expect(KIND_LETTERS[m?.[2] ?? ''], `${base}: ${token}`).toBeDefined();
        const lower = (m?.[1] ?? '').toLowerCase();
        expect(names.has(lower), `${base}: ${lower} twice`).toBe(false);
        names.add(lower);
      }
    }
  });

  it('decodes to sections whose references all resolve', () => {
    const schema = decodeSchema(data);
    expect(schema.sections.size).toBe(bases.length);
    for (const spec of schema.sections.values())
      expect(spec.exact || spec.named, spec.base).toBe(true);
  });
});

describe('facts the editor relies on', () => {
  const klipper = decodeSchema(KLIPPER_SCHEMA);
  const moonraker = decodeSchema(MOONRAKER_SCHEMA);
  const options = (name: string) =>
    [...(findSection(klipper, name)?.options.values() ?? [])].map((o) => o.name.toLowerCase());

  it.each([
    ['printer', ['kinematics', 'max_velocity', 'max_accel', 'max_z_velocity']],
    ['stepper_y', ['step_pin', 'position_max', 'homing_speed', 'gear_ratio']],
    ['stepper_z1', ['step_pin', 'step_pulse_duration', 'endstop_pin']],
    ['extruder', ['nozzle_diameter', 'pid_kp', 'pullup_resistor', 'step_pulse_duration']],
    ['extruder3', ['nozzle_diameter', 'shared_heater', 'max_temp']],
    ['heater_bed', ['max_power', 'pid_kd', 'pwm_cycle_time', 'smooth_time']],
    ['tmc2209 stepper_x', ['uart_pin', 'run_current', 'stealthchop_threshold', 'microsteps']],
    ['bltouch', ['sensor_pin', 'x_offset', 'samples', 'z_offset']],
    ['temperature_sensor chamber', ['sensor_type', 'gcode_id', 'spi_bus', 'i2c_address']],
    ['heater_fan hotend', ['pin', 'heater', 'kick_start_time']],
  ])('[%s] has %j', (name, keys) => {
    expect(options(name)).toEqual(expect.arrayContaining(keys));
  });

  it.each([
    ['printer', true],
    ['printer x', false],
    ['gcode_macro START', true],
    ['gcode_macro', true],
    ['include other.cfg', true],
    ['board_pins', true],
    ['save_variables', true],
    ['stepper_q', true],
    ['extruder12', true],
    ['no_such_thing', false],
    ['fan_generic', false],
  ])('Klipper section [%s] exists: %s', (name, known) => {
    expect(findSection(klipper, name) !== null).toBe(known);
  });

  it.each([
    ['server', true],
    ['authorization', true],
    ['file_manager', true],
    ['update_manager', true],
    ['update_manager mainsail', true],
    ['power printer', true],
    ['webcam cam', true],
    ['timelapse', true],
    ['include extra.conf', true],
    ['printer', false],
  ])('Moonraker section [%s] exists: %s', (name, known) => {
    expect(findSection(moonraker, name) !== null).toBe(known);
  });
});
