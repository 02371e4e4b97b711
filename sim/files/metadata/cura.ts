// Cura (CuraEngine): `;TIME:`, `;Filament used:`, `;Layer height:`, `;MINZ:`/`;MAXZ:`, `;LAYER_COUNT:`
// header lines, the first M109/M190 temperatures and the `;SETTING_3` block at the end.

import { firstNum, num, round, utf8 } from './common';
import type { SlicerFields } from './prusa';

const find = (text: string, re: RegExp): string | undefined => re.exec(text)?.[1];

export function parseCura(head: string, tail: string): SlicerFields {
  const out: SlicerFields = {};
  const time = num(find(head, /^;TIME:([\d.]+)/m));
  if (time !== undefined) out.estimated_time = Math.round(time);
  const used = find(head, /^;Filament used:\s*([^\n\r]+)/m);
  if (used !== undefined) {
    // "3.68597m" or "1.2m, 0.5m" per extruder, in metres.
    const metres = used.split(',').map((p) => Number.parseFloat(p));
    if (metres.every((n) => Number.isFinite(n)))
      out.filament_total = round(metres.reduce((a, b) => a + b, 0) * 1000);
  }
  const layer = num(find(head, /^;Layer height:\s*([\d.]+)/m));
  if (layer !== undefined) out.layer_height = layer;
  const minZ = num(find(head, /^;MINZ:([\d.]+)/m));
  if (minZ !== undefined) out.first_layer_height = minZ;
  const maxZ = num(find(head, /^;MAXZ:([\d.]+)/m));
  if (maxZ !== undefined) out.object_height = maxZ;
  const layers = num(find(head, /^;LAYER_COUNT:(\d+)/m));
  if (layers !== undefined) out.layer_count = layers;
  const extr = num(find(head, /^M109 (?:[^\n;]*\s)?S([\d.]+)/m));
  if (extr !== undefined) out.first_layer_extr_temp = extr;
  const bed = num(find(head, /^M190 (?:[^\n;]*\s)?S([\d.]+)/m));
  if (bed !== undefined) out.first_layer_bed_temp = bed;
  const weight = num(find(head, /^;Filament weight = \[?([\d.]+)/m));
  if (weight !== undefined) out.filament_weight_total = weight;
  const fname = find(head, /^;Filament name:\s*([^\n\r]+)/m);
  if (fname !== undefined) out.filament_name = utf8(fname.trim());
  const ftype = find(head, /^;Filament type = ([^\n\r]+)/m);
  if (ftype !== undefined) out.filament_type = ftype.trim();
  const nozzle =
    firstNum(find(tail, /machine_nozzle_size = ([\d.]+)/)) ??
    firstNum(find(head, /^;EXTRUDER_TRAIN\.0\.NOZZLE\.DIAMETER:([\d.]+)/m));
  if (nozzle !== undefined) out.nozzle_diameter = nozzle;
  return out;
}
