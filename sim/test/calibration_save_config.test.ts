// Z offset apply → SAVE_CONFIG → Klipper restarts and reads the new values: the `#*#` block written
// as Klipper writes it (the regular line commented out, a dated backup), values replaced rather than
// duplicated by a second SAVE_CONFIG, and the parsing rules of the autosave block.

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../klipper/config';
import { AUTOSAVE_HEADER, splitAutosave, stripDuplicates } from '../klipper/save_config';
import { GcodeClient, startCalSim } from './calibration_helpers';
import type { TestSim } from './helpers';

const HEADER_LINES = [
  '#*# <---------------------- SAVE_CONFIG ---------------------->',
  '#*# DO NOT EDIT THIS BLOCK OR BELOW. The contents are auto-generated.',
  '#*#',
];

describe('SAVE_CONFIG on the virtual printer', () => {
  let sim: TestSim;
  let c: GcodeClient;
  let cfgPath: string;
  beforeAll(async () => {
    sim = await startCalSim(undefined, { timeScale: 20 });
    c = await GcodeClient.connect(sim);
    cfgPath = join(sim.dataDir, 'config', 'printer.cfg');
  });
  afterAll(async () => {
    c.close();
    await sim.stop();
  });
  const cfgText = (): string => readFileSync(cfgPath, 'utf8');
  /** Runs SAVE_CONFIG and waits for the restarted Klipper to be ready. */
  const saveConfig = async (): Promise<void> => {
    const disconnected = new Promise<void>((ok) => sim.klippy.once('disconnected', () => ok()));
    const ready = disconnected.then(
      () => new Promise<void>((ok) => sim.klippy.once('ready', () => ok())),
    );
    expect(await c.run('SAVE_CONFIG')).toBe('ok');
    await ready;
  };

  it('SAVE_CONFIG with nothing to save does nothing (no restart, file untouched)', async () => {
    const before = cfgText();
    let restarted = false;
    sim.klippy.once('disconnected', () => (restarted = true));
    expect(await c.run('SAVE_CONFIG')).toBe('ok');
    await new Promise((r) => setTimeout(r, 300));
    expect(restarted).toBe(false);
    expect(cfgText()).toBe(before);
    expect((await c.query(['configfile'])).configfile?.save_config_pending).toBe(false);
  });

  it('Z_OFFSET_APPLY_ENDSTOP with no offset has nothing to do', async () => {
    expect(await c.console('Z_OFFSET_APPLY_ENDSTOP\nZ_OFFSET_APPLY_PROBE')).toEqual([
      '// Nothing to do: Z Offset is 0',
      '// Nothing to do: Z Offset is 0',
    ]);
  });

  it('baby-stepped offset → Z_OFFSET_APPLY_ENDSTOP → SAVE_CONFIG → restart reads position_endstop', async () => {
    await c.run('SET_GCODE_OFFSET Z_ADJUST=0.05');
    expect(await c.console('Z_OFFSET_APPLY_ENDSTOP')).toEqual([
      '// stepper_z: position_endstop: -0.050\n// The SAVE_CONFIG command will update the printer config file\n// with the above and restart the printer.',
    ]);
    const pending = (await c.query(['configfile'])).configfile;
    expect(pending?.save_config_pending).toBe(true);
    expect(pending?.save_config_pending_items).toEqual({
      stepper_z: { position_endstop: '-0.050' },
    });
    await saveConfig();
    const text = cfgText();
    expect(
      text.endsWith(
        `\n\n${HEADER_LINES.join('\n')}\n#*# [stepper_z]\n#*# position_endstop = -0.050\n`,
      ),
    ).toBe(true);
    // The regular value is commented out so the saved one applies.
    expect(text).toMatch(/\[stepper_z\][^[]*\n#position_endstop: 0\n/);
    const backups = readdirSync(join(sim.dataDir, 'config')).filter((f) =>
      /^printer-\d{8}_\d{6}\.cfg$/.test(f),
    );
    expect(backups.length).toBe(1);
    expect(existsSync(join(sim.dataDir, 'config', 'printer_autosave.cfg'))).toBe(false);
    const cf = (await c.query(['configfile'])).configfile;
    expect(cf?.save_config_pending).toBe(false);
    expect(cf?.save_config_pending_items).toEqual({});
    expect(
      (cf?.settings as Record<string, Record<string, unknown>>).stepper_z?.position_endstop,
    ).toBe(-0.05);
    expect(
      (cf?.config as Record<string, Record<string, unknown>>).stepper_z?.position_endstop,
    ).toBe('-0.050');
    // The offset is gone with the restart; homing Z now lands on the new endstop position.
    await c.run('G28 Z');
    expect(((await c.query(['toolhead'])).toolhead?.position as number[])[2]).toBeCloseTo(-0.05, 9);
    expect(((await c.query(['gcode_move'])).gcode_move?.homing_origin as number[])[2]).toBe(0);
  });

  it('a second SAVE_CONFIG replaces values and adds sections, never duplicates', async () => {
    await c.run('SET_GCODE_OFFSET Z_ADJUST=-0.1');
    expect((await c.console('Z_OFFSET_APPLY_PROBE'))[0]).toMatch(/^\/\/ probe: z_offset: 2\.050\n/);
    expect((await c.console('Z_OFFSET_APPLY_ENDSTOP'))[0]).toMatch(
      /^\/\/ stepper_z: position_endstop: 0\.050\n/,
    );
    expect((await c.query(['configfile'])).configfile?.save_config_pending_items).toEqual({
      probe: { z_offset: '2.050' },
      stepper_z: { position_endstop: '0.050' },
    });
    await saveConfig();
    const text = cfgText();
    expect(text.split(HEADER_LINES[0] ?? '').length).toBe(2);
    expect(
      text.endsWith(
        [
          ...HEADER_LINES,
          '#*# [stepper_z]',
          '#*# position_endstop = 0.050',
          '#*#',
          '#*# [probe]',
          '#*# z_offset = 2.050',
          '',
        ].join('\n'),
      ),
    ).toBe(true);
    expect(text).toMatch(/\[probe\][^[]*\n#z_offset: 1\.950\n/);
    const settings = (await c.query(['configfile'])).configfile?.settings as Record<
      string,
      Record<string, unknown>
    >;
    expect(settings.probe?.z_offset).toBe(2.05);
    expect(settings.stepper_z?.position_endstop).toBe(0.05);
  });
});

describe('the autosave block as Klipper reads it', () => {
  const block = `${AUTOSAVE_HEADER}#*# [probe]\n#*# z_offset = 1.234\n#*#\n#*# [bed_mesh default]\n#*# version = 1\n#*# points =\n#*# \t0.1, 0.2\n#*# \t0.3, 0.4\n`;

  it('splits the file and strips the prefixes', () => {
    const { regular, autosave } = splitAutosave(`[probe]\npin: x\n${block}`);
    expect(regular).toBe('[probe]\npin: x\n');
    expect(autosave).toBe(
      '\n[probe]\nz_offset = 1.234\n\n[bed_mesh default]\nversion = 1\npoints =\n\t0.1, 0.2\n\t0.3, 0.4\n',
    );
  });

  it('autosave values apply, multi-line values included, unless the regular part sets the option', () => {
    const raw = parseConfig(`[probe]\npin: x\n${block}`);
    expect(raw.get('probe')?.get('z_offset')).toBe('1.234');
    expect(raw.get('bed_mesh default')?.get('points')).toBe('\n0.1, 0.2\n0.3, 0.4');
    const own = parseConfig(`[probe]\npin: x\nz_offset: 2\n${block}`);
    expect(own.get('probe')?.get('z_offset')).toBe('2');
  });

  it('a block edited by hand is ignored as a whole (its lines are comments)', () => {
    const raw = parseConfig(`[probe]\npin: x\n${block}z_offset = 9\n`);
    // Only the hand-written line counts, in the last section the file really opened.
    expect(raw.get('probe')?.get('z_offset')).toBe('9');
    expect(raw.has('bed_mesh default')).toBe(false);
  });

  it('an option only the SAVE_CONFIG block sets is never reported as invalid', async () => {
    const sim = await startCalSim(
      (cfg) => `${cfg}${AUTOSAVE_HEADER}#*# [probe]\n#*# no_such_option = 1\n`,
    );
    try {
      expect(sim.klippy.state).toBe('ready');
    } finally {
      await sim.stop();
    }
    const bad = await startCalSim(
      (cfg) => cfg.replace('[probe]\n', '[probe]\nno_such_option: 1\n'),
      {
        waitReady: false,
      },
    );
    try {
      for (let i = 0; i < 100 && bad.klippy.state !== 'error'; i++)
        await new Promise((r) => setTimeout(r, 20));
      expect(bad.klippy.stateMessage()).toMatch(
        /^Option 'no_such_option' is not valid in section 'probe'/,
      );
    } finally {
      await bad.stop();
    }
  });

  it('stripDuplicates comments an option and its continuation lines', () => {
    const out = stripDuplicates(
      '[a]\nx: 1\ny:\n  1\n  2\nz: 3\n',
      (s, o) => s === 'a' && o === 'y',
    );
    expect(out).toBe('[a]\nx: 1\n#y:\n#  1\n#  2\nz: 3\n');
  });
});
