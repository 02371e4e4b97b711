import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lintConfig, type ConfigProblem } from '..';

/**
 * The simulator's default printer.cfg, read as text: the template's paths become a path, its bed
 * sizes the default model's (235 mm, screws 30 mm from the far edge), its chamber the heated one,
 * its board's serial the virtual board's.
 */
function simulatorPrinterCfg(): string {
  const src = readFileSync(join(__dirname, '../../../../sim/klipper/default_cfg.ts'), 'utf8');
  const body = src.slice(src.indexOf('return `') + 'return `'.length, src.lastIndexOf('`;'));
  const chamber = /const CHAMBER = `([^`]*)`/.exec(src)?.[1] ?? '';
  const link = readFileSync(join(__dirname, '../../../../sim/klipper/mcu_link.ts'), 'utf8');
  const serial = /export const VIRTUAL_MCU_SERIAL = '([^']*)'/.exec(link)?.[1] ?? '';
  const sizes: Record<string, number> = { bed: 235, far: 205 };
  return body.replace(/\$\{((?:[^{}]|\{[^{}]*\})*)\}/g, (_, expr: string) => {
    if (expr.includes('gcodesDir')) return '/home/pi/printer_data/gcodes';
    if (expr.includes('CHAMBER')) return chamber;
    if (expr.trim() === 'VIRTUAL_MCU_SERIAL') return serial;
    const sum = /^(bed|far)(?: - (\d+))?$/.exec(expr.trim());
    if (!sum) throw new Error(`printer.cfg template: unknown expression ${expr}`);
    return String(sizes[sum[1]!]! - Number(sum[2] ?? 0));
  });
}

const MOONRAKER_CONF = `[server]
host: 0.0.0.0
port: 7125
klippy_uds_address: ~/printer_data/comms/klippy.sock

[authorization]
trusted_clients:
    10.0.0.0/8
    127.0.0.0/8
    192.168.0.0/16
cors_domains:
    *.lan
    *://my.mainsail.xyz

[file_manager]
enable_object_processing: True

[octoprint_compat]

[history]

[update_manager]
channel: dev
refresh_interval: 168

[update_manager mainsail]
type: web
channel: stable
repo: mainsail-crew/mainsail
path: ~/mainsail

[update_manager crowsnest]
type: git_repo
path: ~/crowsnest
origin: https://github.com/mainsail-crew/crowsnest.git
managed_services: crowsnest
install_script: tools/pkglist.sh

[webcam printer]
service: mjpegstreamer-adaptive
stream_url: /webcam/?action=stream
snapshot_url: /webcam/?action=snapshot
flip_horizontal: False

[power printer]
type: gpio
pin: gpiochip0/gpio26
off_when_shutdown: True
restart_klipper_when_powered: True

[timelapse]
output_path: ~/timelapse/

