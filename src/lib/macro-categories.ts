// Macro categories (spec part 2 §2 'Macro category page', §3 'Macro category', §4, §5): the name
// rule, adding, renaming and removing categories (removal unassigns), the per-category counts, the
// card's groups, the page's search and the edits of one macro's or many macros' settings.
import {
  UNCATEGORIZED,
  type Macro,
  type MacroCategory,
  type MacroSetting,
  type MacroSettings,
} from './macros';

export type CategoryNameError = 'required' | 'alreadyExists';

/** Required; unique case-insensitively among the other categories. */
export function categoryNameError(
  name: string,
  categories: readonly MacroCategory[],
  exceptId?: string,
): CategoryNameError | null {
  const wanted = name.trim().toLowerCase();
  if (wanted === '') return 'required';
  const taken = categories.some((c) => c.id !== exceptId && c.name.trim().toLowerCase() === wanted);
  return taken ? 'alreadyExists' : null;
}

/** A new id: not '0' and not one already used. */
export function newCategoryId(categories: readonly MacroCategory[], seed: string): string {
  const used = new Set([UNCATEGORIZED, ...categories.map((c) => c.id)]);
  let id = seed;
  for (let n = 1; used.has(id); n++) id = `${seed}-${n}`;
  return id;
}

export function addCategory(
  categories: readonly MacroCategory[],
  id: string,
  name: string,
): MacroCategory[] {
  return [...categories, { id, name: name.trim() }];
}

export function renameCategory(
  categories: readonly MacroCategory[],
  id: string,
  name: string,
): MacroCategory[] {
  return categories.map((c) => (c.id === id ? { ...c, name: name.trim() } : c));
}

/** The categories without `id`; its macros go back to Uncategorized. */
export function removeCategory(
  settings: Pick<MacroSettings, 'stored' | 'categories'>,
  id: string,
): Pick<MacroSettings, 'stored' | 'categories'> {
  return {
    categories: settings.categories.filter((c) => c.id !== id),
    stored: settings.stored.map((s) => (s.categoryId === id ? { ...s, categoryId: '' } : s)),
  };
}

export interface CategorySummary {
  id: string;
  /** Empty for Uncategorized (the view names it). */
  name: string;
  /** Macros in the category. */
  count: number;
  /** Of which the user shows. */
  visible: number;
}

/** Uncategorized first, then the categories in their order, each with its counts. */
export function categorySummaries(
  macros: readonly Pick<Macro, 'categoryId' | 'visible'>[],
  categories: readonly MacroCategory[],
): CategorySummary[] {
  const all = [{ id: UNCATEGORIZED, name: '' }, ...categories];
  return all.map(({ id, name }) => {
    const mine = macros.filter((m) => m.categoryId === id);
    return { id, name, count: mine.length, visible: mine.filter((m) => m.visible).length };
  });
}

export interface MacroGroup {
  id: string;
  /** Empty for Uncategorized. */
  name: string;
  macros: Macro[];
}

/**
 * The card's groups: the categories in their order, then Uncategorized, each only when it has a
 * macro to show. Empty when no macro is in a category: the card then shows plain buttons.
 */
export function macroGroups(
  macros: readonly Macro[],
  categories: readonly MacroCategory[],
): MacroGroup[] {
  const shown = macros.filter((m) => m.visible);
  if (shown.every((m) => m.categoryId === UNCATEGORIZED)) return [];
  return [...categories, { id: UNCATEGORIZED, name: '' }]
    .map(({ id, name }) => ({ id, name, macros: shown.filter((m) => m.categoryId === id) }))
    .filter((group) => group.macros.length > 0);
}

/** The category page's list: the category's macros whose name contains the query, by name. */
export function categoryMacros(
  macros: readonly Macro[],
  categoryId: string,
  query: string,
): Macro[] {
  const q = query.trim().toLowerCase();
  return macros
    .filter((m) => m.categoryId === categoryId && m.name.toLowerCase().includes(q))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** The description worth showing: none for Klipper's generic one. */
export function macroDescription(description: string): string {
  return description.trim() === 'G-Code macro' ? '' : description;
}

export type MacroPatch = Partial<Omit<MacroSetting, 'name'>>;

const defaults = (name: string): MacroSetting => ({
  name,
  alias: '',
  visible: true,
  disabledWhilePrinting: false,
  color: '',
  categoryId: '',
});

/** The stored settings with `patch` applied to each of `names` (added when not stored yet). */
export function patchMacros(
  stored: readonly MacroSetting[],
  names: readonly string[],
  patch: MacroPatch,
): MacroSetting[] {
  const keys = new Set(names.map((n) => n.toLowerCase()));
  const next = stored.map((s) => (keys.has(s.name) ? { ...s, ...patch } : s));
  for (const key of keys) {
    if (!stored.some((s) => s.name === key)) next.push({ ...defaults(key), ...patch });
  }
  return next;
}

/** The open groups with `id` opened or closed. */
export function setExpanded(expanded: readonly string[], id: string, open: boolean): string[] {
  const rest = expanded.filter((e) => e !== id);
  return open ? [...rest, id] : rest;
}
