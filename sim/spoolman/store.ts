// The virtual Spoolman's inventory: vendors, filaments and spools kept in a JSON file of its own data
// folder (written shortly after each change), and the changes Spoolman makes to them — create,
// update, delete, use by weight or length — each announced to its websocket listeners.

import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type {
  SpoolmanEvent,
  SpoolmanFilament,
  SpoolmanSpool,
  SpoolmanVendor,
} from '../../protocol/spoolman';
import {
  eventTime,
  filamentJson,
  sampleInventory,
  spoolJson,
  spoolmanTime,
  vendorJson,
  weightFromLength,
  type FilamentRow,
  type Inventory,
  type SpoolRow,
  type VendorRow,
} from './model';

/** Spoolman's 404: the item a request names does not exist. */
export class NotFound extends Error {}

/** Spoolman's 400 with a message. */
export class BadRequest extends Error {}

/** The most records of one kind the simulator keeps: a client cannot grow the file without end. */
export const MAX_RECORDS = 5000;

export type Resource = 'spool' | 'filament' | 'vendor';
export type StoreEvent = SpoolmanEvent<SpoolmanSpool | SpoolmanFilament | SpoolmanVendor>;
type Listener = (event: StoreEvent, id: number) => void;

const WRITE_DELAY_MS = 200;

export class SpoolStore {
  private data: Inventory;
  private timer: NodeJS.Timeout | null = null;
  private readonly listeners = new Set<Listener>();

  constructor(
    private readonly file: string,
    private readonly now: () => number = Date.now,
  ) {
    this.data = this.read() ?? sampleInventory(now());
    if (!existsSync(file)) this.flush();
  }

  private read(): Inventory | null {
    try {
      const parsed = JSON.parse(readFileSync(this.file, 'utf8')) as Inventory;
      if (
        Array.isArray(parsed.spools) &&
        Array.isArray(parsed.filaments) &&
        Array.isArray(parsed.vendors)
      )
        return parsed;
    } catch {
      // Missing or unreadable: a new inventory.
    }
    return null;
  }

