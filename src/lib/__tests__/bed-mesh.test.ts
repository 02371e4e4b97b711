import { describe, expect, it } from 'vitest';
import {
  axisPositions,
  boxHeight,
  canRemoveOldProfile,
  checkProfileName,
  chooseMatrix,
  formatMeshValue,
  hasPoints,
  heightRange,
  isMeshLoaded,
  levelingCommands,
  loadProfileGcode,
  meshColour,
  meshControls,
  meshProfiles,
  meshStats,
  MESH_BOX_SCALE,
  MESH_SCALE,
  removeProfileGcode,
  saveProfileGcode,
  scalePosition,
  scaleRgb,
  snapToSlider,
  textOn,
  type MatrixKind,
  type MeshControls,
} from '../bed-mesh';

/** The recorded 'default' profile (fixtures/moonraker/printer_objects_query_all.json). */
const RECORDED = [
  [0.075, 0.069792, 0.062708, 0.044167, 0.032917],
  [0.045417, 0.043958, 0.066042, 0.053333, 0.03875],
  [0.034375, 0.023333, 0.032917, 0.054167, 0.043542],
  [0.076042, 0.056458, 0.06625, 0.045, 0.057292],
  [0.051875, 0.036875, 0.03, 0.020625, 0.043125],
];

describe('meshStats', () => {
  const cases: [string, number[][], string[] | null][] = [
    ['empty matrix', [[]], null],
    ['no rows', [], null],
    ['one point', [[0.1]], ['0.1000', '0.1000', '0.0000', '0.0000']],
    ['symmetric', [[-0.1, 0.1]], ['-0.1000', '0.1000', '0.2000', '0.0100']],
    [
      'two rows',
      [
        [0, 0.2],
        [0.4, 0.2],
      ],
      ['0.0000', '0.4000', '0.4000', '0.0200'],
    ],
    ['recorded default', RECORDED, ['0.0206', '0.0760', '0.0554', '0.0002']],
    ['skips NaN', [[Number.NaN, 0.05]], ['0.0500', '0.0500', '0.0000', '0.0000']],
  ];
  it.each(cases)('%s', (_name, matrix, expected) => {
    const stats = meshStats(matrix);
    if (expected === null) {
      expect(stats).toBeNull();
      return;
    }
    expect(stats).not.toBeNull();
    const s = stats!;
    expect([s.min, s.max, s.range, s.variance].map(formatMeshValue)).toEqual(expected);
  });

  it('hasPoints follows the same rule', () => {
    expect(hasPoints([[]])).toBe(false);
    expect(hasPoints(undefined)).toBe(false);
    expect(hasPoints([[0]])).toBe(true);
  });
});

describe('formatMeshValue', () => {
  const cases: [number, string][] = [
    [0, '0.0000'],
    [-0.00001, '0.0000'],
    [0.12345, '0.1235'],
    [-0.05, '-0.0500'],
  ];
  it.each(cases)('%s → %s', (v, text) => expect(formatMeshValue(v)).toBe(text));
});

describe('profiles', () => {
  const profile = { points: [[0, 0.1]], mesh_params: {} as never };
  const cases: [string, string, string[], [string, boolean][]][] = [
    ['none', '', [], []],
    [
      'active marked, natural order',
      'mesh2',
      ['mesh10', 'default', 'mesh2'],
      [
        ['default', false],
        ['mesh2', true],
        ['mesh10', false],
      ],
    ],
    ['unsaved mesh is no profile', 'adaptive', ['default'], [['default', false]]],
  ];
  it.each(cases)('%s', (_name, active, names, expected) => {
    const rows = meshProfiles({
      profile_name: active,
      profiles: Object.fromEntries(names.map((n) => [n, profile])),
    });
    expect(rows.map((r) => [r.name, r.active])).toEqual(expected);
    for (const row of rows) expect(row.range).toBeCloseTo(0.1);
  });

  const loaded: [string, boolean][] = [
    ['', false],
    ['default', true],
  ];
  it.each(loaded)('profile_name %j loaded: %s', (name, expected) =>
    expect(isMeshLoaded({ profile_name: name })).toBe(expected),
  );
  it('no object: not loaded', () => expect(isMeshLoaded(undefined)).toBe(false));
});

describe('chooseMatrix', () => {
  const probed = [[1, 2]];
  const mesh = [[1, 1.5, 2]];
  const cases: [string, number[][], number[][], MatrixKind, MatrixKind | null][] = [
    ['probed chosen', probed, mesh, 'probed_matrix', 'probed_matrix'],
    ['interpolated chosen', probed, mesh, 'mesh_matrix', 'mesh_matrix'],
    ['chosen empty: the other', [[]], mesh, 'probed_matrix', 'mesh_matrix'],
    ['both empty', [[]], [[]], 'mesh_matrix', null],
  ];
  it.each(cases)('%s', (_name, p, m, kind, expected) => {
    const choice = chooseMatrix({ probed_matrix: p, mesh_matrix: m }, kind);
    expect(choice?.kind ?? null).toBe(expected);
  });
});

