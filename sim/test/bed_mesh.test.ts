// The virtual printer's bed mesh: BED_MESH_CALIBRATE over the warped bed (timing, console, the
// object's fields as recorded), profiles (save, load, remove, clear) kept through SAVE_CONFIG and a
// restart, the mesh under G-code Z moves, the G-code mutex and the emergency stop.

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURES_DIR } from '../components/file_manager/setup';
import { BedSurface } from '../klipper/modules/bed_surface';
import { generatePoints } from '../klipper/modules/bed_mesh_math';
import { GcodeClient, startCalSim, type Status } from './calibration_helpers';
import type { TestSim } from './helpers';
import { sameShape } from './same_shape';

const BED = { seed: 424242, endstopTrue: 0.012, probeTrigger: 1.93 };
const POINTS = generatePoints(5, 5, [10, 10], [205, 225]);

interface MeshStatus {
  profile_name: string;
  mesh_min: number[];
  mesh_max: number[];
  probed_matrix: number[][];
  mesh_matrix: number[][];
  profiles: Record<string, { points: number[][]; mesh_params: Record<string, unknown> }>;
}

const meshOf = (s: Status): MeshStatus => s.bed_mesh as unknown as MeshStatus;
const range = (m: number[][]): number => Math.max(...m.flat()) - Math.min(...m.flat());

async function calibrate(c: GcodeClient, args = ''): Promise<string[]> {
  return c.console(`G28\nBED_MESH_CALIBRATE ${args}`.trim());
}

