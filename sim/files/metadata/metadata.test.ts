// Metadata extraction against the real slicer fixtures (values from ../shared/fixtures/README.md).

import {
  copyFileSync,
  createReadStream,
  createWriteStream,
  mkdtempSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_GCODE_DIR } from '../setup';
import { extractMetadata } from './extract';

describe('metadata extraction', () => {
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'printdeck-meta-'));
    for (const f of ['small.gcode', 'multi.gcode', 'cura.gcode'])
      copyFileSync(join(FIXTURE_GCODE_DIR, f), join(dir, f));
    await pipeline(
      createReadStream(join(FIXTURE_GCODE_DIR, 'large.gcode.gz')),
      createGunzip(),
      createWriteStream(join(dir, 'large.gcode')),
    );
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
      slicer: 'Cura_SteamEngine',
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

  it('large.gcode (90 MB) reads only head and tail, fast', async () => {
    const before = Date.now();
    const m = await extractMetadata(join(dir, 'large.gcode'));
    expect(Date.now() - before).toBeLessThan(2000);
    expect(m).toMatchObject({
      estimated_time: 53481,
      filament_total: 53690.82,
      filament_weight_total: 160.14,
      layer_height: 0.08,
      first_layer_height: 0.2,
      object_height: 100.04,
      first_layer_extr_temp: 215,
      first_layer_bed_temp: 65,
      layer_count: 1249,
    });
  });
});
