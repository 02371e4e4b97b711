// The virtual Spoolman's records and how Spoolman shows them: vendors, filaments and spools as
// stored (nulls where unset), turned into its API answers (null fields left out, weights and lengths
// derived as Spoolman derives them), and the sample inventory a new data folder starts with.

import type { SpoolmanFilament, SpoolmanSpool, SpoolmanVendor } from '../../protocol/spoolman';

export interface VendorRow {
  id: number;
  registered: string;
  name: string;
  comment: string | null;
  empty_spool_weight: number | null;
  external_id: string | null;
  extra: Record<string, string>;
}

export interface FilamentRow {
  id: number;
  registered: string;
  name: string | null;
  vendor_id: number | null;
  material: string | null;
  price: number | null;
  density: number;
  diameter: number;
  weight: number | null;
  spool_weight: number | null;
  article_number: string | null;
  comment: string | null;
  settings_extruder_temp: number | null;
  settings_bed_temp: number | null;
  color_hex: string | null;
  multi_color_hexes: string | null;
  multi_color_direction: string | null;
  external_id: string | null;
  extra: Record<string, string>;
}

export interface SpoolRow {
  id: number;
  registered: string;
  first_used: string | null;
  last_used: string | null;
  filament_id: number;
  price: number | null;
  initial_weight: number | null;
  spool_weight: number | null;
  used_weight: number;
  location: string | null;
  lot_nr: string | null;
  comment: string | null;
  archived: boolean;
  extra: Record<string, string>;
}

export interface Inventory {
  vendors: VendorRow[];
  filaments: FilamentRow[];
  spools: SpoolRow[];
  /** Spoolman's settings the user has set, by key: each a JSON text (settings.ts). */
  settings?: Record<string, string>;
}

/** Grams of a filament length (mm), from its diameter (mm) and density (g/cm³). */
export function weightFromLength(length: number, diameter: number, density: number): number {
  return (density * length * Math.PI * (diameter / 2) ** 2) / 1000;
}

/** Millimetres of a filament weight (g). */
export function lengthFromWeight(weight: number, diameter: number, density: number): number {
  return ((weight / density) * 1000) / (Math.PI * (diameter / 2) ** 2);
}

/** A time as Spoolman writes it: ISO 8601 in UTC, whole seconds, `Z`. */
export function spoolmanTime(ms: number): string {
  return new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');
}

/** An event's time: ISO 8601 in UTC with microseconds, as Python prints utcnow(). */
export function eventTime(ms: number): string {
  return new Date(ms).toISOString().replace(/\.(\d{3})Z$/, '.$1000Z');
}

/** The object without its null (and undefined) fields, as Spoolman's answers leave them out. */
function withoutNulls<T extends object>(row: T): T {
  return Object.fromEntries(
    Object.entries(row).filter(([, v]) => v !== null && v !== undefined),
  ) as T;
}

export function vendorJson(v: VendorRow): SpoolmanVendor {
  return withoutNulls({ ...v, extra: { ...v.extra } }) as SpoolmanVendor;
}

export function filamentJson(f: FilamentRow, vendor: VendorRow | undefined): SpoolmanFilament {
  const { vendor_id: _vendorId, ...rest } = f;
  return withoutNulls({
    id: rest.id,
    registered: rest.registered,
    name: rest.name,
    vendor: vendor ? vendorJson(vendor) : null,
    material: rest.material,
    price: rest.price,
    density: rest.density,
    diameter: rest.diameter,
    weight: rest.weight,
    spool_weight: rest.spool_weight,
    article_number: rest.article_number,
    comment: rest.comment,
    settings_extruder_temp: rest.settings_extruder_temp,
    settings_bed_temp: rest.settings_bed_temp,
    color_hex: rest.color_hex,
    multi_color_hexes: rest.multi_color_hexes,
    multi_color_direction: rest.multi_color_direction,
    external_id: rest.external_id,
    extra: { ...rest.extra },
  }) as SpoolmanFilament;
}

