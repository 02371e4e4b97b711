// exclude_object against Klipper's behaviour: the commands and their console lines, the status
// object, the move transform (learning moves, skipped moves, the E offset, leaving an object) and a
// multi.gcode print with one of its four objects excluded.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEARNING_MOVES } from '../klipper/print/exclude_object';
import type { Coord } from '../klipper/toolhead';
import { klipperCalls } from './gcode_helpers';
import { RpcClient, startTestSim, type TestSim } from './helpers';
import { addGcode, printState, subscribeAll, waitUntil } from './print_helpers';

type Point = [number, number];

/** Ray casting: is the point strictly inside the polygon? */
function inside([x, y]: Point, polygon: Point[]): boolean {
  let result = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i] as Point;
    const [xj, yj] = polygon[j] as Point;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) result = !result;
  }
  return result;
}

/** Every target the toolhead is given from now on (the moves that really happen). */
function recordToolhead(sim: TestSim): Coord[] {
  const th = sim.klippy.printer?.toolhead;
  if (!th) throw new Error('no printer');
  const moves: Coord[] = [];
  const real = th.move.bind(th);
  th.move = (end, speed, limits) => {
    moves.push([...end]);
    real(end, speed, limits);
  };
  return moves;
}

const square = (x0: number, y0: number, size: number): Point[] => [
  [x0, y0],
  [x0 + size, y0],
  [x0 + size, y0 + size],
  [x0, y0 + size],
];
const polygonText = (points: Point[]) => JSON.stringify(points);

