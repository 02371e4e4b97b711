// Printer ids: the readable, stable part of a printer's address (/p/<id>/…), made once from the
// printer's name and kept when it is renamed, so a bookmark keeps pointing at the same printer.

const MAX_ID_LENGTH = 40;

/** Lower-case ASCII letters, digits and single dashes: "Voron 2.4 #1" → "voron-2-4-1". */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_ID_LENGTH)
    .replace(/^-+|-+$/g, '');
  return slug || 'printer';
}

/** `slugify(name)`, or with `-2`, `-3`, … when an id in `taken` already has it. */
export function uniqueId(name: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  const base = slugify(name);
  if (!used.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!used.has(candidate)) return candidate;
  }
}

/** Whether `id` is an id as uniqueId makes them (what an address may name). */
export function isPrinterId(id: string): boolean {
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(id) && id.length <= MAX_ID_LENGTH + 6;
}

/**
 * Ids for a list whose entries may lack one (a list kept before ids existed, an imported file):
 * an entry keeps a valid id that no earlier entry took; the others get one from their name.
 */
export function assignIds<T extends { name: string; id?: string }>(
  items: readonly T[],
): (T & { id: string })[] {
  const taken = new Set<string>();
  const kept = items.map((item) =>
    item.id && isPrinterId(item.id) && !taken.has(item.id) ? (taken.add(item.id), item.id) : null,
  );
  return items.map((item, index) => {
    const id = kept[index] ?? uniqueId(item.name, taken);
    taken.add(id);
    return { ...item, id };
  });
}

/** The printer an address names (`/p/<id>/…`, the build's base path removed first), or null. */
export function printerIdInPath(pathname: string, base = ''): string | null {
  const path = base && pathname.startsWith(base) ? pathname.slice(base.length) : pathname;
  const match = /^\/p\/([^/]+)(?:\/|$)/.exec(path);
  return match?.[1] && isPrinterId(match[1]) ? match[1] : null;
}
