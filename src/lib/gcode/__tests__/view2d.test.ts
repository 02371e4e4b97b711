import { describe, expect, it } from 'vitest';
import { MOVE_KIND, type GcodeObject, type ParsedGcode } from '../types';
import {
  bedFromConfig,
  excludedMask,
  excludeObjectGcode,
  isExcluded,
  clampZoom,
  firstLayer,
  fitScale,
  followSelection,
  layerMoveRange,
  layerOfFilePosition,
  layerOfMove,
  movesBeforeFilePosition,
  objectAt,
  panBy,
  pointInPolygon,
  RESET_VIEW,
  selectLayer,
  selectMoves,
  toCanvas,
  toWorld,
  viewTransform,
  withLayerCount,
  zoomAt,
  type ViewGeometry,
} from '../view2d';

/** A parse result of `layers` layers of `perLayer` moves; move i's line starts at byte 100 · i. */
function parsed(layers: number, perLayer: number): ParsedGcode {
  const moveCount = layers * perLayer;
  return {
    bytes: moveCount * 100,
    moveCount,
    positions: new Float32Array(3 * (moveCount + 1)),
    extrusion: new Float32Array(moveCount),
    kind: new Uint8Array(moveCount).fill(MOVE_KIND.extrude),
    tool: new Uint8Array(moveCount),
    filePosition: Uint32Array.from({ length: moveCount }, (_, i) => i * 100),
    object: new Uint16Array(moveCount),
    layerCount: layers,
    layerZ: Float32Array.from({ length: layers }, (_, i) => 0.2 * (i + 1)),
    layerFirstMove: Uint32Array.from({ length: layers }, (_, i) => i * perLayer),
    bounds: null,
    objects: [],
    unsupportedArcs: 0,
    totalLayerHint: null,
  };
}

describe('bedFromConfig', () => {
  it.each([
    ['unknown printer', undefined, { kind: 'rect', minX: 0, minY: 0, maxX: 100, maxY: 100 }],
    [
      'cartesian steppers',
      {
        printer: { kinematics: 'cartesian' },
        stepper_x: { position_min: -5, position_max: 235 },
        stepper_y: { position_min: 0, position_max: 220 },
      },
      { kind: 'rect', minX: -5, minY: 0, maxX: 235, maxY: 220 },
    ],
    [
      'only a maximum, as text',
      { stepper_x: { position_max: '300' }, stepper_y: {} },
      { kind: 'rect', minX: 0, minY: 0, maxX: 300, maxY: 100 },
    ],
    [
      'a nonsense range',
      { stepper_x: { position_min: 50, position_max: 10 } },
      { kind: 'rect', minX: 0, minY: 0, maxX: 100, maxY: 100 },
    ],
    [
      'delta with print_radius',
      { printer: { kinematics: 'delta', print_radius: 85, delta_radius: 120 } },
      { kind: 'circle', radius: 85 },
    ],
    [
      'delta with delta_radius only',
      { printer: { kinematics: 'delta', delta_radius: 120 } },
      { kind: 'circle', radius: 120 },
    ],
    ['delta without radius', { printer: { kinematics: 'delta' } }, { kind: 'circle', radius: 100 }],
  ] as const)('%s', (_name, settings, bed) => {
    expect(bedFromConfig(settings)).toEqual(bed);
  });
});

describe('transform', () => {
  const geometry: ViewGeometry = {
    bed: { kind: 'rect', minX: 0, minY: 0, maxX: 200, maxY: 100 },
    width: 416,
    height: 316,
    flipHorizontal: false,
    flipVertical: false,
  };

  it.each([
    [0.5, 0.95],
    [1, 1],
    [7.5, 7.5],
    [25, 20],
    [Number.NaN, 1],
  ])('clamps zoom %s to %s', (zoom, clamped) => {
    expect(clampZoom(zoom)).toBe(clamped);
  });

  it('fits the bed in the canvas less the margin', () => {
    expect(fitScale(geometry)).toBe(2); // (416 − 16) / 200 = 2, (316 − 16) / 100 = 3
  });

  it.each([
    // flipH, flipV, world point → canvas point
    [false, false, [0, 0], [8, 258]],
    [false, false, [200, 100], [408, 58]],
    [true, false, [0, 0], [408, 258]],
    [false, true, [0, 0], [8, 58]],
    [true, true, [200, 100], [8, 258]],
  ] as const)('flipH %s flipV %s: %j → %j', (flipHorizontal, flipVertical, world, canvas) => {
    const t = viewTransform({ ...geometry, flipHorizontal, flipVertical }, RESET_VIEW);
    expect(toCanvas(t, world[0], world[1])).toEqual(canvas);
    expect(toWorld(t, canvas[0], canvas[1])).toEqual(world);
  });

  it('zooms around the pointer and within 0.95–20', () => {
    const view = zoomAt(geometry, RESET_VIEW, 2, 108, 158);
    expect(view.zoom).toBe(2);
    // The world point under the pointer (50, 50) stays there.
    const t = viewTransform(geometry, view);
    expect(toCanvas(t, 50, 50)).toEqual([108, 158]);
    expect(zoomAt(geometry, view, 100, 0, 0).zoom).toBe(20);
    expect(zoomAt(geometry, RESET_VIEW, 0.1, 0, 0).zoom).toBe(0.95);
    const atMax = { zoom: 20, panX: 3, panY: 4 };
    expect(zoomAt(geometry, atMax, 2, 10, 10)).toBe(atMax);
  });

  it('pans by canvas pixels', () => {
    const t = viewTransform(geometry, panBy(RESET_VIEW, 10, -5));
    expect(toCanvas(t, 0, 0)).toEqual([18, 253]);
  });
});

