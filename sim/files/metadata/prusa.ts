// PrusaSlicer / SuperSlicer / OrcaSlicer / Slic3r: `; key = value` totals and config lines at the end
// of the file, `;Z:` layer markers, SET_PRINT_STATS_INFO TOTAL_LAYER in the start G-code.

import type { FileMetadata } from '../../../protocol/files';
import { firstNum, lastMatch, num, numList, parseDuration, round, utf8 } from './common';

export type SlicerFields = Partial<FileMetadata>;

/** `; key = value` lines of a text (later lines win). */
function keyValues(text: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const m of text.matchAll(/^; ?([^=\n;]+?) = ([^\n\r]*)/gm)) {
    if (m[1] !== undefined && m[2] !== undefined) map.set(m[1].trim(), m[2].trim());
  }
  return map;
}

function unquote(s: string | undefined): string | undefined {
  if (s === undefined) return undefined;
  return utf8(s.replace(/^"(.*)"$/, '$1'));
}

function colors(s: string | undefined): string[] {
  const v = unquote(s);
  if (v === undefined || v === '') return [];
  return v.split(/[;,]/).filter((c) => c !== '');
}

const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);

export function parsePrusaFamily(head: string, tail: string): SlicerFields {
  const kv = keyValues(tail);
  const headKv = keyValues(head);
  const get = (k: string): string | undefined => kv.get(k) ?? headKv.get(k);
  const out: SlicerFields = {};

  const maxZ = num(get('max_layer_z')) ?? num(lastMatch(tail, /^;Z:([\d.]+)/gm));
  if (maxZ !== undefined) out.object_height = round(maxZ, 4);
  const time =
    parseDuration(get('estimated printing time (normal mode)')) ??
    parseDuration(get('estimated printing time'));
  if (time !== undefined) out.estimated_time = time;
  const nozzle = firstNum(get('nozzle_diameter'));
  if (nozzle !== undefined) out.nozzle_diameter = nozzle;
  const layer = num(get('layer_height'));
  if (layer !== undefined) out.layer_height = layer;
  const first = get('first_layer_height');
  if (first !== undefined) {
    // Slic3r may give it as a percentage of the layer height.
    const pct = /^([\d.]+)%$/.exec(first);
    const v = pct && layer !== undefined ? round((layer * Number(pct[1])) / 100, 4) : num(first);
    if (v !== undefined) out.first_layer_height = v;
  }
  const extr = firstNum(get('first_layer_temperature'));
  if (extr !== undefined) out.first_layer_extr_temp = extr;
  const bed = firstNum(get('first_layer_bed_temperature'));
  if (bed !== undefined) out.first_layer_bed_temp = bed;
  const chamber = firstNum(get('chamber_temperature'));
  if (chamber !== undefined) out.chamber_temp = chamber;
  const name = unquote(get('filament_settings_id'));
  if (name !== undefined && name !== '') out.filament_name = name.split(/";"/)[0] ?? name;
  const type = unquote(get('filament_type'));
  if (type !== undefined) out.filament_type = type;
  out.filament_colors = colors(get('filament_colour'));
  out.extruder_colors = colors(get('extruder_colour'));
  out.filament_temps = numList(get('first_layer_temperature')).map((t) => Math.round(t));
  const mm = numList(get('filament used [mm]'));
  if (mm.length > 0) out.filament_total = round(sum(mm));
  const grams = numList(get('filament used [g]'));
  const totalG = num(get('total filament used [g]'));
  if (totalG !== undefined || grams.length > 0)
    out.filament_weight_total = totalG ?? round(sum(grams));
  if (grams.length > 0) out.filament_weights = grams;
  out.referenced_tools = [];
  out.mmu_print = mm.length > 1 ? 1 : 0;
  const model = get('printer_model');
  if (model !== undefined) out.printer_model = unquote(model) ?? '';

  const total =
    num(get('total layer count')) ??
    num(lastMatch(head, /SET_PRINT_STATS_INFO\s+TOTAL_LAYER=(\d+)/g)) ??
    num(lastMatch(tail, /^; total layers count = (\d+)/gm));
  if (total !== undefined) out.layer_count = total;
  else if (out.object_height !== undefined && layer && out.first_layer_height !== undefined)
    out.layer_count = Math.round((out.object_height - out.first_layer_height) / layer) + 1;
  return out;
}
