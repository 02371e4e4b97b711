import { describe, expect, it } from 'vitest';
import { completeConfig, referenceUrl } from '..';

const at = (text: string) => {
  const pos = text.indexOf('|');
  return { text: text.slice(0, pos) + text.slice(pos + 1), pos };
};

describe('completeConfig', () => {
  it('offers section names after [ at a line start', () => {
    const { text, pos } = at('[printer]\nmax_accel: 1\n\n[ext|');
    const result = completeConfig(text, pos, 'klipper');
    expect(result?.from).toBe(pos - 3);
    expect(result?.to).toBe(pos);
    expect(result?.options.map((o) => o.label)).toContain('extruder');
    const extruder = result?.options.find((o) => o.label === 'extruder');
    expect(extruder).toEqual({ label: 'extruder', apply: 'extruder]', kind: 'section' });
    expect(result?.options.every((o) => o.label.startsWith('ext'))).toBe(true);
  });

  it('leaves a space for the name of named-only sections', () => {
    const { text, pos } = at('[gcode_but|');
    const button = completeConfig(text, pos, 'klipper')?.options[0];
    expect(button?.apply).toBe('gcode_button ');
  });

  it("offers the keys of [printer] not yet set after 'max_'", () => {
    const { text, pos } = at(
      '[printer]\nkinematics: cartesian\nmax_velocity: 300\nmax_|\n[fan]\npin: PA1',
    );
    const result = completeConfig(text, pos, 'klipper');
    const labels = result?.options.map((o) => o.label);
    expect(labels).toEqual(expect.arrayContaining(['max_accel', 'max_z_velocity', 'max_z_accel']));
    expect(labels).not.toContain('max_velocity');
    expect(result?.options.find((o) => o.label === 'max_accel')).toMatchObject({
      apply: 'max_accel: ',
      kind: 'option',
    });
    expect(result?.from).toBe(pos - 4);
  });

  it.each([
    ['inside a value', '[printer]\nmax_velocity: 3|'],
    ['in a continuation line', '[gcode_macro X]\ngcode:\n  G2|'],
    ['before any section', 'max|'],
    ['in an unknown section', '[nope]\nma|'],
    ['in a plain file', '[printer]\nma|'],
  ])('offers nothing %s', (name, marked) => {
    const { text, pos } = at(marked);
    expect(completeConfig(text, pos, name === 'in a plain file' ? 'plain' : 'klipper')).toBeNull();
  });

  it('completes Moonraker sections and keys', () => {
    const s = at('[auth|');
    expect(completeConfig(s.text, s.pos, 'moonraker')?.options.map((o) => o.label)).toEqual([
      'authorization',
    ]);
    const k = at('[server]\nklippy_|');
    expect(completeConfig(k.text, k.pos, 'moonraker')?.options.map((o) => o.label)).toEqual([
      'klippy_uds_address',
    ]);
  });
});

describe('referenceUrl', () => {
  const K = 'https://www.klipper3d.org/Config_Reference.html#';
  const M = 'https://moonraker.readthedocs.io/en/latest/configuration/#';
  it.each([
    ['extruder', 'klipper', `${K}extruder`],
    ['extruder1', 'klipper', `${K}extruder1`],
    ['tmc2209 stepper_x', 'klipper', `${K}tmc2209`],
    ['gcode_macro PRINT_START', 'klipper', `${K}gcode_macro`],
    ['stepper_y', 'klipper', `${K}stepper`],
    ['stepper_a', 'klipper', `${K}linear-delta-kinematics`],
    ['printer', 'klipper', `${K}printer`],
    ['mcu ebb', 'klipper', `${K}mcu`],
    ['nope', 'klipper', null],
    ['server', 'moonraker', `${M}server`],
    ['update_manager fluidd', 'moonraker', `${M}update_manager`],
    ['printer', 'plain', null],
  ] as const)('[%s] (%s) → %s', (section, dialect, url) => {
    expect(referenceUrl(section, dialect)).toBe(url);
  });
});