describe('exclude_object', () => {
  let sim: TestSim;
  let c: RpcClient;
  beforeAll(async () => {
    sim = await startTestSim({ timeScale: 500 });
    addGcode(sim, 'multi.gcode');
    c = await RpcClient.connect(sim);
    await subscribeAll(c);
  });
  afterAll(async () => {
    c.close();
    await sim.stop();
  });
  const { gcode, query, consoleOf, refusal } = klipperCalls(() => c);
  const status = async (): Promise<Record<string, unknown>> =>
    (await query(['exclude_object'])).exclude_object ?? {};

  it('defines, lists, excludes and takes back objects with Klipper’s words', async () => {
    await gcode(
      [
        'EXCLUDE_OBJECT_DEFINE NAME=part_b CENTER=80,30 POLYGON=[[70,20],[90,20],[90,40]]',
        'EXCLUDE_OBJECT_DEFINE NAME="part a" CENTER=30.5,30',
      ].join('\n'),
    );
    expect(await status()).toEqual({
      objects: [
        { name: 'PART A', center: [30.5, 30] },
        {
          name: 'PART_B',
          center: [80, 30],
          polygon: [
            [70, 20],
            [90, 20],
            [90, 40],
          ],
        },
      ],
      excluded_objects: [],
      current_object: null,
    });
    expect(await consoleOf('EXCLUDE_OBJECT_DEFINE')).toEqual(['// Known objects: PART A PART_B']);
    expect(await consoleOf('EXCLUDE_OBJECT_DEFINE JSON=1')).toEqual([
      '// Known objects: [{"name": "PART A", "center": [30.5, 30]}, ' +
        '{"name": "PART_B", "center": [80, 30], "polygon": [[70, 20], [90, 20], [90, 40]]}]',
    ]);
    expect(await consoleOf('EXCLUDE_OBJECT NAME=part_b')).toEqual(['// Excluding object PART_B']);
    // Excluding it again says nothing; Klipper accepts any name, defined or not.
    expect(await consoleOf('EXCLUDE_OBJECT NAME=part_b')).toEqual([]);
    expect(await consoleOf('EXCLUDE_OBJECT NAME=ghost')).toEqual(['// Excluding object GHOST']);
    expect((await status()).excluded_objects).toEqual(['GHOST', 'PART_B']);
    expect(await consoleOf('EXCLUDE_OBJECT')).toEqual(['// Excluded objects: GHOST PART_B']);
    expect(await consoleOf('EXCLUDE_OBJECT RESET=1 NAME=ghost')).toEqual([
      '// Unexcluding object GHOST',
    ]);
    expect((await status()).excluded_objects).toEqual(['PART_B']);
    expect(await consoleOf('EXCLUDE_OBJECT RESET=1')).toEqual([]);
    expect((await status()).excluded_objects).toEqual([]);
    expect(await consoleOf('EXCLUDE_OBJECT')).toEqual(['// Excluded objects: ']);
  });

  it('marks the current object; CURRENT=1 excludes it; END reports a mismatch', async () => {
    expect(await refusal('EXCLUDE_OBJECT CURRENT=1')).toBe('There is no current object to cancel');
    expect(await refusal('EXCLUDE_OBJECT_START')).toMatch(/missing NAME/);
    await gcode('EXCLUDE_OBJECT_START NAME=new_one');
    const st = await status();
    expect(st.current_object).toBe('NEW_ONE');
    // An object started without a definition is added by name.
    expect((st.objects as { name: string }[]).map((o) => o.name)).toEqual([
      'NEW_ONE',
      'PART A',
      'PART_B',
    ]);
    expect(await consoleOf('EXCLUDE_OBJECT CURRENT=1')).toEqual(['// Excluding object NEW_ONE']);
    expect(await consoleOf('EXCLUDE_OBJECT_END NAME=part_b')).toEqual([
      '// EXCLUDE_OBJECT_END NAME=PART_B does not match the current object NAME=NEW_ONE',
    ]);
    expect((await status()).current_object).toBeNull();
    expect(await consoleOf('EXCLUDE_OBJECT_END')).toEqual([
      '// EXCLUDE_OBJECT_END called, but no object is currently active',
    ]);
    await gcode('EXCLUDE_OBJECT_DEFINE RESET=1');
    expect(await status()).toEqual({ objects: [], excluded_objects: [], current_object: null });
  });

  it('lets the learning moves through, then drops the excluded object’s moves', async () => {
    const left = square(20, 20, 20);
    const right = square(70, 20, 20);
    await gcode('G28\nM109 S210\nM83\nG90\nG1 Z0.2 F3000');
    await gcode(
      [
        `EXCLUDE_OBJECT_DEFINE NAME=left CENTER=30,30 POLYGON=${polygonText(left)}`,
        `EXCLUDE_OBJECT_DEFINE NAME=right CENTER=80,30 POLYGON=${polygonText(right)}`,
      ].join('\n'),
    );
    const moves = recordToolhead(sim);
    // Excluding the object being printed: Klipper first lets LEARNING_MOVES extruding moves pass.
    await gcode('EXCLUDE_OBJECT_START NAME=right\nG1 X72 Y22 F6000\nEXCLUDE_OBJECT CURRENT=1');
    const extrusions = Array.from({ length: LEARNING_MOVES + 2 }, (_, i) =>
      i % 2 === 0 ? `G1 X${74 + i} Y24 E0.1` : `G1 X${74 + i} Y26 E0.1`,
    );
    await gcode(extrusions.join('\n'));
    expect(moves).toHaveLength(1 + LEARNING_MOVES);
    await gcode('G1 E-0.8\nG1 Z0.6\nEXCLUDE_OBJECT_END NAME=right');
    expect(moves).toHaveLength(1 + LEARNING_MOVES);

    // The next object: the travel starts where the toolhead really is.
    const before = moves.length;
    await gcode(
      [
        'EXCLUDE_OBJECT_START NAME=left',
        'G1 X22 Y22 F6000',
        'G1 Z0.2',
        'G1 E0.8',
        'G1 X38 Y22 E1',
        'G1 X38 Y38 E1',
        'EXCLUDE_OBJECT_END NAME=left',
        // Back into the excluded object: nothing of it reaches the toolhead.
        'EXCLUDE_OBJECT_START NAME=right',
        'G1 X72 Y22',
        'G1 E0.8',
        'G1 X88 Y22 E1',
        'G1 X88 Y38 E1',
        'G1 E-0.8',
        'G1 Z0.6',
        'EXCLUDE_OBJECT_END NAME=right',
        'EXCLUDE_OBJECT_START NAME=left',
        'G1 X22 Y38',
        'G1 Z0.2',
        'G1 E0.8',
        'G1 X22 Y22 E1',
        'EXCLUDE_OBJECT_END NAME=left',
      ].join('\n'),
    );
    const later = moves.slice(before);
    for (const m of later) expect(inside([m[0], m[1]], right)).toBe(false);
    expect(later.some((m) => inside([m[0], m[1]], left))).toBe(true);
    // Leaving the excluded object: the Z hop and retraction made there are not replayed at its
    // last point; the first move of the next object goes straight from the last printed point.
    const gm = sim.klippy.printer?.gcodeMove;
    const th = sim.klippy.printer?.toolhead;
    const [last] = later.slice(-1);
    expect(last?.slice(0, 3)).toEqual([22, 22, 0.2]);
    // G-code's E follows the file; the extruder lacks what the skipped moves would have pushed
    // (0.2 in the learning round, 0.8 + 1 + 1 later). Their retractions are not missing: leaving the
    // object, the extruder retracts as the G-code expects before its next unretract.
    expect((gm?.lastPosition[3] ?? 0) - (th?.position[3] ?? 0)).toBeCloseTo(0.2 + 2.8, 6);
    await gcode('EXCLUDE_OBJECT_DEFINE RESET=1\nM104 S0');
  });

  it('prints multi.gcode without the excluded object and completes', async () => {
    const job = sim.klippy.printer?.job;
    await c.call('printer.print.start', { filename: 'multi.gcode' });
    await waitUntil(() => job?.currentObject === 'BOAT_STL' && job.objects.length === 4);
    await c.call('printer.print.pause');
    expect(job?.currentObject).not.toBe('TOWER_STL');
    const tower = job?.objects.find((o) => o.name === 'TOWER_STL')?.polygon as Point[];
    const moves = recordToolhead(sim);
    const eBefore = {
      gcode: sim.klippy.printer?.gcodeMove.lastPosition[3] ?? 0,
      toolhead: sim.klippy.printer?.toolhead.position[3] ?? 0,
    };
    expect(await consoleOf('EXCLUDE_OBJECT NAME=tower_stl')).toEqual([
      '// Excluding object TOWER_STL',
    ]);
    await c.call('printer.print.resume');
    await waitUntil(() => printState(sim) !== 'printing', 120_000);
    expect(printState(sim)).toBe('complete');
    const st = await query(['exclude_object', 'print_stats', 'gcode_move', 'toolhead']);
    expect(st.exclude_object?.excluded_objects).toEqual(['TOWER_STL']);
    expect(moves.length).toBeGreaterThan(1000);
    const entering = moves.filter((m) => inside([m[0], m[1]], tower));
    expect(entering).toEqual([]);
    const others = ['BOAT_STL', 'CYLINDER_STL', 'XYZ_CUBE_STL'].map(
      (name) => job?.objects.find((o) => o.name === name)?.polygon as Point[],
    );
    for (const polygon of others)
      expect(moves.some((m) => inside([m[0], m[1]], polygon))).toBe(true);
    // The extruder did not push the tower's filament, but Klipper counts filament from G-code's
    // E, which keeps following the file: filament_used is the slicer's total (4377.67 mm).
    const gcodeE = (st.gcode_move?.position as number[])[3] ?? 0;
    const toolheadE = (st.toolhead?.position as number[])[3] ?? 0;
    expect(gcodeE - toolheadE - (eBefore.gcode - eBefore.toolhead)).toBeGreaterThan(200);
    expect(Math.abs((st.print_stats?.filament_used as number) - 4377.67)).toBeLessThan(15);
  }, 150_000);
});