  /** Writes the file now (a pending delayed write is done at once). */
  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    mkdirSync(dirname(this.file), { recursive: true });
    const tmp = `${this.file}.tmp`;
    writeFileSync(tmp, JSON.stringify(this.data));
    renameSync(tmp, this.file);
  }

  private changed(
    resource: Resource,
    type: StoreEvent['type'],
    id: number,
    payload: StoreEvent['payload'],
  ): void {
    this.timer ??= setTimeout(() => this.flush(), WRITE_DELAY_MS);
    const event: StoreEvent = { type, resource, date: eventTime(this.now()), payload };
    for (const listener of this.listeners) listener(event, id);
  }

  onChange(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  // Reading ---------------------------------------------------------------------------------------

  vendorRows(): VendorRow[] {
    return this.data.vendors;
  }

  filamentRows(): FilamentRow[] {
    return this.data.filaments;
  }

  spoolRows(): SpoolRow[] {
    return this.data.spools;
  }

  vendor(id: number): SpoolmanVendor {
    const row = this.data.vendors.find((v) => v.id === id);
    if (!row) throw new NotFound(`No vendor with ID ${id} found.`);
    return vendorJson(row);
  }

  filament(id: number): SpoolmanFilament {
    const row = this.data.filaments.find((f) => f.id === id);
    if (!row) throw new NotFound(`No filament with ID ${id} found.`);
    return this.filamentOf(row);
  }

  filamentOf(row: FilamentRow): SpoolmanFilament {
    const vendor = this.data.vendors.find((v) => v.id === row.vendor_id);
    return filamentJson(row, vendor);
  }

  spool(id: number): SpoolmanSpool {
    return this.spoolOf(this.spoolRow(id));
  }

  spoolOf(row: SpoolRow): SpoolmanSpool {
    const filament = this.data.filaments.find((f) => f.id === row.filament_id);
    if (!filament) throw new NotFound('Filament not found for spool.');
    return spoolJson(row, this.filamentOf(filament));
  }

  private spoolRow(id: number): SpoolRow {
    const row = this.data.spools.find((s) => s.id === id);
    if (!row) throw new NotFound(`No spool with ID ${id} found.`);
    return row;
  }

  private nextId(rows: { id: number }[]): number {
    if (rows.length >= MAX_RECORDS)
      throw new BadRequest('Too many records in the virtual Spoolman.');
    return rows.reduce((max, r) => Math.max(max, r.id), 0) + 1;
  }

  // Spools ----------------------------------------------------------------------------------------

  /** Spoolman's create: weights from the filament when not given, used weight from a remaining one. */
  createSpool(body: Record<string, unknown>): SpoolmanSpool {
    const filamentId = body.filament_id as number;
    const filament = this.data.filaments.find((f) => f.id === filamentId);
    if (!filament) throw new NotFound(`No filament with ID ${filamentId} found.`);
    const initial = (body.initial_weight as number | null | undefined) ?? filament.weight;
    let used = body.used_weight as number | null | undefined;
    if (used === undefined || used === null) {
      const remaining = body.remaining_weight as number | null | undefined;
      if (remaining !== undefined && remaining !== null) {
        if (initial === null || initial === 0)
          throw new BadRequest('Failed to create spool, see server logs for more information.');
        used = Math.max(initial - remaining, 0);
      } else used = 0;
    }
    const row: SpoolRow = {
      id: this.nextId(this.data.spools),
      registered: spoolmanTime(this.now()),
      first_used: timeOf(body.first_used),
      last_used: timeOf(body.last_used),
      filament_id: filamentId,
      price: (body.price as number | null | undefined) ?? null,
      initial_weight: initial,
      spool_weight: (body.spool_weight as number | null | undefined) ?? filament.spool_weight,
      used_weight: used,
      location: (body.location as string | null | undefined) ?? null,
      lot_nr: (body.lot_nr as string | null | undefined) ?? null,
      comment: (body.comment as string | null | undefined) ?? null,
      archived: (body.archived as boolean | undefined) ?? false,
      extra: extraOf(body.extra, {}),
    };
    this.data.spools.push(row);
    const json = this.spoolOf(row);
    this.changed('spool', 'added', row.id, json);
    return json;
  }

  /** Spoolman's update: only the fields sent change; `extra` is merged key by key. */
  updateSpool(id: number, body: Record<string, unknown>): SpoolmanSpool {
    const row = this.spoolRow(id);
    const next: SpoolRow = { ...row, extra: { ...row.extra } };
    for (const [key, value] of Object.entries(body)) {
      if (key === 'filament_id') {
        const filament = this.data.filaments.find((f) => f.id === value);
        if (!filament) throw new NotFound(`No filament with ID ${String(value)} found.`);
        next.filament_id = filament.id;
        next.initial_weight ??= filament.weight;
      } else if (key === 'remaining_weight') {
        if (next.initial_weight === null)
          throw new BadRequest('Failed to update spool, see server logs for more information.');
        if (value !== null) next.used_weight = Math.max(next.initial_weight - (value as number), 0);
      } else if (key === 'first_used' || key === 'last_used') {
        next[key] = timeOf(value);
      } else if (key === 'extra') {
        next.extra = extraOf(value, next.extra);
      } else if (key === 'used_weight' || key === 'archived') {
        if (value !== null) (next as unknown as Record<string, unknown>)[key] = value;
      } else {
        (next as unknown as Record<string, unknown>)[key] = value;
      }
    }
    Object.assign(row, next);
    const json = this.spoolOf(row);
    this.changed('spool', 'updated', id, json);
    return json;
  }

  deleteSpool(id: number): void {
    const row = this.spoolRow(id);
    const json = this.spoolOf(row);
    this.data.spools = this.data.spools.filter((s) => s !== row);
    this.changed('spool', 'deleted', id, json);
  }

  /** Uses filament by weight (g) or length (mm); the used weight never goes below 0. */
  useSpool(id: number, use: { weight?: number; length?: number }): SpoolmanSpool {
    const row = this.data.spools.find((s) => s.id === id);
    const filament = row && this.data.filaments.find((f) => f.id === row.filament_id);
    if (use.length !== undefined && (!row || !filament))
      throw new NotFound('Filament not found for spool.');
    if (!row) throw new NotFound(`No spool with ID ${id} found.`);
    const grams =
      use.weight ??
      weightFromLength(use.length ?? 0, filament?.diameter ?? 1.75, filament?.density ?? 1.24);
    row.used_weight = Math.max(row.used_weight + grams, 0);
    const stamp = spoolmanTime(this.now());
    row.first_used ??= stamp;
    row.last_used = stamp;
    const json = this.spoolOf(row);
    this.changed('spool', 'updated', id, json);
    return json;
  }

  // Filaments and vendors -------------------------------------------------------------------------

  createFilament(body: Record<string, unknown>): SpoolmanFilament {
    const vendorId = (body.vendor_id as number | null | undefined) ?? null;
    if (vendorId !== null) this.vendor(vendorId);
    const row: FilamentRow = {
      id: this.nextId(this.data.filaments),
      registered: spoolmanTime(this.now()),
      name: null,
      vendor_id: vendorId,
      material: null,
      price: null,
      density: body.density as number,
      diameter: body.diameter as number,
      weight: null,
      spool_weight: null,
      article_number: null,
      comment: null,
      settings_extruder_temp: null,
      settings_bed_temp: null,
      color_hex: null,
      multi_color_hexes: null,
      multi_color_direction: null,
      external_id: null,
      extra: {},
    };
    assignFields(row, body, ['vendor_id', 'density', 'diameter']);
    if (typeof row.color_hex === 'string')
      row.color_hex = row.color_hex.toUpperCase().replace(/^#/, '');
    this.data.filaments.push(row);
    const json = this.filamentOf(row);
    this.changed('filament', 'added', row.id, json);
    return json;
  }

  updateFilament(id: number, body: Record<string, unknown>): SpoolmanFilament {
    const row = this.data.filaments.find((f) => f.id === id);
    if (!row) throw new NotFound(`No filament with ID ${id} found.`);
    if (typeof body.vendor_id === 'number') this.vendor(body.vendor_id);
    assignFields(row, body, []);
    const json = this.filamentOf(row);
    this.changed('filament', 'updated', id, json);
    return json;
  }

  createVendor(body: Record<string, unknown>): SpoolmanVendor {
    const row: VendorRow = {
      id: this.nextId(this.data.vendors),
      registered: spoolmanTime(this.now()),
      name: body.name as string,
      comment: null,
      empty_spool_weight: null,
      external_id: null,
      extra: {},
    };
    assignFields(row, body, ['name']);
    this.data.vendors.push(row);
    const json = vendorJson(row);
    this.changed('vendor', 'added', row.id, json);
    return json;
  }

  updateVendor(id: number, body: Record<string, unknown>): SpoolmanVendor {
    const row = this.data.vendors.find((v) => v.id === id);
    if (!row) throw new NotFound(`No vendor with ID ${id} found.`);
    assignFields(row, body, []);
    const json = vendorJson(row);
    this.changed('vendor', 'updated', id, json);
    return json;
  }

  /** A setting's JSON text, or undefined while it is not set. */
  setting(key: string): string | undefined {
    const settings = this.data.settings ?? {};
    return Object.hasOwn(settings, key) ? settings[key] : undefined;
  }

  /** Stores a setting's JSON text; undefined unsets it. */
  setSetting(key: string, value: string | undefined): void {
    const settings = { ...this.data.settings };
    if (value === undefined) delete settings[key];
    else settings[key] = value;
    this.data.settings = settings;
    this.timer ??= setTimeout(() => this.flush(), WRITE_DELAY_MS);
  }

  close(): void {
    if (this.timer) this.flush();
  }
}

function timeOf(value: unknown): string | null {
  return typeof value === 'number' ? spoolmanTime(value) : null;
}

/** `extra` merged as Spoolman merges it: keys sent replace, a null value removes the key. */
function extraOf(patch: unknown, current: Record<string, string>): Record<string, string> {
  const out = { ...current };
  if (typeof patch !== 'object' || patch === null) return out;
  for (const [k, v] of Object.entries(patch)) {
    if (v === null) delete out[k];
    else out[k] = String(v);
  }
  return out;
}

/** Copies the checked fields of a body onto a row (`extra` merged; `skip` already handled). */
function assignFields(row: object, body: Record<string, unknown>, skip: string[]): void {
  const target = row as Record<string, unknown>;
  for (const [key, value] of Object.entries(body)) {
    if (skip.includes(key) || !(key in target)) continue;
    if (key === 'extra') target.extra = extraOf(value, target.extra as Record<string, string>);
    else if (key === 'registered' || key === 'id') continue;
    else target[key] = value;
  }
}
