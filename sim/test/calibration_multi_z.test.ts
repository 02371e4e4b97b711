// z_tilt and quad_gantry_level on printers that have them (printer.cfg written by the test): the
// probing rounds, Klipper's console output, the retries converging within retry_tolerance,
// `applied`; their configuration errors; and a printer without a probe.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GcodeClient, startCalSim } from './calibration_helpers';
import type { TestSim } from './helpers';

const extraZ = (n: number): string =>
  Array.from(
    { length: n },
    (_, i) =>
      `[stepper_z${i + 1}]\nstep_pin: PC${i}\ndir_pin: PC${i + 4}\nenable_pin: !PC${i + 8}\nmicrosteps: 16\nrotation_distance: 8\n`,
  ).join('\n');

/** The default printer with `n` more Z steppers after [stepper_z] and `tail` appended. */
const withZ =
  (n: number, tail: string) =>
  (cfg: string): string =>
    `${cfg.replace('[extruder]\n', `${extraZ(n)}\n[extruder]\n`)}\n${tail}`;

const Z_TILT = `[z_tilt]
z_positions:
  -50, 18
  117, 290
  285, 18
points:
  40, 40
  117, 200
  200, 40
speed: 200
horizontal_move_z: 5
retries: 5
retry_tolerance: 0.0075
`;

const QGL = `[quad_gantry_level]
gantry_corners:
  -60, -10
  295, 295
points:
  50, 25
  50, 195
  200, 195
  200, 25
speed: 200
horizontal_move_z: 10
retries: 5
retry_tolerance: 0.0075
max_adjust: 10
`;

const num = String.raw`-?\d+\.\d{6}`;

describe('z_tilt with three Z steppers', () => {
  let sim: TestSim;
  let c: GcodeClient;
  beforeAll(async () => {
    sim = await startCalSim(withZ(2, Z_TILT), { timeScale: 20 });
    c = await GcodeClient.connect(sim);
  });
  afterAll(async () => {
    c.close();
    await sim.stop();
  });

  it('Z_TILT_ADJUST probes, adjusts each stepper, retries until within tolerance, applied', async () => {
    expect(await c.objectNames()).toContain('z_tilt');
    expect((await c.query(['z_tilt'])).z_tilt).toEqual({ applied: false });
    expect(await c.refusal('Z_TILT_ADJUST')).toMatch(/^Must home axis first/);
    await c.run('G28');
    const lines = await c.console('Z_TILT_ADJUST');
    const adjustments = lines.filter((l) => l.startsWith('// Making the following Z adjustments:'));
    expect(adjustments.length).toBeGreaterThanOrEqual(2);
    expect(adjustments[0]).toMatch(
      new RegExp(
        `^// Making the following Z adjustments:\\n// stepper_z = ${num}\\n// stepper_z1 = ${num}\\n// stepper_z2 = ${num}$`,
      ),
    );
    const retries = lines
      .map((l) =>
        new RegExp(
          `^// Retries: (\\d)/5 Probed points range: (${num}) tolerance: 0\\.007500$`,
        ).exec(l),
      )
      .filter((m) => m !== null);
    expect(retries.length).toBe(adjustments.length);
    const ranges = retries.map((m) => Number(m?.[2]));
    expect(retries.map((m) => Number(m?.[1]))).toEqual(ranges.map((_, i) => i));
    // The first round sees the tilt; the last is within the tolerance.
    expect(ranges[0]).toBeGreaterThan(0.0075);
    expect(ranges[ranges.length - 1]).toBeLessThanOrEqual(0.0075);
    // Three points (two samples each) per round.
    expect(lines.filter((l) => l.startsWith('// probe: at ')).length).toBe(6 * ranges.length);
    expect((await c.query(['z_tilt'])).z_tilt).toEqual({ applied: true });
    // A second run finds the bed level at once.
    const again = await c.console('Z_TILT_ADJUST RETRIES=2');
    expect(again.filter((l) => l.startsWith('// Retries: '))).toHaveLength(1);
    // Motors off forgets it.
    await c.run('M84');
    await new Promise((r) => setTimeout(r, 200));
    expect((await c.query(['z_tilt'])).z_tilt).toEqual({ applied: false });
  });
});