/** A spool as Spoolman answers it: remaining weight and lengths derived from the used weight. */
export function spoolJson(s: SpoolRow, filament: SpoolmanFilament): SpoolmanSpool {
  const full = s.initial_weight ?? filament.weight ?? null;
  const remaining = full === null ? null : Math.max(full - s.used_weight, 0);
  const { diameter, density } = filament;
  return withoutNulls({
    id: s.id,
    registered: s.registered,
    first_used: s.first_used,
    last_used: s.last_used,
    filament,
    price: s.price,
    remaining_weight: remaining,
    initial_weight: s.initial_weight,
    spool_weight: s.spool_weight,
    used_weight: s.used_weight,
    remaining_length: remaining === null ? null : lengthFromWeight(remaining, diameter, density),
    used_length: lengthFromWeight(s.used_weight, diameter, density),
    location: s.location,
    lot_nr: s.lot_nr,
    comment: s.comment,
    archived: s.archived,
    extra: { ...s.extra },
  }) as SpoolmanSpool;
}

/**
 * What a new virtual Spoolman holds: three vendors, PLA, PETG and ABS filaments in several colours
 * and prices (one without a price), and spools of them — one nearly empty, one archived, one
 * priced by the spool rather than by its filament.
 */
export function sampleInventory(nowMs: number): Inventory {
  const day = 86_400_000;
  const at = (daysAgo: number): string => spoolmanTime(nowMs - daysAgo * day);
  const vendor = (id: number, name: string, empty: number | null): VendorRow => ({
    id,
    registered: at(120),
    name,
    comment: null,
    empty_spool_weight: empty,
    external_id: null,
    extra: {},
  });
  const filament = (
    id: number,
    vendorId: number,
    name: string,
    material: string,
    color: string,
    price: number | null,
    density: number,
    temps: [number, number],
  ): FilamentRow => ({
    id,
    registered: at(110 - id),
    name,
    vendor_id: vendorId,
    material,
    price,
    density,
    diameter: 1.75,
    weight: 1000,
    spool_weight: 200,
    article_number: null,
    comment: null,
    settings_extruder_temp: temps[0],
    settings_bed_temp: temps[1],
    color_hex: color,
    multi_color_hexes: null,
    multi_color_direction: null,
    external_id: null,
    extra: {},
  });
  const spool = (
    id: number,
    filamentId: number,
    used: number,
    more: Partial<SpoolRow> = {},
  ): SpoolRow => ({
    id,
    registered: at(90 - id),
    first_used: used > 0 ? at(60 - id) : null,
    last_used: used > 0 ? at(3 + id) : null,
    filament_id: filamentId,
    price: null,
    initial_weight: 1000,
    spool_weight: 200,
    used_weight: used,
    location: 'Shelf A',
    lot_nr: null,
    comment: null,
    archived: false,
    extra: {},
    ...more,
  });
  return {
    vendors: [vendor(1, 'Prusament', 201), vendor(2, 'Polymaker', 140), vendor(3, 'eSun', 224)],
    filaments: [
      filament(1, 1, 'Galaxy Black', 'PLA', '1C1C1E', 29.99, 1.24, [215, 60]),
      filament(2, 2, 'PolyLite Signal Red', 'PLA', 'D7263D', 22.5, 1.24, [210, 60]),
      filament(3, 1, 'Jet Black', 'PETG', '0B0B0B', 32.99, 1.27, [240, 85]),
      filament(4, 3, 'Fire Engine Red', 'ABS', 'C1121F', 19.9, 1.04, [250, 100]),
      filament(5, 2, 'PolyLite Teal', 'PETG', '1B998B', null, 1.27, [235, 80]),
    ],
    spools: [
      spool(1, 1, 245.5, { lot_nr: 'PR-22481', location: 'Printer' }),
      spool(2, 2, 0, { price: 24.0 }),
      spool(3, 3, 968.2, { comment: 'Nearly empty: enough for a small part' }),
      spool(4, 4, 1000, { archived: true, location: 'Archive' }),
      spool(5, 5, 120.8, { location: 'Dry box' }),
    ],
  };
}
