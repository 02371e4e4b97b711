// Every other slicer family Moonraker's metadata extraction recognises (Cura, Simplify3D 4 and 5,
// KISSlicer, ideaMaker, IceSL, Kiri:Moto and its SimplyPrint build) and a file of no known slicer:
// a realistic head and tail each (samples/others.ts), with every field it carries.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFields, type SlicerCase } from '../metadata/samples/check';
import * as samples from '../metadata/samples/others';

/** What the Kiri:Moto sample and its SimplyPrint copy (one print) give besides the slicer's name. */
const KIRIMOTO_CUBE = {
  slicer_version: '4.1.6',
  first_layer_height: 0.25,
  layer_height: 0.2,
  object_height: 9.85,
  layer_count: 49,
  estimated_time: 1843,
  filament_total: 1021.45,
  first_layer_extr_temp: 215,
  first_layer_bed_temp: 60,
};

const CASES: SlicerCase[] = [
  [
    'Cura 5.6 (with the filament lines of a Klipper start G-code)',
    samples.CURA,
    {
      slicer: 'Cura',
      slicer_version: '5.6.0',
      estimated_time: 4567,
      filament_total: 2345.67,
      layer_height: 0.2,
      first_layer_height: 0.2,
      object_height: 15,
      layer_count: 75,
      first_layer_extr_temp: 200,
      first_layer_bed_temp: 60,
      filament_weight_total: 6.98,
      filament_weights: [6.98],
      filament_name: 'Generic PLA',
      filament_type: 'PLA',
      nozzle_diameter: 0.4,
    },
  ],
  [
    'Simplify3D 4',
    samples.SIMPLIFY3D_V4,
    {
      slicer: 'Simplify3D',
      slicer_version: '4.1.2',
      layer_height: 0.2,
      first_layer_height: 0.2,
      object_height: 15,
      estimated_time: 3900,
      filament_total: 4567.8,
      filament_weight_total: 13.62,
      filament_name: 'PLA',
      filament_type: 'PLA',
      first_layer_extr_temp: 210,
      first_layer_bed_temp: 60,
      nozzle_diameter: 0.4,
    },
  ],
  [
    'Simplify3D 5 (temperature controllers)',
    samples.SIMPLIFY3D_V5,
    {
      slicer: 'Simplify3D',
      slicer_version: '5.1.2',
      layer_height: 0.3,
      first_layer_height: 0.3,
      object_height: 24,
      estimated_time: 7980,
      filament_total: 5678.9,
      filament_weight_total: 17.12,
      filament_name: 'PETG',
      first_layer_extr_temp: 235,
      first_layer_bed_temp: 80,
      nozzle_diameter: 0.6,
    },
  ],
  [
    'KISSlicer 2',
    samples.KISSLICER,
    {
      slicer: 'KISSlicer',
      slicer_version: '2.0.2',
      layer_height: 0.2,
      first_layer_height: 0.3,
      object_height: 19.9,
      filament_total: 2468.02,
      estimated_time: 3930,
      first_layer_extr_temp: 215,
      first_layer_bed_temp: 60,
      chamber_temp: 0,
    },
  ],
  [
    'ideaMaker 4 (weight from length, diameter and density)',
    samples.IDEAMAKER,
    {
      slicer: 'IdeaMaker',
      slicer_version: '4.4.1.6316',
      first_layer_height: 0.3,
      layer_height: 0.2,
      object_height: 20,
      filament_total: 2112.37,
      filament_weight_total: 6.3,
      filament_type: 'PLA',
      filament_name: 'Raise3D Premium PLA',
      estimated_time: 3742,
      first_layer_extr_temp: 210,
      first_layer_bed_temp: 60,
      nozzle_diameter: 0.4,
    },
  ],
  [
    'IceSL 2.5',
    samples.ICESL,
    {
      slicer: 'IceSL',
      slicer_version: '2.5.1',
      first_layer_height: 0.3,
      layer_height: 0.2,
      object_height: 12.5,
      first_layer_extr_temp: 210,
      first_layer_bed_temp: 55,
      chamber_temp: 0,
      filament_total: 1534.2,
      filament_weight_total: 4.57,
      filament_name: 'PLA White',
      filament_type: 'PLA',
      estimated_time: 2345,
      layer_count: 62,
      nozzle_diameter: 0.4,
    },
  ],
  [
    'Kiri:Moto 4',
    samples.KIRIMOTO,
    {
      slicer: 'Kiri:Moto',
      ...KIRIMOTO_CUBE,
    },
  ],
  [
    'Kiri:Moto for SimplyPrint',
    samples.SIMPLYPRINT,
    {
      slicer: 'SimplyPrint',
      ...KIRIMOTO_CUBE,
    },
  ],
  [
    'an unknown slicer (what the moves tell)',
    samples.UNKNOWN,
    {
      slicer: 'Unknown',
      slicer_version: '',
      first_layer_height: 0.25,
      object_height: 5.25,
      first_layer_extr_temp: 220,
      first_layer_bed_temp: 65,
    },
  ],
];

describe('metadata of the other slicer families', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'printdeck-slicers-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each(CASES)('%s', async (...row) => {
    await expectFields(dir, row);
  });

  it('finds where the G-code starts and ends', async () => {
    const text = samples.UNKNOWN;
    const m = await expectFields(dir, ['bytes', text, CASES.at(-1)?.[2] ?? {}]);
    expect(m.gcode_start_byte).toBe(text.indexOf('M140'));
    expect(m.gcode_end_byte).toBe(text.length);
  });
});
