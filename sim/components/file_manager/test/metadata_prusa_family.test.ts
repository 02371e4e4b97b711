// The PrusaSlicer family as Moonraker's metadata extraction recognises it (PrusaSlicer and its
// forks, OrcaSlicer, BambuStudio, Slic3r, Slic3r PE): a realistic head and tail per member
// (samples/prusa.ts), extracted from a file on disk, with every field it carries.

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractMetadata } from '../metadata/extract';
import { expectFields, type SlicerCase } from '../metadata/samples/check';
import * as samples from '../metadata/samples/prusa';

/** Lists that the PrusaSlicer family always gives (empty when the file has none). */
const PRUSA_LISTS = { extruder_colors: [], referenced_tools: [] };

/** What the PrusaSlicer sample and its QIDISlicer copy (the same print, the same settings) give
 * besides the slicer's name and version. */
const MK4S_PLA_CUBE = {
  ...PRUSA_LISTS,
  object_height: 10.2,
  estimated_time: 1293,
  nozzle_diameter: 0.4,
  layer_height: 0.2,
  first_layer_height: 0.2,
  first_layer_extr_temp: 215,
  first_layer_bed_temp: 60,
  chamber_temp: 0,
  filament_name: 'Prusament PLA',
  filament_type: 'PLA',
  filament_colors: ['#FF8000'],
  filament_temps: [210],
  mmu_print: 0,
  filament_total: 1523.45,
  filament_weight_total: 4.54,
  filament_weights: [4.54],
  printer_model: 'MK4S',
  printer_variant: '0.4',
  layer_count: 51,
};

