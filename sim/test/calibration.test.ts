// Calibration on the default printer (a probe, bed screws, screws tilt) over the API: Klipper's
// console output, the status objects, the time the moves take, and the refusals of a printer
// without z_tilt or quad_gantry_level.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GcodeClient, startCalSim } from './calibration_helpers';
import type { TestSim } from './helpers';

const SAVE_HINT = [
  '// The SAVE_CONFIG command will update the printer config file',
  '// with the above and restart the printer.',
];

describe('calibration on the default printer', () => {
  let sim: TestSim;
  let c: GcodeClient;
  beforeAll(async () => {
    sim = await startCalSim(undefined, { timeScale: 10 });
    c = await GcodeClient.connect(sim);
  });
  afterAll(async () => {
    c.close();
    await sim.stop();
  });
  const now = (): number => sim.klippy.clock.now();

  it('has probe, manual_probe, bed_screws and screws_tilt_adjust, not z_tilt or QGL', async () => {
    const names = await c.objectNames();
    for (const o of ['probe', 'manual_probe', 'bed_screws', 'screws_tilt_adjust'])
      expect(names).toContain(o);
    expect(names).not.toContain('z_tilt');
    expect(names).not.toContain('quad_gantry_level');
    const cmds = Object.keys((await c.query(['gcode'])).gcode?.commands as Record<string, unknown>);
    for (const cmd of ['PROBE', 'QUERY_PROBE', 'PROBE_CALIBRATE', 'PROBE_ACCURACY', 'SAVE_CONFIG'])
      expect(cmds).toContain(cmd);
    for (const cmd of ['Z_OFFSET_APPLY_PROBE', 'Z_OFFSET_APPLY_ENDSTOP', 'Z_ENDSTOP_CALIBRATE'])
      expect(cmds).toContain(cmd);
    for (const cmd of ['MANUAL_PROBE', 'BED_SCREWS_ADJUST', 'SCREWS_TILT_CALCULATE'])
      expect(cmds).toContain(cmd);
    // Helper commands exist only while their tool runs.
    for (const cmd of ['ACCEPT', 'ABORT', 'TESTZ', 'ADJUSTED', 'Z_TILT_ADJUST'])
      expect(cmds).not.toContain(cmd);
    expect(await c.console('Z_TILT_ADJUST\nQUAD_GANTRY_LEVEL\nACCEPT')).toEqual([
      '// Unknown command:"Z_TILT_ADJUST"',
      '// Unknown command:"QUAD_GANTRY_LEVEL"',
      '// Unknown command:"ACCEPT"',
    ]);
  });

  it('PROBE needs Z homed, then descends at the probe speed and reports each sample', async () => {
    expect(await c.console('QUERY_PROBE')).toEqual(['// probe: open']);
    expect(await c.refusal('PROBE')).toBe('Must home before probe');
    await c.run('G28\nG1 X100 Y100 Z10 F6000\nM400');
    const t0 = now();
    const lines = await c.console('PROBE');
    const took = now() - t0;
    // Two samples (samples: 2, median) at probe offsets -30, -10.
    expect(lines).toHaveLength(3);
    const sample = /^\/\/ probe: at 70\.000,90\.000 bed will contact at z=(-?\d+\.\d{6})$/;
    const zs = lines.slice(0, 2).map((l) => Number(sample.exec(l)?.[1]));
    expect(zs.every((z) => Number.isFinite(z) && Math.abs(z) < 0.5)).toBe(true);
    const result = /^\/\/ Result: at 70\.000,90\.000 estimate contact at z=(-?\d+\.\d{6})$/.exec(
      lines[2] ?? '',
    );
    expect(result).not.toBeNull();
    const z = Number(result?.[1]);
    expect(z).toBeCloseTo(((zs[0] ?? 0) + (zs[1] ?? 0)) / 2, 5);
    // 8 mm down at 5 mm/s, 2 mm up and down again: seconds, not an instant.
    expect(took).toBeGreaterThan(2);
    const st = await c.query(['probe', 'toolhead']);
    expect(st.probe?.name).toBe('probe');
    expect(st.probe?.last_probe_position).toEqual([70, 90, expect.closeTo(z, 5)]);
    expect(st.probe?.last_z_result).toBeCloseTo(z + 1.95, 5);
    // The toolhead stays where the probe triggered (about z_offset above the bed).
    expect((st.toolhead?.position as number[])[2]).toBeCloseTo(1.95, 0);
  });

  it('QUERY_PROBE: TRIGGERED at the trigger height, open above; probing from there is refused', async () => {
    expect(await c.console('QUERY_PROBE')).toEqual(['// probe: TRIGGERED']);
    expect((await c.query(['probe'])).probe?.last_query).toBe(true);
    expect(await c.refusal('PROBE')).toBe('Probe triggered prior to movement');
    expect(await c.console('G1 Z10\nQUERY_PROBE')).toEqual(['// probe: open']);
    expect((await c.query(['probe'])).probe?.last_query).toBe(false);
  });

  it('PROBE_ACCURACY reports the spread of single samples', async () => {
    const lines = await c.console('PROBE_ACCURACY SAMPLES=4');
    expect(lines[0]).toBe(
      '// PROBE_ACCURACY at X:100.000 Y:100.000 Z:10.000 (samples=4 retract=2.000 speed=5.0 lift_speed=10.0)',
    );
    expect(lines.filter((l) => l.startsWith('// probe: at 70.000,90.000'))).toHaveLength(4);
    const last = lines[lines.length - 1] ?? '';
    const m =
      /^\/\/ probe accuracy results: maximum (\S+), minimum (\S+), range (\S+), average (\S+), median (\S+), standard deviation (\S+)$/.exec(
        last,
      );
    expect(m).not.toBeNull();
    expect(Number(m?.[3])).toBeLessThan(0.01);
    expect(Number(m?.[6])).toBeLessThan(0.005);
  });

  it('the bed is the same surface each time: PROBE twice at one spot agrees within microns', async () => {
    const at = async (): Promise<number> => {
      await c.run('G1 X150 Y60 Z10 F6000\nPROBE');
      return ((await c.query(['probe'])).probe?.last_probe_position as number[])[2] ?? NaN;
    };
    const a = await at();
    const b = await at();
    expect(Math.abs(a - b)).toBeLessThan(0.005);
    await c.run('G1 Z10');
  });

  it('MANUAL_PROBE: TESTZ moves and bisects, ACCEPT reports the Z, the helper commands go away', async () => {
    await c.run('G1 X100 Y100 Z5 F6000');
    expect(await c.console('MANUAL_PROBE')).toEqual([
      '// Starting manual Z probe. Use TESTZ to adjust position.\n// Finish with ACCEPT or ABORT command.',
      '// Z position: ?????? --> 5.000 <-- ??????',
    ]);
    expect((await c.query(['manual_probe'])).manual_probe).toEqual({
      is_active: true,
      z_position: 5,
      z_position_lower: null,
      z_position_upper: null,
    });
    expect(await c.refusal('MANUAL_PROBE')).toBe(
      'Already in a manual Z probe. Use ABORT to abort it.',
    );
    expect(await c.console('TESTZ Z=-1')).toEqual(['// Z position: ?????? --> 4.000 <-- 5.000']);
    expect(await c.console('TESTZ Z=-')).toEqual(['// Z position: ?????? --> 3.800 <-- 4.000']);
    expect(await c.console('TESTZ Z=+')).toEqual(['// Z position: 3.800 --> 3.900 <-- 4.000']);
    expect((await c.query(['manual_probe'])).manual_probe).toEqual({
      is_active: true,
      z_position: expect.closeTo(3.9, 9),
      z_position_lower: expect.closeTo(3.8, 9),
      z_position_upper: 4,
    });
    expect(await c.console('ACCEPT')).toEqual(['// Z position is 3.900']);
    expect((await c.query(['manual_probe'])).manual_probe?.is_active).toBe(false);
    expect(await c.console('TESTZ Z=-1')).toEqual(['// Unknown command:"TESTZ"']);
  });

  it('ACCEPT without moving down fails the manual probe, as Klipper says', async () => {
    await c.run('MANUAL_PROBE');
    expect(await c.console('ACCEPT')).toEqual([
      '// Manual probe failed! Use TESTZ commands to position the\n// nozzle prior to running ACCEPT.',
    ]);
    expect((await c.query(['manual_probe'])).manual_probe?.is_active).toBe(false);
  });

  it('Z_ENDSTOP_CALIBRATE proposes position_endstop from the paper test', async () => {
    await c.run('G1 Z5\nZ_ENDSTOP_CALIBRATE\nTESTZ Z=-4.9');
    expect(await c.console('ACCEPT')).toEqual([
      ['// stepper_z: position_endstop: -0.100', ...SAVE_HINT].join('\n'),
    ]);
    const cf = (await c.query(['configfile'])).configfile;
    expect(cf?.save_config_pending).toBe(true);
    expect(cf?.save_config_pending_items).toEqual({ stepper_z: { position_endstop: '-0.100' } });
  });

  it('PROBE_CALIBRATE: probes, lifts over the probed point, then the paper test gives z_offset', async () => {
    await c.run('G1 X100 Y100 Z10 F6000');
    const lines = await c.console('PROBE_CALIBRATE');
    const res = /estimate contact|bed will contact at z=(-?\d+\.\d+)/;
    expect(lines.filter((l) => res.test(l)).length).toBeGreaterThan(0);
    const probed = (await c.query(['toolhead'])).toolhead?.position as number[];
    // Over the probed point (the nozzle where the probe was), 5 mm above the trigger height.
    expect(probed.slice(0, 2)).toEqual([70, 90]);
    expect(lines.slice(-1)[0]).toMatch(/^\/\/ Z position: \?{6} --> \d+\.\d{3} <-- \?{6}$/);
    const start = probed[2] ?? 0;
    await c.run(`TESTZ Z=${-(start - 0.2).toFixed(3)}`);
    const out = await c.console('ACCEPT');
    expect(out).toHaveLength(1);
    const [first, ...hint] = (out[0] ?? '').split('\n');
    const m = /^\/\/ probe: z_offset: (\d+\.\d{3})$/.exec(first ?? '');
    expect(m).not.toBeNull();
    expect(hint).toEqual(SAVE_HINT);
    const items = (await c.query(['configfile'])).configfile?.save_config_pending_items as Record<
      string,
      Record<string, string>
    >;
    expect(items.probe?.z_offset).toBe(m?.[1]);
    // Nozzle 0.2 above the probed bed: z_offset ≈ trigger height − 0.2 + bed_z ≈ 1.95 − 0.2 ± error.
    expect(Number(m?.[1])).toBeGreaterThan(1.6);
    expect(Number(m?.[1])).toBeLessThan(2.0);
  });

  it('BED_SCREWS_ADJUST: each screw in turn, ADJUSTED restarts the count, completes after four ACCEPTs', async () => {
    await c.run('G1 Z10');
    const adjust = (name: string): string =>
      `// Adjust ${name}. Then run ACCEPT, ADJUSTED, or ABORT\n// Use ADJUSTED if a significant screw adjustment is made`;
    expect(await c.console('BED_SCREWS_ADJUST')).toEqual([adjust('front left screw')]);
    const st = await c.query(['bed_screws', 'toolhead']);
    expect(st.bed_screws).toEqual({
      is_active: true,
      state: 'adjust',
      current_screw: 0,
      accepted_screws: 0,
    });
    expect((st.toolhead?.position as number[]).slice(0, 3)).toEqual([30, 30, 0]);
    expect(await c.refusal('BED_SCREWS_ADJUST')).toBe(
      'Already in bed_screws helper; use ABORT to exit',
    );
    expect(await c.console('ACCEPT')).toEqual([adjust('front right screw')]);
    expect(await c.console('ADJUSTED')).toEqual([adjust('rear right screw')]);
    expect((await c.query(['bed_screws'])).bed_screws?.accepted_screws).toBe(0);
    // Klipper finishes after as many ACCEPTs in a row as there are screws, wherever they began.
    expect(await c.console('ACCEPT\nACCEPT\nACCEPT')).toEqual([
      adjust('rear left screw'),
      adjust('front left screw'),
      adjust('front right screw'),
    ]);
    expect(await c.console('ACCEPT')).toEqual(['// Bed screws tool completed successfully']);
    expect((await c.query(['bed_screws'])).bed_screws?.is_active).toBe(false);
    expect((await c.query(['toolhead'])).toolhead?.position).toEqual([205, 30, 5, 0]);
    await c.run('BED_SCREWS_ADJUST\nABORT');
    expect((await c.query(['bed_screws'])).bed_screws).toMatchObject({
      is_active: false,
      state: null,
    });
    expect(await c.console('ACCEPT')).toEqual(['// Unknown command:"ACCEPT"']);
  });

  it('SCREWS_TILT_CALCULATE: turns per screw against the base, and the results object', async () => {
    const t0 = now();
    const lines = await c.console('SCREWS_TILT_CALCULATE');
    expect(now() - t0).toBeGreaterThan(3);
    expect(lines.filter((l) => l.startsWith('// probe: at '))).toHaveLength(8);
    const report = lines.slice(-5);
    expect(report[0]).toBe(
      '// 01:20 means 1 full turn and 20 minutes, CW=clockwise, CCW=counter-clockwise',
    );
    expect(report[1]).toMatch(
      /^\/\/ front left screw \(base\) : x=60\.0, y=40\.0, z=-?\d+\.\d{5}$/,
    );
    const other =
      /^\/\/ (front right|rear right|rear left) screw : x=(235|60)\.0, y=(40|215)\.0, z=(-?\d+\.\d{5}) : adjust (CW|CCW) (\d\d):(\d\d)$/;
    for (const l of report.slice(2)) expect(l).toMatch(other);
    const results = (await c.query(['screws_tilt_adjust'])).screws_tilt_adjust;
    expect(results?.error).toBe(false);
    expect(results?.max_deviation).toBeNull();
    const r = results?.results as Record<
      string,
      { z: number; sign: string; adjust: string; is_base: boolean }
    >;
    expect(Object.keys(r)).toEqual(['screw1', 'screw2', 'screw3', 'screw4']);
    expect(r.screw1).toMatchObject({ sign: 'CW', adjust: '00:00', is_base: true });
    // CW-M3: 0.5 mm a turn; a screw whose bed is lower than the base turns clockwise.
    const base = r.screw1?.z ?? 0;
    for (const key of ['screw2', 'screw3', 'screw4']) {
      const s = r[key];
      if (!s) throw new Error(key);
      const turns = Math.abs(base - s.z) / 0.5;
      const [hh, mm] = s.adjust.split(':').map(Number);
      expect((hh ?? 0) + (mm ?? 0) / 60).toBeCloseTo(Math.abs(base - s.z) < 0.001 ? 0 : turns, 1);
      if (Math.abs(base - s.z) >= 0.001) expect(s.sign).toBe(base - s.z >= 0 ? 'CW' : 'CCW');
    }
    expect(await c.refusal('SCREWS_TILT_CALCULATE MAX_DEVIATION=0.00001')).toMatch(
      /^bed level exceeds configured limits \(0\.00001mm\)! Adjust screws and restart print\.$/,
    );
    expect((await c.query(['screws_tilt_adjust'])).screws_tilt_adjust?.error).toBe(true);
    expect(await c.refusal('SCREWS_TILT_CALCULATE DIRECTION=UP')).toBe(
      "Error on 'SCREWS_TILT_CALCULATE DIRECTION=UP': DIRECTION must be either CW or CCW",
    );
  });
});