describe('layers and file positions', () => {
  const result = parsed(4, 10); // moves 0–39, layer n = moves 10n … 10n + 9

  it.each([
    [0, [0, 10]],
    [3, [30, 40]],
    [4, [0, 0]],
    [-1, [0, 0]],
  ] as const)('layer %i has moves %j', (layer, range) => {
    expect(layerMoveRange(result, layer)).toEqual(range);
  });

  it.each([
    [0, 0],
    [9, 0],
    [10, 1],
    [39, 3],
    [500, 3],
  ])('move %i is in layer %i', (move, layer) => {
    expect(layerOfMove(result, move)).toBe(layer);
  });

  it.each([
    // file position, moves done, layer
    [0, 0, 0],
    [1, 1, 0],
    [100, 1, 0],
    [101, 2, 0],
    [1000, 10, 0],
    [1001, 11, 1],
    [3950, 40, 3],
    [1e9, 40, 3],
  ])('at byte %i: %i moves done, layer %i', (position, done, layer) => {
    expect(movesBeforeFilePosition(result, position)).toBe(done);
    expect(layerOfFilePosition(result, position)).toBe(layer);
  });

  it('a file without moves is at layer 0', () => {
    const empty = parsed(0, 0);
    expect(layerOfMove(empty, 5)).toBe(0);
    expect(layerOfFilePosition(empty, 5)).toBe(0);
  });

  it.each([
    [0, { layer: 0, moves: 0 }],
    [501, { layer: 0, moves: 6 }],
    [1000, { layer: 0, moves: null }],
    [1001, { layer: 1, moves: 1 }],
    [5000, { layer: 3, moves: null }],
  ])('following the print at byte %i shows %j', (position, shown) => {
    expect(followSelection(result, position)).toEqual({ layerCount: 4, ...shown });
  });
});

describe('layer slider rules', () => {
  it('a layer count change resets to the first layer', () => {
    const at50 = selectLayer(firstLayer(100), 49);
    expect(at50).toEqual({ layerCount: 100, layer: 49, moves: null });
    expect(withLayerCount(at50, 100)).toBe(at50);
    expect(withLayerCount(at50, 205)).toEqual({ layerCount: 205, layer: 0, moves: null });
  });

  it.each([
    [-3, 0],
    [2.4, 2],
    [99, 9],
  ])('layer %s is clamped to %i', (layer, clamped) => {
    expect(selectLayer(firstLayer(10), layer).layer).toBe(clamped);
  });

  it.each([
    [0, 0],
    [7, 7],
    [12, null],
    [-1, 0],
  ])('moves %i of 12 → %s', (moves, shown) => {
    const withMoves = selectMoves(firstLayer(10), moves, 12);
    expect(withMoves.moves).toBe(shown);
    // Picking another layer shows it whole.
    expect(selectLayer(withMoves, 3).moves).toBeNull();
  });
});

describe('objects', () => {
  const square: [number, number][] = [
    [0, 0],
    [10, 0],
    [10, 10],
    [0, 10],
  ];
  const objects: GcodeObject[] = [
    { name: 'SQUARE', center: [5, 5], polygon: square },
    { name: 'MARKER', center: [50, 50] },
    { name: 'OVERLAP', polygon: square.map(([x, y]) => [x + 8, y] as [number, number]) },
  ];

  it.each([
    [5, 5, true],
    [0.5, 9.5, true],
    [-1, 5, false],
    [11, 5, false],
    [5, 10.5, false],
  ])('(%s, %s) inside the square: %s', (x, y, inside) => {
    expect(pointInPolygon(x, y, square)).toBe(inside);
  });

  it.each([
    [2, 2, 'SQUARE'],
    [9, 2, 'OVERLAP'],
    [51, 51, 'MARKER'],
    [54, 50, null],
    [30, 30, null],
  ])('(%s, %s) hits %s', (x, y, name) => {
    expect(objectAt(objects, x, y, 3)?.name ?? null).toBe(name);
  });
});

describe('excluding objects', () => {
  it.each([
    ['CUBE_STL', 'EXCLUDE_OBJECT NAME=CUBE_STL'],
    ['part 1.stl', 'EXCLUDE_OBJECT NAME="part 1.stl"'],
  ])('%s → %s', (name, gcode) => {
    expect(excludeObjectGcode(name)).toBe(gcode);
  });

  it('marks the moves of excluded objects, names compared as Klipper does', () => {
    const objects = [{ name: 'A' }, { name: 'tower_stl' }, { name: 'C' }];
    expect(isExcluded('tower_stl', ['TOWER_STL'])).toBe(true);
    expect(isExcluded('A', ['TOWER_STL'])).toBe(false);
    expect([...excludedMask(objects, ['TOWER_STL', 'C'])]).toEqual([0, 0, 1, 1]);
    expect([...excludedMask([], [])]).toEqual([0]);
  });
});