describe('bed mesh on the virtual printer', () => {
  let sim: TestSim;
  let c: GcodeClient;
  let cfgPath: string;
  beforeAll(async () => {
    sim = await startCalSim(undefined, { timeScale: 100, bed: BED });
    c = await GcodeClient.connect(sim);
    cfgPath = join(sim.dataDir, 'config', 'printer.cfg');
  });
  afterAll(async () => {
    c.close();
    await sim.stop();
  });

  it('no mesh: the empty object as Klipper reports it', async () => {
    expect(meshOf(await c.query(['bed_mesh']))).toEqual({
      profile_name: '',
      mesh_min: [0, 0],
      mesh_max: [0, 0],
      probed_matrix: [[]],
      mesh_matrix: [[]],
      profiles: {},
    });
    expect(await c.console('BED_MESH_OUTPUT\nBED_MESH_MAP')).toEqual([
      '// Bed has not been probed',
      '// Bed has not been probed',
    ]);
  });

  it('refuses to probe before homing', async () => {
    expect(await c.refusal('BED_MESH_CALIBRATE')).toMatch(/^Must home axis first: /);
  });

  it('BED_MESH_CALIBRATE probes 25 points over simulated time and keeps the mesh as default', async () => {
    const t0 = (await c.query(['toolhead'])).toolhead?.print_time as number;
    const lines = await calibrate(c);
    const t1 = (await c.query(['toolhead'])).toolhead?.print_time as number;
    // Tens of seconds of motion: travel, two samples per point, lifts.
    expect(t1 - t0).toBeGreaterThan(30);
    const probes = lines.filter((l) => l.startsWith('// probe: at '));
    expect(probes).toHaveLength(50);
    expect(probes[0]).toMatch(
      /^\/\/ probe: at 10\.000,10\.000 bed will contact at z=-?\d+\.\d{6}$/,
    );
    expect(lines.slice(-2)).toEqual([
      '// Mesh Bed Leveling Complete',
      '// Bed Mesh state has been saved to profile [default]\n' +
        '// for the current session.  The SAVE_CONFIG command will\n' +
        '// update the printer config file and restart the printer.',
    ]);
    const mesh = meshOf(await c.query(['bed_mesh']));
    expect(mesh.profile_name).toBe('default');
    expect(mesh.mesh_min).toEqual([10, 10]);
    expect(mesh.mesh_max).toEqual([205, 225]);
    expect(mesh.probed_matrix).toHaveLength(5);
    expect(mesh.probed_matrix.every((r) => r.length === 5)).toBe(true);
    // Bicubic with the default 2 points per segment: (5 - 1) * 2 + 5 = 13 each way.
    expect(mesh.mesh_matrix).toHaveLength(13);
    expect(mesh.mesh_matrix.every((r) => r.length === 13)).toBe(true);
    expect(mesh.mesh_matrix[0]?.[0]).toBe(mesh.probed_matrix[0]?.[0]);
    expect(mesh.mesh_matrix[12]?.[12]).toBe(mesh.probed_matrix[4]?.[4]);
    expect(mesh.profiles.default?.points).toEqual(mesh.probed_matrix);
    expect(mesh.profiles.default?.mesh_params).toEqual({
      x_count: 5,
      y_count: 5,
      mesh_x_pps: 2,
      mesh_y_pps: 2,
      algo: 'bicubic',
      tension: 0.2,
      min_x: 10,
      max_x: 205,
      min_y: 10,
      max_y: 225,
    });
    // The warp of the bed under the probe's points, measured within the probe's few microns.
    const surface = new BedSurface(BED.seed, 235, 235);
    const rows = [0, 1, 2, 3, 4].map((j) =>
      [0, 1, 2, 3, 4].map((i) => surface.height(10 + i * 48.75, 10 + j * 53.75)),
    );
    expect(Math.abs(range(mesh.probed_matrix) - range(rows))).toBeLessThan(0.01);
    // Each row is by increasing X although odd rows are probed right to left.
    const d = (mesh.probed_matrix[1]?.[0] ?? 0) - (mesh.probed_matrix[0]?.[0] ?? 0);
    expect(d - ((rows[1]?.[0] ?? 0) - (rows[0]?.[0] ?? 0))).toBeCloseTo(0, 2);
    const pending = (await c.query(['configfile'])).configfile;
    expect(pending?.save_config_pending).toBe(true);
    const item = (pending?.save_config_pending_items as Record<string, Record<string, string>>)[
      'bed_mesh default'
    ];
    expect(Object.keys(item ?? {})).toEqual([
      'version',
      'points',
      'x_count',
      'y_count',
      'mesh_x_pps',
      'mesh_y_pps',
      'algo',
      'tension',
      'min_x',
      'max_x',
      'min_y',
      'max_y',
    ]);
    expect(item?.min_x).toBe('10.0');
    expect(item?.points).toMatch(/^\n {2}-?\d\.\d{6}, /);
  });

  it('the object has the recorded shape', async () => {
    const rec = JSON.parse(
      readFileSync(join(FIXTURES_DIR, 'moonraker', 'printer_objects_query_all.json'), 'utf8'),
    ) as { result: { status: { bed_mesh: MeshStatus } } };
    const recorded = rec.result.status.bed_mesh;
    const withMesh = {
      ...recorded,
      probed_matrix: recorded.profiles.default?.points,
      mesh_matrix: recorded.profiles.default?.points,
    };
    const ours = meshOf(await c.query(['bed_mesh']));
    expect(sameShape(withMesh, ours, { dynamicKeys: ['$.profiles'] })).toBeNull();
    await c.run('BED_MESH_CLEAR');
    expect(
      sameShape(recorded, meshOf(await c.query(['bed_mesh'])), { dynamicKeys: ['$.profiles'] }),
    ).toBeNull();
    await c.run('BED_MESH_PROFILE LOAD=default');
  });

  it('BED_MESH_OUTPUT and BED_MESH_MAP print the mesh', async () => {
    const lines = await c.console('BED_MESH_OUTPUT PGP=1\nBED_MESH_OUTPUT\nBED_MESH_MAP');
    expect(lines[0]).toContain(
      '// bed_mesh: generated points\n// Index |  Tool Adjusted  |   Probe',
    );
    expect(lines[0]).toContain('// 0   | (40.0, 20.0)    | (10.0, 10.0)');
    expect(lines[1]?.split('\n')).toHaveLength(6);
    expect(lines[1]).toMatch(/^\/\/ Mesh Leveling Probed Z positions:\n\/\/ -?\d\.\d{6} /);
    expect(lines[2]).toMatch(
      /^Mesh X,Y: 13,13\nSearch Height: 5\nMesh Offsets: X=0\.0000, Y=0\.0000\n/,
    );
    expect(lines[2]).toContain('Interpolation Algorithm: bicubic\nMeasured points:\n  ');
    expect(lines[3]).toMatch(
      /^mesh_map_output \{"mesh_min": \[10\.0, 10\.0\], "mesh_max": \[205\.0, 225\.0\], "z_positions": \[\[/,
    );
  });

  it('G-code Z follows the active mesh (faded out by fade_end)', async () => {
    const [x, y] = POINTS[12] ?? [0, 0];
    await c.run(`G90\nG1 X${x} Y${y} Z0.5 F6000\nM400`);
    let s = await c.query(['bed_mesh', 'toolhead', 'gcode_move']);
    const z = meshOf(s).probed_matrix[2]?.[2] ?? 0;
    expect((s.toolhead?.position as number[])[2]).toBeCloseTo(0.5 + z, 5);
    expect((s.gcode_move?.gcode_position as number[])[2]).toBeCloseTo(0.5, 6);
    await c.run('G1 Z20\nM400');
    s = await c.query(['toolhead', 'gcode_move']);
    const avg =
      Math.round(
        (meshOf(await c.query(['bed_mesh']))
          .mesh_matrix.flat()
          .reduce((a, b) => a + b) /
          169) *
          100,
      ) / 100;
    expect((s.toolhead?.position as number[])[2]).toBeCloseTo(20 + avg, 5);
    expect((s.gcode_move?.gcode_position as number[])[2]).toBeCloseTo(20, 6);
    await c.run('BED_MESH_CLEAR');
    s = await c.query(['toolhead', 'gcode_move', 'bed_mesh']);
    expect(meshOf(s).profile_name).toBe('');
    expect((s.gcode_move?.gcode_position as number[])[2]).toBeCloseTo(20 + avg, 5);
  });

  it('profiles: save, reserved name, load, unknown, remove', async () => {
    await c.run('BED_MESH_PROFILE LOAD=default');
    expect(await c.console('BED_MESH_PROFILE SAVE=pla')).toEqual([
      '// Bed Mesh state has been saved to profile [pla]\n// for the current session.  The SAVE_CONFIG command will\n// update the printer config file and restart the printer.',
    ]);
    expect(await c.console('BED_MESH_PROFILE SAVE=default')).toEqual([
      "// Profile 'default' is reserved, please choose another profile name.",
    ]);
    expect(await c.refusal('BED_MESH_PROFILE LOAD=nope')).toBe('bed_mesh: Unknown profile [nope]');
    expect(await c.refusal('BED_MESH_PROFILE LOAD=')).toBe(
      "Value for parameter 'LOAD' must be specified",
    );
    await c.run('BED_MESH_PROFILE LOAD=pla');
    let mesh = meshOf(await c.query(['bed_mesh']));
    expect(mesh.profile_name).toBe('pla');
    expect(Object.keys(mesh.profiles).sort()).toEqual(['default', 'pla']);
    expect(await c.console('BED_MESH_PROFILE REMOVE=nope')).toEqual([
      '// No profile named [nope] to remove',
    ]);
    await c.run('BED_MESH_PROFILE SAVE=old');
    expect(await c.console('BED_MESH_PROFILE REMOVE=old')).toEqual([
      '// Profile [old] removed from storage for this session.\n// The SAVE_CONFIG command will update the printer\n// configuration and restart the printer',
    ]);
    mesh = meshOf(await c.query(['bed_mesh']));
    expect(Object.keys(mesh.profiles).sort()).toEqual(['default', 'pla']);
    expect(await c.console('BED_MESH_PROFILE')).toEqual(["// Invalid syntax 'BED_MESH_PROFILE'"]);
  });

  it("profiles named like an object's own members are profiles like any other", async () => {
    expect(await c.refusal('BED_MESH_PROFILE LOAD=toString')).toBe(
      'bed_mesh: Unknown profile [toString]',
    );
    expect(await c.console('BED_MESH_PROFILE REMOVE=constructor')).toEqual([
      '// No profile named [constructor] to remove',
    ]);
    await c.run('BED_MESH_PROFILE SAVE=__proto__');
    await c.run('BED_MESH_PROFILE SAVE=hasOwnProperty');
    const mesh = meshOf(await c.query(['bed_mesh']));
    expect(Object.keys(mesh.profiles).sort()).toEqual([
      '__proto__',
      'default',
      'hasOwnProperty',
      'pla',
    ]);
    await c.run('BED_MESH_PROFILE LOAD=__proto__');
    expect(meshOf(await c.query(['bed_mesh'])).profile_name).toBe('__proto__');
    await c.run('BED_MESH_PROFILE REMOVE=__proto__');
    await c.run('BED_MESH_PROFILE REMOVE=hasOwnProperty');
    await c.run('BED_MESH_PROFILE LOAD=pla');
    expect(Object.keys(meshOf(await c.query(['bed_mesh'])).profiles).sort()).toEqual([
      'default',
      'pla',
    ]);
  });

  it('SAVE_CONFIG writes the profiles in the autosave block; a restart reads them back', async () => {
    const before = meshOf(await c.query(['bed_mesh'])).profiles;
    const ready = new Promise<void>((ok) =>
      sim.klippy.once('disconnected', () => sim.klippy.once('ready', () => ok())),
    );
    await c.run('SAVE_CONFIG');
    await ready;
    const text = readFileSync(cfgPath, 'utf8');
    expect(text).toMatch(
      /\n#\*# \[bed_mesh default\]\n#\*# version = 1\n#\*# points =\n#\*# \t {2}-?\d\.\d{6}, /,
    );
    expect(text).toContain('#*# [bed_mesh pla]\n');
    expect(text).toContain(
      '#*# x_count = 5\n#*# y_count = 5\n#*# mesh_x_pps = 2\n#*# mesh_y_pps = 2\n#*# algo = bicubic\n#*# tension = 0.2\n#*# min_x = 10.0\n#*# max_x = 205.0\n#*# min_y = 10.0\n#*# max_y = 225.0\n',
    );
    const after = await c.query(['bed_mesh', 'configfile']);
    const mesh = meshOf(after);
    expect(mesh.profile_name).toBe('');
    expect(Object.keys(mesh.profiles).sort()).toEqual(['default', 'pla']);
    expect(mesh.profiles.default?.points).toEqual(before.default?.points);
    // Read back from the config: Klipper's option order.
    expect(Object.keys(mesh.profiles.default?.mesh_params ?? {})).toEqual([
      'min_x',
      'max_x',
      'min_y',
      'max_y',
      'x_count',
      'y_count',
      'mesh_x_pps',
      'mesh_y_pps',
      'algo',
      'tension',
    ]);
    expect(after.configfile?.save_config_pending).toBe(false);
    await c.run('BED_MESH_PROFILE LOAD=pla');
    expect(meshOf(await c.query(['bed_mesh'])).mesh_matrix).toHaveLength(13);
  });

  it('calibration holds the G-code mutex; PROFILE= and PROBE_COUNT= apply', async () => {
    await c.run('G28');
    const seen: string[] = [];
    const cal = c.run('BED_MESH_CALIBRATE PROFILE=quick PROBE_COUNT=3,3 MESH_PPS=0').then(() => {
      seen.push('calibrate');
    });
    const m114 = c.run('M114').then(() => seen.push('M114'));
    // Once the calibration has begun, idle_timeout reports the printer busy between probes too.
    const states = new Set<unknown>();
    for (let i = 0; i < 200; i++) {
      if ((await c.query(['idle_timeout'])).idle_timeout?.state === 'Printing') break;
      await new Promise((r) => setTimeout(r, 10));
    }
    for (let i = 0; i < 5; i++) {
      states.add((await c.query(['idle_timeout'])).idle_timeout?.state);
      await new Promise((r) => setTimeout(r, 15));
    }
    expect([...states]).toEqual(['Printing']);
    await Promise.all([cal, m114]);
    expect(seen).toEqual(['calibrate', 'M114']);
    const mesh = meshOf(await c.query(['bed_mesh']));
    expect(mesh.profile_name).toBe('quick');
    expect(mesh.probed_matrix).toHaveLength(3);
    // MESH_PPS=0: no interpolation ('direct').
    expect(mesh.mesh_matrix).toEqual(mesh.probed_matrix);
    expect(mesh.profiles.quick?.mesh_params.algo).toBe('direct');
    expect(await c.refusal('BED_MESH_CALIBRATE PROBE_COUNT=2')).toBe(
      "Parameter 'PROBE_COUNT' must have a minimum of 3",
    );
    expect(await c.refusal('BED_MESH_CALIBRATE PROBE_COUNT=7,7 ALGORITHM=lagrange')).toMatch(
      /^bed_mesh: cannot exceed a probe_count of 6 when using lagrange interpolation/,
    );
  });

  it('an emergency stop aborts the calibration', async () => {
    await c.run('G28');
    const pending = c.rpc.request('printer.gcode.script', { script: 'BED_MESH_CALIBRATE' });
    await new Promise((r) => setTimeout(r, 60));
    await c.rpc.call('printer.emergency_stop');
    const reply = await pending;
    expect(reply.error?.message).toBe('Probing failed due to printer shutdown');
    expect(meshOf(await c.query(['bed_mesh'])).profile_name).toBe('');
  });
});

describe('the bed mesh is reproducible per data folder', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'printdeck-mesh-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const measure = async (): Promise<number[][]> => {
    const sim = await startCalSim(undefined, { timeScale: 100, dataDir, bed: null });
    const c = await GcodeClient.connect(sim);
    try {
      await calibrate(c, 'PROBE_COUNT=3,3');
      return meshOf(await c.query(['bed_mesh'])).probed_matrix;
    } finally {
      c.close();
      await sim.stop();
    }
  };

  it('a new bed on the first start, the same bed on the next', async () => {
    const first = await measure();
    const second = await measure();
    first
      .flat()
      .forEach((z, i) => expect(Math.abs(z - (second.flat()[i] ?? 0))).toBeLessThan(0.005));
    expect(range(first)).toBeGreaterThan(0.01);
  });
});
