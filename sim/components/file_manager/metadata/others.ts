// The smaller slicer dialects: KISSlicer, ideaMaker, IceSL and Kiri:Moto (with its SimplyPrint
// build). Each writes a handful of settings as comments in the header and its totals at the end.

import { round } from './common';
import { assign, findAllNums, findMax, findNum, findText, NUM, type SlicerFields } from './fields';

const re = (source: string, flags = 'm') => new RegExp(source, flags);
const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);

/** KISSlicer: `; name = value` settings, `;    Ext #1 = 1234.56 mm` totals, build time in minutes. */
export function parseKISSlicer(head: string, tail: string): SlicerFields {
  const lengths = findAllNums(tail, re(String.raw`^;\s+Ext #\d+\s+=\s+${NUM}\s*mm`, 'gm'));
  const minutes = findNum(tail, re(String.raw`^;\sCalculated.*Build\sTime:\s${NUM}\sminutes`));
  return assign(
    {},
    {
      layer_height: findNum(head, re(String.raw`^;\s+max_layer_thickness_mm\s=\s${NUM}`)),
      first_layer_height: findNum(head, re(String.raw`^;\s+first_layer_thickness_mm\s=\s${NUM}`)),
      object_height: findMax(tail, re(String.raw`^;\sEND_LAYER_OBJECT\sz=${NUM}`, 'gm')),
      filament_total: lengths.length > 0 ? round(sum(lengths)) : undefined,
      estimated_time: minutes === undefined ? undefined : round(minutes * 60),
      first_layer_extr_temp: findNum(head, re(String.raw`^; first_layer_C = ${NUM}`)),
      first_layer_bed_temp: findNum(head, re(String.raw`^; bed_C = ${NUM}`)),
      chamber_temp: findNum(head, re(String.raw`^; chamber_C = ${NUM}`)),
    },
  );
}

/**
 * ideaMaker: `;Dimension:` (build volume and nozzle), `;Bounding Box:` (the last value is the top),
 * `;Filament … #n:` per extruder, `;LAYER:`/`;HEIGHT:` blocks, `;Material#n Used:` (mm) and
 * `;Print Time:` (s) at the end. The weight comes from length, diameter and density (kg/m³).
 */
export function parseIdeaMaker(head: string, tail: string): SlicerFields {
  const lengths = findAllNums(tail, re(String.raw`^;Material.\d\sUsed:\s+${NUM}`, 'gm'));
  const diameters = findAllNums(head, re(String.raw`^;Filament\sDiameter\s.\d:\s+${NUM}`, 'gm'));
  const densities = findAllNums(head, re(String.raw`^;Filament\sDensity\s.\d:\s+${NUM}`, 'gm'));
  let weight: number | undefined;
  if (
    lengths.length > 0 &&
    lengths.length === diameters.length &&
    lengths.length === densities.length
  ) {
    weight = round(
      sum(
        lengths.map(
          (length, i) =>
            ((Math.PI / 4) * (diameters[i] ?? 0) ** 2 * length * (densities[i] ?? 0)) / 1e6,
        ),
      ),
    );
  }
  const box = /^;Bounding Box:((?:\s+[\d.-]+)+)/m.exec(head)?.[1]?.trim().split(/\s+/);
  const top = box ? Number.parseFloat(box.at(-1) ?? '') : undefined;
  return assign(
    {},
    {
      first_layer_height: findNum(head, re(String.raw`^;LAYER:0\s*.*\s*;HEIGHT:${NUM}`)),
      layer_height: findNum(head, re(String.raw`^;LAYER:1\s*.*\s*;HEIGHT:${NUM}`)),
      object_height: top,
      filament_total: lengths.length > 0 ? round(sum(lengths)) : undefined,
      filament_weight_total: weight,
      filament_type:
        findText(head, /^;Filament\sType\s.\d:\s([^\n\r]+)/m) ??
        findText(head, /^;Filament\stype\s=\s([^\n\r]+)/m),
      filament_name:
        findText(head, /^;Filament\sName\s.\d:\s([^\n\r]+)/m) ??
        findText(head, /^;Filament\sname\s=\s([^\n\r]+)/m),
      estimated_time: findNum(tail, re(String.raw`^;Print\sTime:\s${NUM}`)),
      first_layer_extr_temp: findNum(head, re(String.raw`^M109 T0 S${NUM}`)),
      first_layer_bed_temp: findNum(head, re(String.raw`^M190 S${NUM}`)),
      chamber_temp: findNum(head, re(String.raw`^M191 S${NUM}`)),
      nozzle_diameter: findNum(head, re(String.raw`^;Dimension:(?:\s\d+\.\d+){3}\s${NUM}`)),
    },
  );
}

/** IceSL: `; name :  value` settings in the header, totals included. */
export function parseIceSL(head: string): SlicerFields {
  const setting = (name: string) => re(String.raw`^;\s${name}\s:\s+${NUM}`);
  const text = (name: string) => findText(head, re(String.raw`^;\s${name}\s:\s+([^\n\r]+)`));
  const layers = findNum(head, re(String.raw`^;\slayer_count\s:\s+(\d+)`));
  return assign(
    {},
    {
      first_layer_height: findNum(head, setting('z_layer_height_first_layer_mm')),
      layer_height: findNum(head, setting('z_layer_height_mm')),
      object_height: findNum(head, setting('print_height_mm')),
      first_layer_extr_temp: findNum(head, setting('extruder_temp_degree_c_0')),
      first_layer_bed_temp: findNum(head, setting('bed_temp_degree_c')),
      chamber_temp: findNum(head, setting('chamber_temp_degree_c')),
      filament_total: findNum(head, setting('filament_used_mm')),
      filament_weight_total: findNum(head, setting('filament_used_g')),
      filament_name: text('filament_name'),
      filament_type: text('filament_type'),
      estimated_time: findNum(head, setting('estimated_print_time_s')),
      layer_count: layers === undefined ? undefined : Math.round(layers),
      nozzle_diameter: findNum(head, setting('nozzle_diameter_mm_0')),
    },
  );
}

/**
 * Kiri:Moto: `; name = value` settings in the header; `;; --- layer n (…)` markers (0-based),
 * `; --- print time: 1234s` and `; --- filament used: 1234.5 mm` at the end.
 */
export function parseKiriMoto(head: string, tail: string): SlicerFields {
  const layers = [...tail.matchAll(/^;; --- layer (\d+) \(/gm)].map((m) => Number(m[1]));
  return assign(
    {},
    {
      first_layer_height: findNum(head, re(String.raw`^; firstSliceHeight = ${NUM}`)),
      layer_height: findNum(head, re(String.raw`^; sliceHeight = ${NUM}`)),
      object_height: findMax(tail, re(String.raw`^G1 Z${NUM} (?:; z-hop end|F\d+\r?$)`, 'gm')),
      layer_count: layers.length > 0 ? Math.max(...layers) + 1 : undefined,
      estimated_time: findNum(tail, /^; --- print time: (\d+)s/m),
      filament_total: findNum(tail, re(String.raw`^; --- filament used: ${NUM} mm`)),
      first_layer_extr_temp: findNum(head, re(String.raw`^; firstLayerNozzleTemp = ${NUM}`)),
      first_layer_bed_temp: findNum(head, re(String.raw`^; firstLayerBedTemp = ${NUM}`)),
    },
  );
}
