// Lists of user-made entries kept in the database (console filters, thermal presets): replacing
// or adding one by id, and a fresh id for a new one. Pure.

/** The list with `item` replacing the one of the same id, or added at the end. */
export function upsertById<T extends { id: string }>(list: readonly T[], item: T): T[] {
  const index = list.findIndex((x) => x.id === item.id);
  if (index === -1) return [...list, item];
  return list.map((x, i) => (i === index ? item : x));
}

/**
 * A fresh id for a new entry (spec §3: -1 while new, then a generated one): the time and a random
 * part in base 36, never one of `taken`. `now` and `random` are passed in (pure).
 */
export function generateId(taken: readonly string[], now: number, random: number): string {
  const used = new Set(taken);
  let n = Math.floor(random * 36 ** 4);
  let id = `${now.toString(36)}${n.toString(36)}`;
  while (used.has(id)) id = `${now.toString(36)}${(++n).toString(36)}`;
  return id;
}

/** The list without the entry of this id. */
export function removeById<T extends { id: string }>(list: readonly T[], id: string): T[] {
  return list.filter((x) => x.id !== id);
}
