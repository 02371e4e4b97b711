// The dashboard layout: two containers (container1, container2), each an ordered list of cards
// with their enabled and collapsed state. Pure rules: the default layout from the card registry,
// merging a stored layout with the registry, moving, enabling and collapsing cards.

export const CONTAINERS = ['container1', 'container2'] as const;
export type ContainerId = (typeof CONTAINERS)[number];

export interface LayoutEntry {
  id: string;
  enabled: boolean;
  collapsed: boolean;
}

export type DashboardLayout = Record<ContainerId, LayoutEntry[]>;

/** What the layout needs to know of a registered card: where it goes by default. */
export interface CardPlacement {
  id: string;
  container: ContainerId;
  /** Position within its default container (lower first). */
  order: number;
}

const byOrder = (a: CardPlacement, b: CardPlacement) => a.order - b.order || (a.id < b.id ? -1 : 1);

/** The default layout: every registered card enabled and expanded in its default container. */
export function defaultLayout(cards: readonly CardPlacement[]): DashboardLayout {
  const sorted = [...cards].sort(byOrder);
  const column = (container: ContainerId) =>
    sorted
      .filter((card) => card.container === container)
      .map((card) => ({ id: card.id, enabled: true, collapsed: false }));
  return { container1: column('container1'), container2: column('container2') };
}

/**
 * Merge what the database holds with the registry: stored order, container, enabled and collapsed
 * are kept; unknown or repeated ids and malformed entries are dropped; registered cards missing from
 * the stored layout are added at the end of their default container, enabled.
 */
export function mergeLayout(stored: unknown, cards: readonly CardPlacement[]): DashboardLayout {
  const known = new Set(cards.map((card) => card.id));
  const seen = new Set<string>();
  const result: DashboardLayout = { container1: [], container2: [] };
  const source = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  for (const container of CONTAINERS) {
    const list = source[container];
    if (!Array.isArray(list)) continue;
    for (const item of list as unknown[]) {
      if (!item || typeof item !== 'object') continue;
      const { id, enabled, collapsed } = item as Record<string, unknown>;
      if (typeof id !== 'string' || !known.has(id) || seen.has(id)) continue;
      seen.add(id);
      result[container].push({
        id,
        enabled: typeof enabled === 'boolean' ? enabled : true,
        collapsed: typeof collapsed === 'boolean' ? collapsed : false,
      });
    }
  }
  for (const card of [...cards].sort(byOrder)) {
    if (!seen.has(card.id))
      result[card.container].push({ id: card.id, enabled: true, collapsed: false });
  }
  return result;
}

/** Where a card is: its container and index, or null. */
export function findCard(
  layout: DashboardLayout,
  id: string,
): { container: ContainerId; index: number } | null {
  for (const container of CONTAINERS) {
    const index = layout[container].findIndex((entry) => entry.id === id);
    if (index >= 0) return { container, index };
  }
  return null;
}

/**
 * Move a card to `index` of `container` (clamped; the index counts the target list without the
 * moved card). Unknown ids leave the layout as it is.
 */
export function moveCard(
  layout: DashboardLayout,
  id: string,
  container: ContainerId,
  index: number,
): DashboardLayout {
  const from = findCard(layout, id);
  if (!from) return layout;
  const entry = layout[from.container][from.index] as LayoutEntry;
  const next: DashboardLayout = {
    container1: layout.container1.filter((e) => e.id !== id),
    container2: layout.container2.filter((e) => e.id !== id),
  };
  const target = next[container];
  const at = Math.max(0, Math.min(index, target.length));
  target.splice(at, 0, entry);
  return next;
}

function update(
  layout: DashboardLayout,
  id: string,
  change: Partial<Omit<LayoutEntry, 'id'>>,
): DashboardLayout {
  if (!findCard(layout, id)) return layout;
  const apply = (list: LayoutEntry[]) =>
    list.map((entry) => (entry.id === id ? { ...entry, ...change } : entry));
  return { container1: apply(layout.container1), container2: apply(layout.container2) };
}

export const setCardEnabled = (layout: DashboardLayout, id: string, enabled: boolean) =>
  update(layout, id, { enabled });

export const setCardCollapsed = (layout: DashboardLayout, id: string, collapsed: boolean) =>
  update(layout, id, { collapsed });

/** A card's entry, or undefined when the layout does not hold it. */
export function cardEntry(layout: DashboardLayout, id: string): LayoutEntry | undefined {
  const at = findCard(layout, id);
  return at ? layout[at.container][at.index] : undefined;
}
