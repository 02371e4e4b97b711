// printer.cfg as Klipper reads it: includes (relative, nested, glob, missing, recursive), errors in
// configparser's and Klipper's words naming the file, and a broken config fixed and brought back by
// RESTART and by restarting the klipper service.

import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readKlipperConfig } from '../klipper/config_files';
import { isKnownSection } from '../klipper/known_sections';
import { simForSuite, sleep } from './helpers';

describe('includes and parse errors (readKlipperConfig)', () => {
  let dir = '';
  const write = (files: Record<string, string>): void => {
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, name)), { recursive: true });
      writeFileSync(join(dir, name), text);
    }
  };
  const read = (): Record<string, Record<string, string>> => {
    const raw = readKlipperConfig(join(dir, 'printer.cfg'));
    return Object.fromEntries([...raw].map(([n, o]) => [n, Object.fromEntries(o)]));
  };
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'printdeck-cfg-'));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads an include relative to the including file, nested, sections merged in order', () => {
    write({
      'printer.cfg': '[printer]\nmax_velocity: 100\n[include parts/speed.cfg]\n[fan]\npin: PA1\n',
      'parts/speed.cfg': '[printer]\nmax_velocity: 250 # faster\n[include deeper.cfg]\n',
      'parts/deeper.cfg': '[printer]\nmax_accel: 4000\n',
    });
    expect(read()).toEqual({
      printer: { max_velocity: '250', max_accel: '4000' },
      fan: { pin: 'PA1' },
    });
  });

  it('a later value wins, also for an option repeated in one section (Klipper is not strict)', () => {
    write({
      'printer.cfg': '[include a.cfg]\n[printer]\nmax_velocity: 300\nmax_velocity: 310\n',
      'a.cfg': '[printer]\nmax_velocity: 100\n',
    });
    expect(read().printer).toEqual({ max_velocity: '310' });
  });

  it('globs * ? and [..] in sorted order; a glob matching nothing is fine', () => {
    write({
      'printer.cfg':
        '[include macros/*.cfg]\n[include m?.cfg]\n[include x[12].cfg]\n[include none/*.cfg]\n',
      'macros/b.cfg': '[gcode_macro B]\ngcode: M117 b\n[printer]\nv: b\n',
      'macros/a.cfg': '[gcode_macro A]\ngcode: M117 a\n[printer]\nv: a\n',
      'macros/.hidden.cfg': '[printer]\nv: hidden\n',
      'm1.cfg': '[m1]\nk: 1\n',
      'x2.cfg': '[x2]\nk: 2\n',
      'x3.cfg': '[x3]\nk: 3\n',
    });
    const cfg = read();
    expect(Object.keys(cfg)).toEqual(['gcode_macro A', 'printer', 'gcode_macro B', 'm1', 'x2']);
    expect(cfg.printer).toEqual({ v: 'b' });
  });

  it.each([
    [
      'a missing file',
      { 'printer.cfg': '[include nope.cfg]\n' },
      "Include file '<dir>/nope.cfg' does not exist",
    ],
    [
      'a recursive include',
      { 'printer.cfg': '[include a.cfg]\n', 'a.cfg': '[include printer.cfg]\n' },
      "Recursive include of config file '<dir>/printer.cfg'",
    ],
    [
      'a bad line in an included file (lines counted from the last include)',
      {
        'printer.cfg': '[printer]\n[include a.cfg]\n',
        'a.cfg': '[fan]\npin: PA1\n[include b*.cfg]\n[x]\noops # no value\n',
      },
      "Source contains parsing errors: '<dir>/a.cfg'\n\t[line  2]: 'oops \\n'",
    ],
    [
      'options before any section',
      { 'printer.cfg': 'max_velocity: 3\n' },
      "File contains no section headers.\nfile: '<dir>/printer.cfg', line: 1\n'max_velocity: 3\\n'",
    ],
  ])('refuses %s', (_what, files, message) => {
    write(files);
    expect(() => read()).toThrow(message.replaceAll('<dir>', dir));
  });

  it('reads the SAVE_CONFIG block of printer.cfg only (in an include it is comments)', () => {
    const block =
      '\n#*# <---------------------- SAVE_CONFIG ---------------------->\n#*# DO NOT EDIT THIS BLOCK OR BELOW. The contents are auto-generated.\n#*#\n#*# [probe]\n#*# z_offset = 1.5\n';
    write({
      'printer.cfg': `[include a.cfg]\n[probe]\npin: PA1\n${block}`,
      'a.cfg': `[fan]\npin: PA2\n${block.replace('1.5', '9')}`,
    });
    expect(read()).toEqual({ fan: { pin: 'PA2' }, probe: { pin: 'PA1', z_offset: '1.5' } });
  });

  it('knows the sections Klipper accepts', () => {
    for (const s of [
      'printer',
      'mcu',
      'mcu rpi',
      'stepper_z1',
      'stepper_arm',
      'extruder3',
      'tmc2209 stepper_x',
      'bed_mesh',
      'bed_mesh default',
      'display_template x',
      'gcode_macro X',
    ])
      expect(isKnownSection(s), s).toBe(true);
    for (const s of ['printerr', 'fan foo', 'bus', 'include', 'stepper_', 'heater_bed x'])
      expect(isKnownSection(s), s).toBe(false);
  });
});

