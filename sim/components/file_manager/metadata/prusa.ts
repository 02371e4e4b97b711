// The PrusaSlicer family: PrusaSlicer and its forks (SuperSlicer, OrcaSlicer, QIDISlicer, …) write
// their totals and `; key = value` configuration at the end of the file; Slic3r (1.x) and Slic3r
// Prusa Edition have older totals lines; BambuStudio writes a header block (`; key: value`) and its
// configuration at the start of the file.

import { firstNum, lastMatch, num, numList, parseDuration, round, utf8 } from './common';
import { assign, findMax, NUM, type SlicerFields } from './fields';

export type { SlicerFields } from './fields';

/** Where the family member keeps its configuration and which totals lines it writes. */
export type PrusaDialect = 'prusa' | 'slic3r' | 'slic3r-pe' | 'bambu';

/** `; key = value` and `; key: value` lines of a text (the first occurrence wins). */
function keyValues(text: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const m of text.matchAll(/^; ?([^=:\n;]+?) ?(?: = |: | : )([^\n\r]*)/gm)) {
    const key = m[1]?.trim();
    if (key !== undefined && m[2] !== undefined && !map.has(key)) map.set(key, m[2].trim());
  }
  return map;
}

/**
 * A per-extruder list as the family writes it: `PLA;PETG`, `"Generic PLA";"Prusament PETG"`,
 * `#FF8000,#FFFFFF` (quoted items may hold separators).
 */
