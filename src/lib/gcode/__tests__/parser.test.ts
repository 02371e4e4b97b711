import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { GcodeParser, parseGcode } from '../parser';
import { MOVE_KIND, type ParsedGcode } from '../types';

function fixture(name: string): Uint8Array {
  const raw = readFileSync(resolve('fixtures/gcode', name));
  return new Uint8Array(name.endsWith('.gz') ? gunzipSync(raw) : raw);
}

const text = (s: string) => parseGcode(new TextEncoder().encode(s));

/** End point of move i. */
function end(r: ParsedGcode, i: number): number[] {
  return Array.from(r.positions.subarray((i + 1) * 3, (i + 2) * 3)).map(
    (v) => Math.round(v * 1000) / 1000,
  );
}
const kinds = (r: ParsedGcode) => Array.from(r.kind.subarray(0, r.moveCount));
const extrusions = (r: ParsedGcode) =>
  Array.from(r.extrusion.subarray(0, r.moveCount)).map((v) => Math.round(v * 1000) / 1000);

describe('parser on the slicers’ files', () => {
  // Counts checked against the files: layer comments, SET_PRINT_STATS_INFO TOTAL_LAYER, and the
  // header's MINX/MAXX of the Cura file.
  it.each([
    {
      file: 'small.gcode',
      moves: 24733,
      layers: 100,
      objects: ['XYZ_CUBE_STL'],
      min: [108.821, 108.821, 0.2],
      max: [141.179, 141.179, 20],
      lastZ: 20,
    },
    {
      file: 'multi.gcode.gz',
      moves: 94254,
      layers: 205,
      objects: ['XYZ_CUBE_STL', 'BOAT_STL', 'TOWER_STL', 'CYLINDER_STL'],
      min: [78.821, 85.839, 0.2],
      max: [164.761, 161.179, 41],
      lastZ: 41,
    },
    {
      file: 'cura.gcode.gz',
      moves: 169303,
      layers: 205,
      objects: [],
      min: [67.875, 107.875, 0.2],
      max: [180.098, 142.125, 41],
      lastZ: 41,
    },
  ])(
    '$file: moves, layers, bounds and objects',
    ({ file, moves, layers, objects, min, max, lastZ }) => {
      const r = parseGcode(fixture(file));
      expect(r.moveCount).toBe(moves);
      expect(r.layerCount).toBe(layers);
      expect(r.objects.map((o) => o.name)).toEqual(objects);
      expect(r.bounds?.min.map((v) => Math.round(v * 1000) / 1000)).toEqual(min);
      expect(r.bounds?.max.map((v) => Math.round(v * 1000) / 1000)).toEqual(max);
      expect(r.layerZ[0]).toBeCloseTo(0.2, 5);
      expect(r.layerZ[r.layerCount - 1]).toBeCloseTo(lastZ, 4);
      expect(r.layerFirstMove[0]).toBe(0);
      for (let l = 1; l < r.layerCount; l++)
        expect(r.layerFirstMove[l]).toBeGreaterThan(r.layerFirstMove[l - 1]!);
      for (let m = 1; m < r.moveCount; m++) {
        if (r.filePosition[m]! < r.filePosition[m - 1]!)
          throw new Error(`file position goes back at ${m}`);
      }
      expect(r.unsupportedArcs).toBe(0);
    },
  );

  it('multi.gcode: objects with outlines, and every extruding move of the print inside one', () => {
    const r = parseGcode(fixture('multi.gcode.gz'));
    expect(r.objects[0]?.center).toEqual([95, 145]);
    expect(r.objects[1]?.polygon?.length).toBeGreaterThan(10);
    const perObject = [0, 0, 0, 0, 0];
    for (let m = 0; m < r.moveCount; m++) perObject[r.object[m]!]! += 1;
    for (let o = 1; o <= 4; o++) expect(perObject[o]).toBeGreaterThan(1000);
  });

  it('gives the same result whatever the chunk size, lines cut anywhere', () => {
    const bytes = fixture('small.gcode');
    const whole = parseGcode(bytes);
    for (const size of [1, 7, 4096]) {
      const parser = new GcodeParser({});
      const slice = bytes.subarray(0, 60_000);
      for (let o = 0; o < slice.length; o += size) parser.push(slice.subarray(o, o + size));
      const r = parser.finish();
      // The slice ends inside a line, so the last move differs from the whole file's.
      const n = r.moveCount - 1;
      expect(n).toBeGreaterThan(100);
      expect(Array.from(r.positions.subarray(0, 3 * (n + 1)))).toEqual(
        Array.from(whole.positions.subarray(0, 3 * (n + 1))),
      );
      expect(Array.from(r.filePosition.subarray(0, n))).toEqual(
        Array.from(whole.filePosition.subarray(0, n)),
      );
    }
  });
});

