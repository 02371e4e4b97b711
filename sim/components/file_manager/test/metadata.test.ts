// Metadata extraction against the real slicer fixtures (values from fixtures/README.md), and a large
// generated file of the benchmark's size class for the head-and-tail rule.

import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LARGE_GCODE_FACTS, writeLargeGcode } from '../../../test/large_gcode';
import { copyGcodeFixture } from '../setup';
import { extractMetadata } from '../metadata/extract';

describe('metadata extraction', () => {
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'printdeck-meta-'));
    for (const f of ['small.gcode', 'multi.gcode', 'cura.gcode']) copyGcodeFixture(f, join(dir, f));
    // 40 MB is enough to show that only the head and the tail are read.
    writeLargeGcode(join(dir, 'large.gcode'), 40_000_000);
  }, 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('small.gcode (PrusaSlicer 2.9.2) with its two thumbnails', async () => {
    const m = await extractMetadata(join(dir, 'small.gcode'));
    expect(m).toMatchObject({
      slicer: 'PrusaSlicer',
      slicer_version: '2.9.2',
      estimated_time: 781,
      filament_total: 1449.75,
      filament_weight_total: 4.32,
      layer_height: 0.2,
      first_layer_height: 0.2,
      object_height: 20,
      first_layer_extr_temp: 215,
      first_layer_bed_temp: 65,
      layer_count: 100,
      nozzle_diameter: 0.4,
      filament_type: 'PLA',
      filament_name: 'Generic PLA',
      filament_colors: ['#FF8000'],
      file_processors: [],
      print_start_time: null,
      job_id: null,
      size: 764331,
    });
    expect(m.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(m.gcode_start_byte).toBeGreaterThan(0);
    expect(m.gcode_end_byte).toBeLessThanOrEqual(m.size);
    expect(m.thumbnails?.map((t) => t.relative_path)).toEqual([
      '.thumbs/small-32x32.png',
      '.thumbs/small-300x300.png',
    ]);
    for (const t of m.thumbnails ?? []) {
      const png = readFileSync(join(dir, t.relative_path));
      expect(png.length).toBe(t.size);
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect(png.readUInt32BE(16)).toBe(t.width);
      expect(png.readUInt32BE(20)).toBe(t.height);
    }
  });

  it('multi.gcode', async () => {
    const m = await extractMetadata(join(dir, 'multi.gcode'));
    expect(m).toMatchObject({
      estimated_time: 3596,
      filament_total: 4377.67,
      filament_weight_total: 13.06,
      layer_height: 0.2,
      first_layer_height: 0.2,
      object_height: 41,
      first_layer_extr_temp: 215,
      first_layer_bed_temp: 65,
      layer_count: 205,
    });
  });

  it('cura.gcode (CuraEngine 5.0.0)', async () => {
    const m = await extractMetadata(join(dir, 'cura.gcode'));
    expect(m).toMatchObject({
      slicer: 'Cura',
      slicer_version: '5.0.0',
      estimated_time: 3041,
      filament_total: 3685.97,
      layer_height: 0.2,
      object_height: 41,
      layer_count: 205,
      first_layer_extr_temp: 215,
      first_layer_bed_temp: 65,
    });
    expect(m.thumbnails).toBeUndefined();
  });

  it('a large file (40 MB): the header and footer fields are found (time and memory: npm run bench)', async () => {
    const file = join(dir, 'large.gcode');
    expect(statSync(file).size).toBeGreaterThan(39_000_000);
    const m = await extractMetadata(file);
    expect(m).toMatchObject({ ...LARGE_GCODE_FACTS, size: statSync(file).size });
  });
});