describe('quad_gantry_level with four Z steppers', () => {
  let sim: TestSim;
  let c: GcodeClient;
  beforeAll(async () => {
    sim = await startCalSim(withZ(3, QGL), { timeScale: 20 });
    c = await GcodeClient.connect(sim);
  });
  afterAll(async () => {
    c.close();
    await sim.stop();
  });

  it('QUAD_GANTRY_LEVEL reports gantry points, actuator positions and average; converges; applied', async () => {
    await c.run('G28');
    const t0 = sim.klippy.clock.now();
    const lines = await c.console('QUAD_GANTRY_LEVEL');
    expect(sim.klippy.clock.now() - t0).toBeGreaterThan(5);
    const points = lines.filter((l) => l.startsWith('// Gantry-relative probe points:'));
    expect(points[0]).toMatch(
      new RegExp(`^// Gantry-relative probe points:\\n// 0: ${num} 1: ${num} 2: ${num} 3: ${num}$`),
    );
    expect(lines.filter((l) => l.startsWith('// Actuator Positions:'))[0]).toMatch(
      new RegExp(`^// Actuator Positions:\\n// z: ${num} z1: ${num} z2: ${num} z3: ${num}$`),
    );
    expect(lines.some((l) => new RegExp(`^// Average: ${num}$`).test(l))).toBe(true);
    expect(lines.filter((l) => l.startsWith('// Making the following Z adjustments:'))[0]).toMatch(
      /stepper_z3 = /,
    );
    const ranges = lines
      .map((l) => /^\/\/ Retries: \d\/5 Probed points range: (\S+) tolerance: 0\.007500$/.exec(l))
      .filter((m) => m !== null)
      .map((m) => Number(m?.[1]));
    expect(ranges[0]).toBeGreaterThan(0.0075);
    expect(ranges[ranges.length - 1]).toBeLessThanOrEqual(0.0075);
    expect((await c.query(['quad_gantry_level'])).quad_gantry_level).toEqual({ applied: true });
    expect(await c.console('Z_TILT_ADJUST')).toEqual(['// Unknown command:"Z_TILT_ADJUST"']);
  });
});

const waitState = async (sim: TestSim, state: string): Promise<void> => {
  for (let i = 0; i < 100 && sim.klippy.state !== state; i++)
    await new Promise((r) => setTimeout(r, 20));
};

describe('configuration errors and a printer without a probe', () => {
  it('z_tilt positions for three steppers on a printer with two: Klipper stops with the error', async () => {
    const sim = await startCalSim(withZ(1, Z_TILT), { waitReady: false });
    try {
      await waitState(sim, 'error');
      expect(sim.klippy.state).toBe('error');
      expect(sim.klippy.stateMessage()).toMatch(/^z_tilt z_positions needs exactly 2 items\n/);
    } finally {
      await sim.stop();
    }
  });

  it('quad_gantry_level on a single-Z printer: Klipper stops with the error', async () => {
    const sim = await startCalSim((cfg) => `${cfg}\n${QGL}`, { waitReady: false });
    try {
      await waitState(sim, 'error');
      expect(sim.klippy.stateMessage()).toMatch(
        /^quad_gantry_level z_positions needs exactly 1 items\n/,
      );
    } finally {
      await sim.stop();
    }
  });

  it('without [probe]: PROBE is unknown and Z_TILT_ADJUST probes by hand with TESTZ/ACCEPT', async () => {
    const noProbe = (cfg: string): string => withZ(2, Z_TILT)(cfg.replace(/\[probe\][^[]*/, ''));
    const sim = await startCalSim(noProbe, { timeScale: 20 });
    const c = await GcodeClient.connect(sim);
    try {
      expect(await c.objectNames()).not.toContain('probe');
      expect(await c.console('PROBE\nQUERY_PROBE')).toEqual([
        '// Unknown command:"PROBE"',
        '// Unknown command:"QUERY_PROBE"',
      ]);
      await c.run('G28');
      const first = await c.console('Z_TILT_ADJUST RETRIES=0');
      expect(first).toEqual([
        '// Starting manual Z probe. Use TESTZ to adjust position.\n// Finish with ACCEPT or ABORT command.',
        '// Z position: ?????? --> 5.000 <-- ??????',
      ]);
      expect(((await c.query(['toolhead'])).toolhead?.position as number[]).slice(0, 2)).toEqual([
        40, 40,
      ]);
      await c.run('TESTZ Z=-4.9\nACCEPT\nTESTZ Z=-4.8\nACCEPT\nTESTZ Z=-4.9');
      expect(((await c.query(['toolhead'])).toolhead?.position as number[]).slice(0, 2)).toEqual([
        200, 40,
      ]);
      const done = await c.console('ACCEPT');
      expect(done[0]).toMatch(/^\/\/ Making the following Z adjustments:\n\/\/ stepper_z = /);
      expect((await c.query(['z_tilt'])).z_tilt).toEqual({ applied: true });
    } finally {
      c.close();
      await sim.stop();
    }
  });
});