describe('parser edge cases', () => {
  it('classifies travels, extrusions, retractions and unretractions', () => {
    const r = text('G90\nM82\nG1 X10 Y0 F3000\nG1 X20 E1\nG1 E0.2\nG1 E1\nG1 X30\nG1 F100\n');
    expect(kinds(r)).toEqual([
      MOVE_KIND.travel,
      MOVE_KIND.extrude,
      MOVE_KIND.retract,
      MOVE_KIND.unretract,
      MOVE_KIND.travel,
    ]);
    expect(extrusions(r)).toEqual([0, 1, -0.8, 0.8, 0]);
    expect(end(r, 4)).toEqual([30, 0, 0]);
  });

  it('switches between absolute and relative coordinates and extrusion', () => {
    const r = text('G91\nG1 X5 Y5 E1\nG1 X5 E1\nG90\nM83\nG1 X0 E2\nM82\nG1 X1 E5\n');
    expect(end(r, 0)).toEqual([5, 5, 0]);
    expect(end(r, 1)).toEqual([10, 5, 0]);
    expect(end(r, 2)).toEqual([0, 5, 0]);
    // Under G91 E is relative (Klipper), after M83 too; M82 makes it absolute from the E reached (4).
    expect(extrusions(r)).toEqual([1, 1, 2, 1]);
  });

  it('G92 resets E and offsets the axes', () => {
    const r = text('G1 X10 E5\nG92 E0\nG1 X20 E1\nG92 X0\nG1 X5 E2\n');
    expect(extrusions(r)).toEqual([5, 1, 1]);
    expect(end(r, 2)).toEqual([25, 0, 0]);
  });

  it('firmware retraction G10/G11 are retract and unretract moves in place', () => {
    const r = text('G1 X10 Y10\nG10\nG1 X20\nG11\n');
    expect(kinds(r)).toEqual([
      MOVE_KIND.travel,
      MOVE_KIND.retract,
      MOVE_KIND.travel,
      MOVE_KIND.unretract,
    ]);
    expect(end(r, 1)).toEqual([10, 10, 0]);
  });

  it('finds layers by height when there are no layer comments', () => {
    const r = text(
      [
        'G1 X0 Y0 Z0.2',
        'G1 X10 E1',
        'G1 Z0.4',
        'G1 X0',
        'G1 X10 E2',
        'G1 Z0.6',
        'G1 X0 E3',
        '',
      ].join('\n'),
    );
    expect(r.layerCount).toBe(3);
    expect(Array.from(r.layerFirstMove)).toEqual([0, 2, 5]);
    expect(Array.from(r.layerZ).map((z) => Math.round(z * 10) / 10)).toEqual([0.2, 0.4, 0.6]);
  });

  it.each([
    ['PrusaSlicer/OrcaSlicer', ';LAYER_CHANGE\n;Z:0.2\n', ';LAYER_CHANGE\n;Z:0.4\n'],
    ['Bambu Studio', '; CHANGE_LAYER\n', '; CHANGE_LAYER\n'],
    ['Cura/ideaMaker', ';LAYER:0\n', ';LAYER:1\n'],
    ['Simplify3D', '; layer 1, Z = 0.200\n', '; layer 2, Z = 0.400\n'],
    ['Klipper', 'SET_PRINT_STATS_INFO CURRENT_LAYER=1\n', 'SET_PRINT_STATS_INFO CURRENT_LAYER=2\n'],
  ])('layer markers of %s', (_slicer, first, second) => {
    // Same height twice: only the markers can tell the two layers apart.
    const r = text(`G1 X0 Y0 Z0.2\n${first}G1 X10 E1\n${second}G1 X0 E2\nG1 X10 E3\n`);
    expect(r.layerCount).toBe(2);
    expect(Array.from(r.layerFirstMove)).toEqual([0, 2]);
  });

  it('splits I/J arcs into 1 mm segments as Klipper does; R arcs are counted, not drawn', () => {
    // A half circle of radius 10 around (10, 0): 31.4 mm → 31 segments, E shared evenly.
    const r = text('G2 X20 Y0 I10 J0 E3.1\n');
    expect(r.moveCount).toBe(31);
    expect(end(r, 30)).toEqual([20, 0, 0]);
    // Clockwise from (0,0) around (10,0) passes through (10, 10).
    const top = Array.from({ length: 31 }, (_, s) => end(r, s)).reduce((a, b) =>
      b[1]! > a[1]! ? b : a,
    );
    expect(Math.abs(top[0]! - 10)).toBeLessThan(0.6);
    expect(top[1]).toBeCloseTo(10, 1);
    expect(
      extrusions(r)
        .slice(1)
        .every((e) => Math.abs(e - 0.1) < 1e-6),
    ).toBe(true);
    const withR = text('G2 X20 Y0 R10 E1\nG1 X30 E2\n');
    expect(withR.unsupportedArcs).toBe(1);
    expect(kinds(withR)).toEqual([MOVE_KIND.travel, MOVE_KIND.extrude]);
  });

  it('reads objects, tool changes, comments after commands, lower case and CRLF', () => {
    const r = text(
      [
        "EXCLUDE_OBJECT_DEFINE NAME='part one' CENTER=10,10 POLYGON=[[5,5],[15,5],[15,15]]",
        'EXCLUDE_OBJECT_START NAME="part one"',
        'g1 x10 y10 e1 ; into the part\r',
        'EXCLUDE_OBJECT_END',
        'T1',
        'G1 X20 E2',
        'ACTIVATE_EXTRUDER EXTRUDER=extruder',
        'G1 X30 E3',
        'SET_PRINT_STATS_INFO TOTAL_LAYER=42',
      ].join('\n'),
    );
    expect(r.objects).toEqual([
      {
        name: 'PART ONE',
        center: [10, 10],
        polygon: [
          [5, 5],
          [15, 5],
          [15, 15],
        ],
      },
    ]);
    expect(Array.from(r.object.subarray(0, 3))).toEqual([1, 0, 0]);
    expect(Array.from(r.tool.subarray(0, 3))).toEqual([0, 1, 0]);
    expect(end(r, 0)).toEqual([10, 10, 0]);
    expect(r.totalLayerHint).toBe(42);
  });

  it('an empty or move-less file has no moves, layers or bounds', () => {
    for (const s of ['', '; only a comment\n', 'M104 S200\nG28\n']) {
      const r = text(s);
      expect(r.layerCount).toBe(0);
      expect(r.bounds).toBeNull();
    }
  });
});