describe('a broken printer.cfg on the running printer', () => {
  let cfgPath = '';
  let original = '';
  const suite = simForSuite({}, async (sim) => {
    cfgPath = join(sim.dataDir, 'config', 'printer.cfg');
    original = readFileSync(cfgPath, 'utf8');
  });

  const waitState = async (state: string): Promise<void> => {
    for (let i = 0; i < 200 && suite.sim.klippy.state !== state; i++) await sleep(20);
    expect(suite.sim.klippy.state).toBe(state);
  };
  const restart = async (): Promise<void> => {
    await suite.rpc.call('printer.restart');
    await sleep(50);
  };
  const message = (): Promise<string> =>
    suite.rpc.call<{ state_message: string }>('printer.info').then((info) => info.state_message);

  it.each([
    [
      'an unknown option',
      (t: string) => t.replace('max_accel: 3000', 'max_accel: 3000\nmax_speed: 9'),
      "Option 'max_speed' is not valid in section 'printer'",
    ],
    [
      'an unknown section',
      (t: string) => `${t}\n[no_such_thing]\nx: 1\n`,
      "Section 'no_such_thing' is not a valid config section",
    ],
    [
      'a bad value',
      (t: string) => t.replace('max_velocity: 300', 'max_velocity: fast'),
      "Unable to parse option 'max_velocity' in section 'printer'",
    ],
    [
      'a missing section',
      (t: string) => t.replace(/\[mcu\]\nserial: .*\nrestart_method: .*\n/, ''),
      "Option 'serial' in section 'mcu' must be specified",
    ],
  ])(
    '%s: error state in Klipper words, fixed and RESTART → ready',
    async (_what, breakIt, words) => {
      writeFileSync(cfgPath, breakIt(original));
      await restart();
      await waitState('error');
      const text = await message();
      expect(text.startsWith(`${words}\n`)).toBe(true);
      expect(text).toContain('Once the underlying issue is corrected, use the "RESTART"');
      writeFileSync(cfgPath, original);
      await restart();
      await waitState('ready');
    },
  );

  it('accepts a section Klipper knows that the simulator does not model, options unchecked', async () => {
    writeFileSync(cfgPath, `${original}\n[tmc2209 stepper_x]\nuart_pin: PC11\nrun_current: 0.8\n`);
    await restart();
    await waitState('ready');
    writeFileSync(cfgPath, original);
  });

  it('an include changes what a restart loads; an error in it names the included file', async () => {
    writeFileSync(join(suite.sim.dataDir, 'config', 'speed.cfg'), '[printer]\nmax_velocity: 222\n');
    writeFileSync(
      cfgPath,
      original.replace('[mcu]', '[include speed.cfg]\n\n[mcu]').replace('max_velocity: 300\n', ''),
    );
    await restart();
    await waitState('ready');
    const q = await suite.rpc.call<{ status: { toolhead: { max_velocity: number } } }>(
      'printer.objects.query',
      { objects: { toolhead: ['max_velocity'] } },
    );
    expect(q.status.toolhead.max_velocity).toBe(222);
    writeFileSync(
      join(suite.sim.dataDir, 'config', 'speed.cfg'),
      '[printer]\nmax_velocity = \n  oops\n: x\n',
    );
    await restart();
    await waitState('error');
    expect(await message()).toMatch(
      new RegExp(
        `^Source contains parsing errors: '${join(suite.sim.dataDir, 'config', 'speed.cfg')}'\\n\\t\\[line  4\\]: ': x\\\\n'`,
      ),
    );
  });

  it('a restart of the klipper service reads the fixed config', async () => {
    writeFileSync(cfgPath, original);
    await suite.rpc.call('machine.services.restart', { service: 'klipper' });
    await waitState('disconnected');
    await waitState('ready');
  });
});