export function splitList(value: string | undefined): string[] {
  if (value === undefined) return [];
  const out: string[] = [];
  for (const m of value.matchAll(/\s*"((?:\\"|[^"])*)"\s*|[^,;]+/g)) {
    const item = (m[1] !== undefined ? m[1].replace(/\\"/g, '"') : m[0]).trim();
    if (item !== '') out.push(utf8(item));
  }
  return out;
}

/** One name as is; several as a JSON list (what Moonraker gives for multi-material prints). */
function oneOrList(items: string[]): string | undefined {
  if (items.length === 0) return undefined;
  if (items.length === 1) return items[0];
  return `[${items.map((item) => JSON.stringify(item)).join(', ')}]`;
}

const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);

function ints(value: string | undefined): number[] {
  const items = splitList(value).map((s) => Number(s));
  return items.every((n) => Number.isFinite(n)) ? items.map((n) => Math.round(n)) : [];
}

/** Highest layer: `;Z:` markers, the layer-change comment, else the highest `G1 Z… F…` move. */
function objectHeight(kv: Map<string, string>, tail: string): number | undefined {
  const z =
    num(kv.get('max_layer_z')) ??
    num(lastMatch(tail, /^;Z:([\d.]+)/gm)) ??
    findMax(tail, /;BEFORE_LAYER_CHANGE\r?\n(?:.*\n)?;(\d+\.?\d*)/g) ??
    findMax(tail, new RegExp(String.raw`^G1 Z${NUM} F`, 'gm'));
  return z === undefined ? undefined : round(z, 4);
}

function firstLayerHeight(value: string | undefined, layer: number | undefined) {
  if (value === undefined) return undefined;
  // Slic3r may give it as a percentage of the layer height.
  const pct = /^([\d.]+)%$/.exec(value);
  if (pct) return layer === undefined ? undefined : round((layer * Number(pct[1])) / 100, 4);
  return num(value);
}

function filamentTotal(
  dialect: PrusaDialect,
  get: (k: string) => string | undefined,
  tail: string,
) {
  const mm = numList(get('filament used [mm]'));
  if (mm.length > 0) return round(sum(mm));
  if (dialect === 'bambu') return num(get('total filament length [mm]'));
  const metres = num(get('filament_length_m'));
  if (metres !== undefined) return round(metres * 1000);
  // Slic3r 1.x and Slic3r PE: `; filament used = 1694.7mm (4.1cm3)`, one line per extruder.
  const lines = [...tail.matchAll(/^; filament used = ([\d.]+)mm/gm)].map((m) => Number(m[1]));
  return lines.length > 0 ? round(sum(lines)) : undefined;
}

function estimatedTime(get: (k: string) => string | undefined, head: string) {
  const total = /^; model printing time: [^;\n]*; total estimated time: ([^\n\r]+)/m.exec(head);
  return (
    parseDuration(total?.[1]) ??
    parseDuration(get('estimated printing time (normal mode)')) ??
    parseDuration(get('estimated printing time'))
  );
}

function layerCount(get: (k: string) => string | undefined, head: string, tail: string) {
  return (
    num(get('total layer number')) ??
    num(get('total layers count')) ??
    num(get('total layer count')) ??
    num(lastMatch(head, /SET_PRINT_STATS_INFO\s+TOTAL_LAYER=(\d+)/g)) ??
    num(lastMatch(tail, /^; total layers count = (\d+)/gm))
  );
}

export function parsePrusaFamily(
  head: string,
  tail: string,
  dialect: PrusaDialect = 'prusa',
): SlicerFields {
  // Bambu keeps its configuration in the header; the others at the end of the file.
  const [main, other] = dialect === 'bambu' ? [head, tail] : [tail, head];
  const kv = keyValues(main);
  const otherKv = keyValues(other);
  const get = (k: string): string | undefined => kv.get(k) ?? otherKv.get(k);
  // OrcaSlicer (like BambuStudio) names some settings differently from PrusaSlicer.
  const pick = (...keys: string[]): string | undefined =>
    keys.map(get).find((v) => v !== undefined);
  const out: SlicerFields = {};

  const layer = num(get('layer_height'));
  const mm = numList(get('filament used [mm]'));
  const grams = numList(get('filament used [g]'));
  const bambu = dialect === 'bambu';
  const weight =
    num(get(bambu ? 'total filament weight [g]' : 'total filament used [g]')) ??
    num(get('filament mass_g')) ??
    (grams.length > 0 ? round(sum(grams)) : undefined);
  const names = splitList(get('filament_settings_id'));
  const types = splitList(get('filament_type'));
  const temps = ints(get('temperature') ?? get('nozzle_temperature'));

  assign(out, {
    object_height: bambu ? num(get('max_z_height')) : objectHeight(kv, tail),
    estimated_time: estimatedTime(get, head),
    nozzle_diameter: firstNum(get('nozzle_diameter')),
    layer_height: layer,
    first_layer_height: firstLayerHeight(
      pick('first_layer_height', 'initial_layer_print_height'),
      layer,
    ),
    first_layer_extr_temp: firstNum(
      pick('first_layer_temperature', 'nozzle_temperature_initial_layer'),
    ),
    first_layer_bed_temp: firstNum(
      pick('first_layer_bed_temperature', 'hot_plate_temp_initial_layer'),
    ),
    chamber_temp: firstNum(pick('chamber_temperature', 'chamber_temperatures')),
    filament_name: oneOrList(names),
    filament_type: oneOrList(types),
    filament_colors: splitList(get('filament_colour')),
    extruder_colors: splitList(get('extruder_colour')),
    filament_temps: temps,
    referenced_tools: ints(get('referenced_tools')),
    mmu_print: num(get('single_extruder_multi_material')) ?? (mm.length > 1 ? 1 : 0),
    filament_total: filamentTotal(dialect, get, tail),
    filament_weight_total: weight,
    filament_change_count: num(get('total toolchanges')) ?? num(get('total filament change')),
    layer_count: layerCount(get, head, tail),
  });
  // Multi-part lists are kept even when empty, as Moonraker does.
  out.filament_colors ??= [];
  out.extruder_colors ??= [];
  out.filament_temps ??= [];
  out.referenced_tools ??= [];
  if (grams.length > 0 && !bambu) out.filament_weights = grams;
  for (const key of [
    'printer_model',
    'printer_vendor',
    'printer_variant',
    'profile_version',
  ] as const) {
    const value = get(key);
    if (value !== undefined) out[key] = utf8(value.replace(/^"(.*)"$/, '$1'));
  }

  if (
    out.layer_count === undefined &&
    out.object_height !== undefined &&
    layer &&
    out.first_layer_height !== undefined
  )
    out.layer_count = Math.round((out.object_height - out.first_layer_height) / layer) + 1;
  return out;
}
