// The virtual camera's memory of the print, table by table: when a print counts as new (the bed is
// cleared), when a queued extrusion segment is laid (once the nozzle has passed it), the segment
// being laid now, filament colours, the frame-rate clamp and the reused JPEG encoder.

import { encode } from 'jpeg-js';
import { describe, expect, it } from 'vitest';
import { JpegEncoder } from '../camera/jpeg';
import { printSpot, type PrintSpot } from '../camera/recorder';
import { Raster } from '../camera/raster';
import { PrintedTrace, parseColour } from '../camera/trace';
import { clampFps, DEFAULT_FPS, MAX_FPS } from '../camera/virtual_camera';

describe('a new print', () => {
  const at = (path: string | null, position: number): PrintSpot => ({ path, position });
  it.each([
    ['nothing printed before', null, 'printing', 'a.gcode', 10, true],
    ['the same print further on', at('a.gcode', 10), 'printing', 'a.gcode', 500, false],
    ['the same print paused', at('a.gcode', 500), 'paused', 'a.gcode', 500, false],
    ['the same file again', at('a.gcode', 500), 'printing', 'a.gcode', 20, true],
    ['another file', at('a.gcode', 500), 'printing', 'b.gcode', 900, true],
    ['no print running', at('a.gcode', 500), 'complete', null, 0, false],
    ['standby after a print', at('a.gcode', 500), 'standby', 'a.gcode', 0, false],
  ] as const)('%s', (_, last, state, filePath, filePosition, started) => {
    expect(printSpot(last, { state, filePath, filePosition }).started).toBe(started);
  });

  it('keeps the last spot while no print runs', () => {
    const last = at('a.gcode', 500);
    const job = { state: 'complete', filePath: null, filePosition: 0 };
    expect(printSpot(last, job).spot).toBe(last);
  });
});

const BED = { xmin: 0, xmax: 100, ymin: 0, ymax: 100 };
const seg = (x0: number, x1: number) => ({ x0, y0: 50, x1, y1: 50, z: 0.2, ink: 0 });

/** Paints the trace 1 px per mm on a 100×100 picture; true where something was printed. */
function printed(trace: PrintedTrace, x: number, y: number): boolean {
  const r = new Raster(100, 100);
  r.clear([0, 0, 0]);
  trace.paint(r, (bx, by) => [bx, 100 - by]);
  const i = ((100 - Math.round(y) - 1) * 100 + Math.round(x)) * 4;
  return (r.data[i] ?? 0) > 0;
}

describe('the printed trace', () => {
  it('lays a segment only once the nozzle has gone past it', () => {
    const trace = new PrintedTrace();
    trace.setBed(BED);
    trace.noteMove(10, seg(10, 40));
    trace.noteMove(12, seg(40, 70));
    trace.noteMove(14, null); // a travel move: the second segment ends at 14
    expect(trace.settle(5, true)).toBeNull();
    expect(printed(trace, 20, 50)).toBe(false);
    // At 11 the first segment is being laid: drawn up to the nozzle, not laid yet.
    expect(trace.settle(11, true)).toMatchObject({ x0: 10, y0: 50 });
    expect(printed(trace, 20, 50)).toBe(false);
    expect(trace.settle(13, true)).toMatchObject({ x0: 40 });
    expect(printed(trace, 20, 50)).toBe(true);
    expect(printed(trace, 60, 50)).toBe(false);
    expect(trace.settle(15, false)).toBeNull();
    expect(printed(trace, 60, 50)).toBe(true);
    expect(printed(trace, 60, 60)).toBe(false);
  });

  it('the last segment is done when the toolhead is idle; a new print clears the bed', () => {
    const trace = new PrintedTrace();
    trace.setBed(BED);
    trace.noteMove(1, seg(10, 40));
    expect(trace.settle(2, true)).not.toBeNull();
    expect(trace.settle(3, false)).toBeNull();
    expect(printed(trace, 30, 50)).toBe(true);
    const version = trace.version;
    trace.clear();
    expect(trace.version).toBeGreaterThan(version);
    expect(trace.empty).toBe(true);
    expect(printed(trace, 30, 50)).toBe(false);
  });

  it('forgets segments an emergency stop dropped', () => {
    const trace = new PrintedTrace();
    trace.setBed(BED);
    trace.noteMove(10, seg(10, 40));
    trace.settle(5, true);
    trace.dropPending();
    trace.noteMove(20, null);
    trace.settle(30, false);
    expect(printed(trace, 20, 50)).toBe(false);
  });

  it('paints in the filament colour, black filament lifted to be seen', () => {
    const trace = new PrintedTrace();
    trace.setBed(BED);
    trace.palette = [[30, 144, 255]];
    trace.noteMove(1, seg(10, 40));
    trace.settle(9, false);
    expect(trace.shade(0, trace.maxZ)).toEqual([30, 144, 255]);
    trace.palette = [[0, 0, 0]];
    expect(Math.min(...trace.shade(0, trace.maxZ))).toBeGreaterThan(50);
  });
});

describe('the JPEG encoder', () => {
  it("is jpeg-js's own, built once, and encodes as its public encode does", () => {
    const jpeg = new JpegEncoder(70);
    expect(jpeg.reused).toBe(true);
    const r = new Raster(64, 48);
    r.clear([52, 56, 62]);
    r.disc(30, 20, 9, [255, 128, 0]);
    const image = { data: r.data, width: 64, height: 48 };
    const expected = encode(image, 70).data;
    expect(jpeg.encode(image)).toEqual(expected);
    expect(jpeg.encode(image)).toEqual(expected);
  });
});

describe('colours and frame rates', () => {
  it.each([
    ['#FF8000', [255, 128, 0]],
    ['1e90ff', [30, 144, 255]],
    ['#f80', [255, 136, 0]],
    ['orange', null],
    ['', null],
  ])('%s is %j', (text, rgb) => {
    expect(parseColour(text)).toEqual(rgb);
  });

  it.each([
    [5, 5],
    [100, MAX_FPS],
    [0, DEFAULT_FPS],
    [Number.NaN, DEFAULT_FPS],
    [-3, DEFAULT_FPS],
    [0.01, 0.1],
  ])('a stream asking %s fps gets %s', (asked, got) => {
    expect(clampFps(asked)).toBe(got);
  });
});
