// What the spool card and the change-spool dialog show of a Spoolman spool: its colour, names,
// remaining filament and the share used, the colour family it is searched and filtered by, and the
// dialog's search and material filter. Pure; table-tested.
import type { SpoolmanSpool } from '../../../../protocol/spoolman';

export const COLOR_FAMILIES = [
  'black',
  'white',
  'grey',
  'red',
  'orange',
  'yellow',
  'green',
  'cyan',
  'blue',
  'purple',
  'pink',
  'brown',
] as const;
export type ColorFamily = (typeof COLOR_FAMILIES)[number];

/** Spoolman's colour (six or eight hex digits, no '#') as CSS, or null when it has none. */
export function spoolColor(hex: string | undefined): string | null {
  if (!hex || !/^([0-9a-f]{6}|[0-9a-f]{8})$/i.test(hex)) return null;
  return `#${hex.toUpperCase()}`;
}

/** The family a colour belongs to, by its hue, lightness and saturation; null without a colour. */
export function colorFamily(hex: string | undefined): ColorFamily | null {
  const css = spoolColor(hex);
  if (!css) return null;
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(css.slice(i, i + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const light = (max + min) / 2;
  const chroma = max - min;
  if (light < 0.12 || (chroma < 0.12 && light < 0.3)) return 'black';
  if (chroma < 0.12) return light > 0.85 ? 'white' : 'grey';
  let hue: number;
  if (max === r) hue = (((g - b) / chroma) % 6) * 60;
  else if (max === g) hue = ((b - r) / chroma + 2) * 60;
  else hue = ((r - g) / chroma + 4) * 60;
  if (hue < 0) hue += 360;
  if (hue < 15 || hue >= 345) return 'red';
  if (hue < 45) return light < 0.45 ? 'brown' : 'orange';
  if (hue < 70) return 'yellow';
  if (hue < 160) return 'green';
  if (hue < 200) return 'cyan';
  if (hue < 255) return 'blue';
  if (hue < 290) return 'purple';
  return 'pink';
}

export interface SpoolSummary {
  id: number;
  /** The filament's name, else its material, else '' (the card then names the spool by id). */
  name: string;
  material: string;
  vendor: string;
  color: string | null;
  /** g; undefined when Spoolman knows no weight for the spool. */
  remainingWeight?: number;
  /** mm */
  remainingLength?: number;
  /** 0–100, of the spool's initial weight (else its filament's); undefined when neither is known. */
  usedPercent?: number;
  archived: boolean;
}

export function spoolSummary(spool: SpoolmanSpool): SpoolSummary {
  const { filament } = spool;
  const full = spool.initial_weight ?? filament.weight;
  const summary: SpoolSummary = {
    id: spool.id,
    name: filament.name ?? filament.material ?? '',
    material: filament.material ?? '',
    vendor: filament.vendor?.name ?? '',
    color: spoolColor(filament.color_hex),
    archived: spool.archived,
  };
  if (spool.remaining_weight !== undefined) summary.remainingWeight = spool.remaining_weight;
  if (spool.remaining_length !== undefined) summary.remainingLength = spool.remaining_length;
  if (full !== undefined && full > 0)
    summary.usedPercent = Math.min(100, Math.max(0, (spool.used_weight / full) * 100));
  return summary;
}

/** The materials of the spools, each once, in alphabetical order. */
export function spoolMaterials(spools: readonly SpoolmanSpool[]): string[] {
  const set = new Set<string>();
  for (const spool of spools) if (spool.filament.material) set.add(spool.filament.material);
  return [...set].sort((a, b) => a.localeCompare(b));
}

export interface SpoolListFilter {
  /** Words typed into the search field; every word must match one of the spool's texts. */
  search: string;
  /** One material, or '' for all. */
  material: string;
  /** Archived spools are shown only when this is true. */
  archived?: boolean;
  /** Colour family names in the interface language, so 'rot' finds a red spool in German. */
  colorName?: (family: ColorFamily) => string;
}

/** The texts a spool is found by: id (#3), names, material, vendor, colour, location, lot. */
function searchTexts(spool: SpoolmanSpool, colorName?: (family: ColorFamily) => string): string[] {
  const { filament } = spool;
  const family = colorFamily(filament.color_hex);
  const texts = [
    `#${spool.id}`,
    filament.name,
    filament.material,
    filament.vendor?.name,
    filament.color_hex,
    spool.location,
    spool.lot_nr,
    family ?? undefined,
    family && colorName ? colorName(family) : undefined,
  ];
  return texts.filter((t): t is string => !!t).map((t) => t.toLocaleLowerCase());
}

/** The spools the dialog lists for `filter`, in the order given. */
export function filterSpools(
  spools: readonly SpoolmanSpool[],
  filter: SpoolListFilter,
): SpoolmanSpool[] {
  const words = filter.search.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  return spools.filter((spool) => {
    if (spool.archived && !filter.archived) return false;
    if (filter.material && spool.filament.material !== filter.material) return false;
    if (words.length === 0) return true;
    const texts = searchTexts(spool, filter.colorName);
    return words.every((word) => texts.some((text) => text.includes(word)));
  });
}