[include moonraker-obico-update.cfg]
`;

const codes = (text: string, dialect: 'klipper' | 'moonraker' = 'klipper') =>
  lintConfig(text, dialect).map((p) => [p.code, p.line]);

describe('real configs lint clean', () => {
  it("the simulator's default printer.cfg", () => {
    const text = simulatorPrinterCfg();
    expect(text).toContain('[gcode_macro PRINT_START]');
    expect(lintConfig(text, 'klipper')).toEqual([]);
  });

  it('a realistic moonraker.conf', () => {
    expect(lintConfig(MOONRAKER_CONF, 'moonraker')).toEqual([]);
  });

  it('plain files give no problems', () => {
    expect(lintConfig('[nonsense]\nfoo bar baz\nx: y', 'plain')).toEqual([]);
  });
});

describe('warnings', () => {
  it.each<[string, string, (string | number)[][]]>([
    ['unknown section', '[printerx]\nfoo: 1', [['unknownSection', 1]]],
    ['unknown section (needs a name)', '[fan_generic]\npin: PA1', [['unknownSection', 1]]],
    ['known section with a name', '[fan_generic exhaust]\npin: PA1', []],
    ['numbered extruder', '[extruder2]\nnozzle_diameter: 0.4', []],
    ['unknown option', '[printer]\nmax_velocityy: 300', [['unknownOption', 2]]],
    ['option names are case-insensitive', '[extruder]\npid_Kp: 22.2\nPID_KI: 1', []],
    ['gcode_macro variables', '[gcode_macro X]\nvariable_speed: 10\ngcode:\n  G28', []],
    ['gcode_macro unknown option', '[gcode_macro X]\nvariabel: 1', [['unknownOption', 2]]],
    ['a template value is not checked', '[gcode_macro X]\ngcode: {% if 1 %}', []],
    ['an undescribed module accepts anything', '[display_status]\nwhatever: 1', []],
    [
      'option of an unknown section is not reported',
      '[shaketune]\nfoo: 1',
      [['unknownSection', 1]],
    ],
    ['duplicate option', '[printer]\nmax_accel: 1\nmax_accel: 2', [['duplicateOption', 3]]],
    [
      'duplicate option across a repeated section',
      '[printer]\nmax_accel: 1\n[fan]\npin: PA1\n[printer]\nmax_accel: 2',
      [['duplicateOption', 6]],
    ],
    ['a repeated section alone is fine', '[printer]\nmax_accel: 1\n[printer]\nmax_velocity: 2', []],
    [
      'the SAVE_CONFIG block overrides without warnings',
      '[extruder]\npid_Kp: 20\n#*# <---------------------- SAVE_CONFIG ---------------------->\n#*# DO NOT EDIT THIS BLOCK OR BELOW. The contents are auto-generated.\n#*#\n#*# [extruder]\n#*# pid_kp = 21.5\n#*# [bed_mesh default]\n#*# points =\n#*# \t0.1, 0.2',
      [],
    ],
    ['number', '[printer]\nmax_velocity: 1e3\nmax_accel: .5\nmax_z_velocity: +1', []],
    ['not a number', '[printer]\nmax_velocity: fast', [['notNumber', 2]]],
    ['empty number', '[printer]\nmax_velocity:', [['notNumber', 2]]],
    ['integer', '[stepper_x]\nmicrosteps: 16', []],
    ['not an integer', '[stepper_x]\nmicrosteps: 16.5', [['notInteger', 2]]],
    ['booleans', '[output_pin a]\npwm: TRUE\nhardware_pwm: off', []],
    ['booleans 2', '[output_pin a]\npwm: 1\nhardware_pwm: No', []],
    ['not a boolean', '[output_pin a]\npwm: maybe', [['notBoolean', 2]]],
    ['pins', '[stepper_x]\nstep_pin: !PA1\ndir_pin: ^~ar5\nenable_pin: ! ebb:PB3', []],
    ['virtual endstop pin', '[stepper_z]\nendstop_pin: probe: z_virtual_endstop', []],
    ['not a pin', '[stepper_x]\nstep_pin: PA1 PA2', [['notPin', 2]]],
    [
      'comments after a value',
      '[printer]\nmax_velocity: 300 # fast\nmax_z_velocity: 30#fast\nmax_accel: 100;slow',
      [['notNumber', 4]],
    ],
  ])('%s', (_name, text, expected) => {
    expect(codes(text)).toEqual(expected);
  });

  it('a moonraker.conf problem', () => {
    expect(
      codes(
        '[server]\nport: 71x25\n[machine]\nprovider: none\nvalidate_service: maybe\n[nope]',
        'moonraker',
      ),
    ).toEqual([
      ['notInteger', 2],
      ['notBoolean', 5],
      ['unknownSection', 6],
    ]);
  });

  it('puts the warning on the name, key or value, with its parameters', () => {
    const text = '[printer]\nmax_velocity: fast\nmax_velocityy: 1\n[nope here]';
    const problems = lintConfig(text, 'klipper');
    const slices = problems.map((p: ConfigProblem) => [p.code, text.slice(p.from, p.to), p.params]);
    expect(slices).toEqual([
      ['notNumber', 'fast', { section: 'printer', option: 'max_velocity', value: 'fast' }],
      [
        'unknownOption',
        'max_velocityy',
        { section: 'printer', option: 'max_velocityy', value: '1' },
      ],
      ['unknownSection', 'nope here', { section: 'nope here' }],
    ]);
  });

  it('lints a 3000-line config quickly', () => {
    const base = simulatorPrinterCfg();
    let text = '';
    for (let i = 0; text.split('\n').length < 3000; i++)
      text += base.replace(/\[gcode_macro (\w+)\]/g, `[gcode_macro $1_${i}]`);
    lintConfig(text, 'klipper');
    const t0 = performance.now();
    lintConfig(text, 'klipper');
    expect(performance.now() - t0).toBeLessThan(200);
  });
});
