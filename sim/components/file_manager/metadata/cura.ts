// Cura (CuraEngine): `;TIME:`, `;Filament used:`, `;Layer height:`, `;MINZ:`/`;MAXZ:`, `;LAYER_COUNT:`
// header lines, the first M109/M190/M191 temperatures, the optional filament and nozzle lines some
// printer definitions add (`;Filament weight = [3.2]`, `;Filament type = PLA`, `;Nozzle diameter =
// 0.4`) and the `;SETTING_3` block at the end.

import { firstNum, num, round, utf8 } from './common';
import { assign, findMax, findNum, NUM, type SlicerFields } from './fields';

const find = (text: string, re: RegExp): string | undefined => re.exec(text)?.[1];

export function parseCura(head: string, tail: string): SlicerFields {
  const out: SlicerFields = {};
  const time = findMax(head, /^;TIME:([\d.]+)/gm);
  const used = find(head, /^;Filament used:\s*([^\n\r]+)/m);
  let total: number | undefined;
  if (used !== undefined) {
    // "3.68597m" or "1.2m, 0.5m" per extruder, in metres.
    const metres = used.split(',').map((p) => Number.parseFloat(p));
    if (metres.every((n) => Number.isFinite(n)))
      total = round(metres.reduce((a, b) => a + b, 0) * 1000);
  }
  const weights = (find(head, /^;Filament weight = \[([^\]\n]*)\]/m) ?? '')
    .split(',')
    .map((p) => Number.parseFloat(p))
    .filter((n) => Number.isFinite(n));
  const fname = find(head, /^;Filament name(?::\s*| = )([^\n\r]+)/m);
  const ftype = find(head, /^;Filament type(?::\s*| = )([^\n\r]+)/m);
  assign(out, {
    estimated_time: time === undefined ? undefined : Math.round(time),
    filament_total: total,
    layer_height: num(find(head, /^;Layer height:\s*([\d.]+)/m)),
    first_layer_height: num(find(head, /^;MINZ:([\d.]+)/m)),
    object_height: num(find(head, /^;MAXZ:([\d.]+)/m)),
    layer_count: num(find(head, /^;LAYER_COUNT:(\d+)/m)),
    first_layer_extr_temp: num(find(head, /^M109 (?:[^\n;]*\s)?S([\d.]+)/m)),
    first_layer_bed_temp: num(find(head, /^M190 (?:[^\n;]*\s)?S([\d.]+)/m)),
    chamber_temp: num(find(head, /^M191 (?:[^\n;]*\s)?S([\d.]+)/m)),
    filament_weight_total:
      weights.length > 0 ? round(weights.reduce((a, b) => a + b, 0)) : undefined,
    filament_weights: weights.length > 0 ? weights : undefined,
    filament_name: fname === undefined ? undefined : utf8(fname.trim()),
    filament_type: ftype?.trim(),
    nozzle_diameter:
      findNum(head, new RegExp(String.raw`^;Nozzle diameter = ${NUM}`, 'm')) ??
      firstNum(find(tail, /machine_nozzle_size = ([\d.]+)/)) ??
      firstNum(find(head, /^;EXTRUDER_TRAIN\.0\.NOZZLE\.DIAMETER:([\d.]+)/m)),
  });
  return out;
}