describe('scales', () => {
  it('slider constants (§9)', () => {
    expect(MESH_SCALE).toEqual({ min: 0, max: 0.2, step: 0.1 });
    expect(MESH_BOX_SCALE).toEqual({ min: 1, max: 2, step: 0.5 });
  });

  const heights: [string, number, number, number, [number, number]][] = [
    ['fit to the mesh', -0.05, 0.08, 0, [-0.05, 0.08]],
    ['widened to ±scale', -0.05, 0.08, 0.1, [-0.1, 0.1]],
    ['mesh beyond scale', -0.3, 0.25, 0.2, [-0.3, 0.25]],
    ['flat mesh, no scale', 0, 0, 0, [-0.05, 0.05]],
  ];
  it.each(heights)('height range: %s', (_name, min, max, scale, expected) => {
    const r = heightRange({ min, max }, scale);
    expect([r.min, r.max].map((v) => Number(v.toFixed(6)))).toEqual(expected);
  });

  const boxes: [number, number, number, number][] = [
    [235, 235, 1, 58.75],
    [235, 200, 2, 117.5],
    [0, 0, 1.5, 0.375],
  ];
  it.each(boxes)('box height %s×%s scale %s', (w, d, s, expected) =>
    expect(boxHeight(w, d, s)).toBeCloseTo(expected),
  );

  const snaps: [number, number][] = [
    [-1, 0],
    [0.04, 0],
    [0.06, 0.1],
    [0.19, 0.2],
    [5, 0.2],
  ];
  it.each(snaps)('scale %s snaps to %s', (v, expected) =>
    expect(snapToSlider(v, MESH_SCALE)).toBe(expected),
  );
  it('box scale snaps to halves', () => expect(snapToSlider(1.3, MESH_BOX_SCALE)).toBe(1.5));

  it('axis positions', () => {
    expect(axisPositions(10, 225, 5)).toEqual([10, 63.75, 117.5, 171.25, 225]);
    expect(axisPositions(3, 9, 1)).toEqual([3]);
    expect(axisPositions(3, 9, 0)).toEqual([]);
  });
});

describe('colour scale', () => {
  const positions: [number, number, number, number][] = [
    [-1, -1, 1, 0],
    [0, -1, 1, 0.5],
    [1, -1, 1, 1],
    [5, -1, 1, 1],
    [0.3, 0.3, 0.3, 0.5],
  ];
  it.each(positions)('value %s in [%s, %s] at %s', (v, min, max, p) =>
    expect(scalePosition(v, min, max)).toBe(p),
  );

  const colours: [number, string][] = [
    [-0.2, '#2166ac'],
    [0, '#66bd63'],
    [0.2, '#d73027'],
  ];
  it.each(colours)('height %s → %s', (v, hex) => expect(meshColour(v, -0.2, 0.2)).toBe(hex));

  it('interpolates between stops', () => {
    expect(scaleRgb(0.125)).toEqual([50, 132, 187]);
  });

  const text: [[number, number, number], string][] = [
    [[33, 102, 172], '#ffffff'],
    [[102, 189, 99], '#000000'],
    [[253, 174, 97], '#000000'],
    [[215, 48, 39], '#ffffff'],
  ];
  it.each(text)('text on %j is %s', (rgb, colour) => expect(textOn(rgb)).toBe(colour));
});

describe('save and remove rules', () => {
  const names: [string, ReturnType<typeof checkProfileName>][] = [
    ['', 'required'],
    ['   ', 'required'],
    ['default', null],
    ['pla', null],
    ['my mesh', 'invalidName'],
    ['a;b', 'invalidName'],
  ];
  it.each(names)('name %j: %s', (name, error) => expect(checkProfileName(name)).toBe(error));

  const removeOld: [string, string, boolean][] = [
    ['default', 'default', false],
    ['pla', 'default', true],
    [' default ', 'default', false],
    ['pla', '', false],
  ];
  it.each(removeOld)('remove old: new %j current %j → %s', (n, c, expected) =>
    expect(canRemoveOldProfile(n, c)).toBe(expected),
  );

  const gcode: [string, string, boolean, string][] = [
    ['pla', 'default', false, 'BED_MESH_PROFILE SAVE=pla'],
    ['pla', 'default', true, 'BED_MESH_PROFILE SAVE=pla\nBED_MESH_PROFILE REMOVE=default'],
    ['default', 'default', true, 'BED_MESH_PROFILE SAVE=default'],
  ];
  it.each(gcode)('save %s from %s (remove %s)', (n, c, r, expected) =>
    expect(saveProfileGcode(n, c, r)).toBe(expected),
  );
  it('load and remove', () => {
    expect(loadProfileGcode('pla')).toBe('BED_MESH_PROFILE LOAD=pla');
    expect(removeProfileGcode('pla')).toBe('BED_MESH_PROFILE REMOVE=pla');
  });
});

describe('levelingCommands', () => {
  const cases: [Record<string, unknown> | undefined, string[]][] = [
    [undefined, []],
    [{ bed_mesh: {} }, []],
    [{ quad_gantry_level: {} }, ['QUAD_GANTRY_LEVEL']],
    [{ z_tilt: {}, quad_gantry_level: {} }, ['QUAD_GANTRY_LEVEL', 'Z_TILT_ADJUST']],
  ];
  it.each(cases)('%j', (settings, expected) =>
    expect(levelingCommands(settings)).toEqual(expected),
  );
});

describe('meshControls (§4)', () => {
  const all = (on: boolean): MeshControls => ({
    calibrate: on,
    load: on,
    remove: on,
    save: on,
    clear: on,
    viewOptions: on,
    home: on,
  });
  const cases: [string, boolean, boolean, boolean, MeshControls][] = [
    ['ready, idle, loaded', true, false, true, all(true)],
    [
      'ready, idle, no mesh',
      true,
      false,
      false,
      { ...all(true), save: false, clear: false, viewOptions: false },
    ],
    ['printing, loaded', true, true, true, { ...all(false), viewOptions: true }],
    ['printing, no mesh', true, true, false, all(false)],
    ['not ready', false, false, true, { ...all(false), viewOptions: true }],
  ];
  it.each(cases)('%s', (_name, ready, busy, loaded, expected) =>
    expect(meshControls({ ready, busy, loaded })).toEqual(expected),
  );
});