const CASES: SlicerCase[] = [
  [
    'PrusaSlicer 2.8',
    samples.PRUSASLICER,
    {
      slicer: 'PrusaSlicer',
      slicer_version: '2.8.1+linux-x64-GTK3',
      ...MK4S_PLA_CUBE,
    },
  ],
  [
    'SuperSlicer 2.5, two filaments',
    samples.SUPERSLICER,
    {
      slicer: 'SuperSlicer',
      slicer_version: '2.5.59.12',
      referenced_tools: [],
      object_height: 10,
      estimated_time: 3903,
      nozzle_diameter: 0.4,
      layer_height: 0.2,
      first_layer_height: 0.2,
      first_layer_extr_temp: 215,
      first_layer_bed_temp: 60,
      filament_name: '["Generic PLA", "Generic PETG"]',
      filament_type: '["PLA", "PETG"]',
      filament_colors: ['#FF0000', '#00FF00'],
      extruder_colors: ['#FF0000', '#00FF00'],
      filament_temps: [210, 240],
      mmu_print: 1,
      filament_total: 1200.75,
      filament_weight_total: 3.6,
      filament_weights: [3, 0.6],
      filament_change_count: 12,
      layer_count: 50,
    },
  ],
  [
    'OrcaSlicer 2.1 (Orca setting names, PNG and JPG thumbnails)',
    samples.ORCASLICER,
    {
      slicer: 'OrcaSlicer',
      slicer_version: '2.1.1',
      ...PRUSA_LISTS,
      object_height: 15.04,
      estimated_time: 2412,
      nozzle_diameter: 0.4,
      layer_height: 0.2,
      first_layer_height: 0.24,
      first_layer_extr_temp: 240,
      first_layer_bed_temp: 65,
      chamber_temp: 0,
      filament_name: 'Generic PETG @System',
      filament_type: 'PETG',
      filament_colors: ['#1E90FF'],
      filament_temps: [235],
      mmu_print: 1,
      filament_total: 2345.67,
      filament_weight_total: 7.22,
      filament_weights: [7.22],
      printer_model: 'Voron 2.4 350',
      layer_count: 75,
    },
  ],
  [
    'BambuStudio 1.9 (configuration in the header)',
    samples.BAMBUSTUDIO,
    {
      slicer: 'BambuStudio',
      slicer_version: '01.09.05.51',
      ...PRUSA_LISTS,
      object_height: 20,
      estimated_time: 4161,
      nozzle_diameter: 0.4,
      layer_height: 0.2,
      first_layer_height: 0.2,
      first_layer_extr_temp: 220,
      first_layer_bed_temp: 55,
      chamber_temp: 0,
      filament_name: 'Bambu PLA Basic @BBL X1C',
      filament_type: 'PLA',
      filament_colors: ['#FFFFFF'],
      filament_temps: [220],
      mmu_print: 1,
      filament_total: 3456.78,
      filament_weight_total: 10.31,
      printer_model: 'Bambu Lab X1 Carbon',
      layer_count: 100,
    },
  ],
  [
    'Slic3r 1.3 ("; filament used = 1694.7mm (4.1cm3)")',
    samples.SLIC3R,
    {
      slicer: 'Slic3r',
      slicer_version: '1.3.0',
      ...PRUSA_LISTS,
      object_height: 10.15,
      nozzle_diameter: 0.4,
      layer_height: 0.2,
      first_layer_height: 0.35,
      first_layer_extr_temp: 205,
      first_layer_bed_temp: 60,
      filament_type: 'PLA',
      filament_colors: ['#FFFFFF'],
      filament_temps: [200],
      mmu_print: 0,
      filament_total: 1694.7,
      layer_count: 50,
    },
  ],
  [
    'Slic3r 1.3 dev (filament_length_m, mass, first layer in %)',
    samples.SLIC3R_DEV,
    {
      slicer: 'Slic3r',
      slicer_version: '1.3.1-dev',
      ...PRUSA_LISTS,
      filament_colors: [],
      object_height: 12.1,
      nozzle_diameter: 0.5,
      layer_height: 0.2,
      first_layer_height: 0.3,
      first_layer_extr_temp: 210,
      first_layer_bed_temp: 55,
      filament_temps: [205],
      mmu_print: 0,
      filament_total: 2041.2,
      filament_weight_total: 6.09,
      layer_count: 60,
    },
  ],
  [
    'Slic3r Prusa Edition 1.41 (one filament line per extruder)',
    samples.SLIC3R_PE,
    {
      slicer: 'Slic3r PE',
      slicer_version: '1.41.3+linux64',
      ...PRUSA_LISTS,
      object_height: 8,
      estimated_time: 3723,
      nozzle_diameter: 0.4,
      layer_height: 0.2,
      first_layer_height: 0.2,
      first_layer_extr_temp: 215,
      first_layer_bed_temp: 60,
      filament_name: 'Prusament PLA',
      filament_type: 'PLA',
      filament_colors: ['#FF8000'],
      filament_temps: [210],
      mmu_print: 0,
      filament_total: 2369,
      printer_model: 'MK3',
      layer_count: 40,
    },
  ],
  [
    'QIDISlicer (a PrusaSlicer fork by its first line)',
    samples.QIDISLICER,
    {
      slicer: 'QIDISlicer',
      slicer_version: '1.2.0',
      ...MK4S_PLA_CUBE,
    },
  ],
];

describe('metadata of the PrusaSlicer family', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'printdeck-prusa-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each(CASES)('%s', async (...row) => {
    await expectFields(dir, row);
  });

  it('writes the PNG and JPG thumbnails a slicer embeds', async () => {
    const path = join(dir, 'orca_thumbs.gcode');
    writeFileSync(path, samples.ORCASLICER);
    const m = await extractMetadata(path);
    expect(m.thumbnails?.map((t) => [t.width, t.height, t.relative_path])).toEqual([
      [2, 2, '.thumbs/orca_thumbs-2x2.png'],
      [3, 3, '.thumbs/orca_thumbs-3x3.jpg'],
    ]);
    const jpg = readFileSync(join(dir, '.thumbs/orca_thumbs-3x3.jpg'));
    expect(jpg.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(m.thumbnails?.[1]?.size).toBe(jpg.length);
  });
});
