// The list filters of the virtual Spoolman, as Spoolman reads them: comma-separated terms matched
// case-insensitively in part ("quoted" = exactly, empty = unset), ids exactly, archived spools only
// with allow_archived, `sort=field:asc|desc,…` with unset values last, and limit/offset paging.

import { BadRequest } from './store';

/** Whether a text field matches a term list such as `pla,"PETG",` (empty term = unset). */
export function matchesTerms(value: string | null | undefined, terms: string): boolean {
  return terms.split(',').some((term) => {
    if (term === '') return value === null || value === undefined || value === '';
    if (value === null || value === undefined) return false;
    if (term.length >= 2 && term.startsWith('"') && term.endsWith('"'))
      return value === term.slice(1, -1);
    return value.toLowerCase().includes(term.toLowerCase());
  });
}

/** Whether an id matches a list such as `1,3` (-1 matches no id at all). */
export function matchesIds(value: number | null | undefined, ids: string): boolean {
  return ids.split(',').some((id) => (Number(id) === -1 ? value == null : value === Number(id)));
}

export type SortOrder = 'asc' | 'desc';

/** `field:asc,other:desc` → ordered pairs; Spoolman's 400 messages for a malformed item. */
export function parseSort(sort: string | undefined): [string, SortOrder][] {
  const out: [string, SortOrder][] = [];
  if (sort === undefined) return out;
  for (const raw of sort.split(',')) {
    const item = raw.trim();
    if (item === '') continue;
    const at = item.indexOf(':');
    if (at < 0)
      throw new BadRequest(
        `Invalid sort '${item}', expected the form 'field:asc' or 'field:desc'.`,
      );
    const field = item.slice(0, at);
    const direction = item.slice(at + 1);
    if (field === '') throw new BadRequest(`Invalid sort '${item}', no field name was given.`);
    const order = direction.trim().toLowerCase();
    if (order !== 'asc' && order !== 'desc')
      throw new BadRequest(
        `Invalid sort direction '${direction}' for field '${field}', expected 'asc' or 'desc'.`,
      );
    out.push([field, order]);
  }
  return out;
}

/** The fields a list of each kind can be sorted by (as their answers name them). */
export const SORTABLE: Record<string, { model: string; fields: readonly string[] }> = {
  spool: {
    model: 'Spool',
    fields: [
      'id',
      'registered',
      'first_used',
      'last_used',
      'filament_id',
      'price',
      'initial_weight',
      'spool_weight',
      'used_weight',
      'location',
      'lot_nr',
      'comment',
      'archived',
      'remaining_weight',
      'remaining_length',
      'used_length',
      'filament.combined_name',
    ],
  },
  filament: {
    model: 'Filament',
    fields: [
      'id',
      'registered',
      'name',
      'vendor_id',
      'material',
      'price',
      'density',
      'diameter',
      'weight',
      'spool_weight',
      'article_number',
      'comment',
      'settings_extruder_temp',
      'settings_bed_temp',
      'color_hex',
      'multi_color_hexes',
      'multi_color_direction',
      'external_id',
    ],
  },
  vendor: {
    model: 'Vendor',
    fields: ['id', 'registered', 'name', 'comment', 'empty_spool_weight', 'external_id'],
  },
};

/** The value a sort field reads from an answer object (`filament.vendor.name` goes down). */
function sortValue(item: Record<string, unknown>, field: string): unknown {
  if (field === 'filament.combined_name') {
    const f = item.filament as Record<string, unknown>;
    const vendor = (f.vendor as Record<string, unknown> | undefined)?.name ?? '';
    return `${String(vendor)} ${String(f.name ?? '')}`;
  }
  if (field === 'filament_id') return (item.filament as Record<string, unknown>).id;
  // A spool's price: its own, else its filament's.
  if (field === 'price' && 'filament' in item)
    return item.price ?? (item.filament as Record<string, unknown>).price;
  if (field === 'vendor_id') return (item.vendor as Record<string, unknown> | undefined)?.id;
  return field
    .split('.')
    .reduce<unknown>(
      (v, part) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[part] : undefined),
      item,
    );
}

/** Checks a sort field against the kind's fields (nested ones through filament and vendor). */
function checkField(kind: string, field: string): void {
  const [head, ...rest] = field.split('.');
  if (field === 'filament.combined_name' && kind === 'spool') return;
  if (head === 'filament' && kind === 'spool') {
    if (rest.length === 0) throw new BadRequest('No field specified for filament');
    return checkField('filament', rest.join('.'));
  }
  if (head === 'vendor' && kind === 'filament') {
    if (rest.length === 0) throw new BadRequest('No field specified for vendor');
    return checkField('vendor', rest.join('.'));
  }
  const sortable = SORTABLE[kind];
  if (!sortable || !head || !sortable.fields.includes(head))
    throw new BadRequest(
      `Invalid field name '${field}', '${head ?? ''}' is not a valid field on '${sortable?.model ?? kind}'.`,
    );
  if (rest.length > 0) throw new BadRequest(`Field '${head}' does not have any nested fields`);
}

/** Sorts answer objects in place by the parsed sort (unset values last either way). */
export function sortItems<T extends object>(
  kind: string,
  items: T[],
  sort: [string, SortOrder][],
): T[] {
  for (const [field] of sort) checkField(kind, field);
  return items.sort((a, b) => {
    for (const [field, order] of sort) {
      const x = sortValue(a as Record<string, unknown>, field);
      const y = sortValue(b as Record<string, unknown>, field);
      if (x === y) continue;
      if (x === undefined || x === null) return 1;
      if (y === undefined || y === null) return -1;
      const cmp = x < y ? -1 : 1;
      return order === 'asc' ? cmp : -cmp;
    }
    return 0;
  });
}

/** One page of a list: `offset` applies only with a `limit`, as in Spoolman. */
export function page<T>(items: T[], limit: number | undefined, offset: number): T[] {
  if (limit === undefined) return items;
  return items.slice(Math.max(offset, 0), Math.max(offset, 0) + Math.max(limit, 0));
}
