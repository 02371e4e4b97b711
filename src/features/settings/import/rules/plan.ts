// Importing another dashboard's settings: what was found in its database namespace (in Printdeck's
// terms), and the plan built from it against Printdeck's current settings — per kind what comes
// in, from which stored key, what it replaces, and what has no equivalent. Pure.
import type { Camera } from '../../../../lib/cameras';
import { MAX_CAMERAS } from '../../../../lib/cameras';
import { COMMAND_HISTORY_SIZE, type ConsoleFilter } from '../../../../lib/console';
import { mergeLayout, type CardPlacement, type DashboardLayout } from '../../../../lib/layout';
import type { MacroCategory, MacroSetting } from '../../../../lib/macros';
import type { Preset } from '../../../../lib/presets';

export type ImportSource = 'fluidd' | 'mainsail';

export type ImportKind =
  | 'presets'
  | 'macros'
  | 'macroCategories'
  | 'consoleFilters'
  | 'commandHistory'
  | 'cameras'
  | 'themeColor'
  | 'moveDistances'
  | 'layout';

/** A macro's settings as found, its category named (categories are matched by name). */
export interface FoundMacro extends Omit<MacroSetting, 'categoryId'> {
  category: string;
}

/** What a namespace holds that Printdeck has, each part with the key it was read from. */
export interface Found {
  presets?: { from: string; presets: Preset[] };
  macros?: { from: string; macros: FoundMacro[]; categories: string[] };
  consoleFilters?: { from: string; filters: ConsoleFilter[] };
  commandHistory?: { from: string; history: string[] };
  cameras?: { from: string; cameras: Camera[] };
  themeColor?: { from: string; color: string };
  moveDistances?: { from: string; distances: number[] };
  /** Cards by Printdeck's ids; `unmatched` names the source's cards with no equivalent. */
  layout?: { from: string; layout: DashboardLayout; unmatched: string[] };
  /** Stored keys (paths) with no Printdeck equivalent. */
  unsupported: string[];
}

/** Printdeck's settings the import may change. */
export interface Current {
  presets: readonly Preset[];
  macros: readonly MacroSetting[];
  categories: readonly MacroCategory[];
  consoleFilters: readonly ConsoleFilter[];
  commandHistory: readonly string[];
  cameras: readonly Camera[];
  primaryColor: string;
  moveDistances: readonly number[];
  layout: DashboardLayout;
}

/** What the import writes (each through the store its settings page uses). */
export interface ImportChanges {
  /** Presets to save: a replaced one keeps the id of Printdeck's preset of that name. */
  presets?: Preset[];
  /** Categories to add (by name), then macro settings to write, their category by name. */
  macros?: { newCategories: string[]; macros: FoundMacro[] };
  consoleFilters?: ConsoleFilter[];
  commandHistory?: string[];
  cameras?: Camera[];
  primaryColor?: string;
  moveDistances?: number[];
  layout?: DashboardLayout;
}

export interface ImportItem {
  kind: ImportKind;
  /** The stored key it was read from. */
  from: string;
  /** What comes in, by name (or value). */
  names: string[];
  /** Printdeck's settings of these names that the import replaces. */
  overwrites: string[];
  /** What was found but is left out, and why (already there, no room). */
  skipped: string[];
}

export interface ImportPlan {
  source: ImportSource;
  items: ImportItem[];
  /** Stored keys or cards with no Printdeck equivalent. */
  unsupported: string[];
  changes: ImportChanges;
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

const sameList = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/** Ids not yet taken: `<source>-<n>`. */
function freshIds(taken: readonly string[], source: ImportSource, count: number): string[] {
  const used = new Set(taken);
  const ids: string[] = [];
  for (let n = 1; ids.length < count; n++) {
    const id = `${source}-${n}`;
    if (!used.has(id)) ids.push(id);
  }
  return ids;
}

function planPresets(found: Preset[], current: readonly Preset[], source: ImportSource) {
  const added = found.filter((p) => !current.some((c) => sameName(c.name, p.name)));
  const ids = freshIds(
    current.map((p) => p.id),
    source,
    added.length,
  );
  const overwrites: string[] = [];
  const presets = found.map((p) => {
    const existing = current.find((c) => sameName(c.name, p.name));
    if (existing) overwrites.push(existing.name);
    return { ...p, id: existing?.id ?? ids[added.indexOf(p)] ?? p.id };
  });
  return { presets, overwrites };
}

function macroDiffers(a: MacroSetting, b: FoundMacro, categories: readonly MacroCategory[]) {
  const category = categories.find((c) => c.id === a.categoryId)?.name ?? '';
  return (
    a.alias !== b.alias ||
    a.visible !== b.visible ||
    a.color !== b.color ||
    a.disabledWhilePrinting !== b.disabledWhilePrinting ||
    !sameName(category, b.category)
  );
}

function planFilters(
  found: ConsoleFilter[],
  current: readonly ConsoleFilter[],
  source: ImportSource,
) {
  const added = found.filter((f) => !current.some((c) => sameName(c.name, f.name)));
  const ids = freshIds(
    current.map((f) => f.id),
    source,
    added.length,
  );
  const overwrites: string[] = [];
  const filters = found.map((f) => {
    const existing = current.find((c) => sameName(c.name, f.name));
    if (existing) overwrites.push(existing.name);
    return { ...f, id: existing?.id ?? ids[added.indexOf(f)] ?? f.id };
  });
  return { filters, overwrites };
}

/** The imported commands before Printdeck's own (which are newer here), each once, 20 kept. */
export function mergeHistory(imported: readonly string[], current: readonly string[]): string[] {
  const older = imported.filter((c, i) => !current.includes(c) && imported.indexOf(c) === i);
  return [...older, ...current].slice(-COMMAND_HISTORY_SIZE);
}

/** The placements of the cards Printdeck's current layout shows (to complete an imported one). */
function placements(layout: DashboardLayout): CardPlacement[] {
  return (['container1', 'container2'] as const).flatMap((container) =>
    layout[container].map((entry, order) => ({ id: entry.id, container, order })),
  );
}

/** The plan for importing what was found over Printdeck's current settings. */
export function buildPlan(source: ImportSource, found: Found, current: Current): ImportPlan {
  const items: ImportItem[] = [];
  const changes: ImportChanges = {};
  const unsupported = [...found.unsupported];
  const item = (kind: ImportKind, from: string, names: string[], overwrites: string[] = []) =>
    items.push({ kind, from, names, overwrites, skipped: [] });

  if (found.presets && found.presets.presets.length > 0) {
    const { presets, overwrites } = planPresets(found.presets.presets, current.presets, source);
    changes.presets = presets;
    item(
      'presets',
      found.presets.from,
      presets.map((p) => p.name),
      overwrites,
    );
  }
  if (found.macros && (found.macros.macros.length > 0 || found.macros.categories.length > 0)) {
    const { macros, categories, from } = found.macros;
    const newCategories = categories.filter(
      (name) => !current.categories.some((c) => sameName(c.name, name)),
    );
    if (categories.length > 0) item('macroCategories', from, categories);
    const overwrites = macros.flatMap((m) => {
      const existing = current.macros.find((c) => c.name === m.name);
      return existing && macroDiffers(existing, m, current.categories) ? [m.name] : [];
    });
    if (macros.length > 0)
      item(
        'macros',
        from,
        macros.map((m) => m.name),
        overwrites,
      );
    changes.macros = { newCategories, macros };
  }
  if (found.consoleFilters && found.consoleFilters.filters.length > 0) {
    const { filters, overwrites } = planFilters(
      found.consoleFilters.filters,
      current.consoleFilters,
      source,
    );
    changes.consoleFilters = filters;
    item(
      'consoleFilters',
      found.consoleFilters.from,
      filters.map((f) => f.name),
      overwrites,
    );
  }
  if (found.commandHistory && found.commandHistory.history.length > 0) {
    const merged = mergeHistory(found.commandHistory.history, current.commandHistory);
    changes.commandHistory = merged;
    const added = merged.filter((c) => !current.commandHistory.includes(c));
    item('commandHistory', found.commandHistory.from, added);
  }
  if (found.cameras && found.cameras.cameras.length > 0) {
    const entry: ImportItem = {
      kind: 'cameras',
      from: found.cameras.from,
      names: [],
      overwrites: [],
      skipped: [],
    };
    const cameras: Camera[] = [];
    let room = MAX_CAMERAS - current.cameras.length;
    for (const camera of found.cameras.cameras) {
      if (current.cameras.some((c) => sameName(c.name, camera.name))) {
        entry.skipped.push(camera.name);
      } else if (room <= 0) {
        entry.skipped.push(camera.name);
      } else {
        room -= 1;
        cameras.push(camera);
        entry.names.push(camera.name);
      }
    }
    if (cameras.length > 0) changes.cameras = cameras;
    items.push(entry);
  }
  if (found.themeColor) {
    const { color, from } = found.themeColor;
    const differs = color.toLowerCase() !== current.primaryColor.toLowerCase();
    changes.primaryColor = color;
    item('themeColor', from, [color], differs ? [current.primaryColor] : []);
  }
  if (found.moveDistances && found.moveDistances.distances.length > 0) {
    const { distances, from } = found.moveDistances;
    changes.moveDistances = distances;
    const differs = !sameList(distances, current.moveDistances);
    item(
      'moveDistances',
      from,
      distances.map(String),
      differs ? current.moveDistances.map(String) : [],
    );
  }
  if (found.layout) {
    const layout = mergeLayout(found.layout.layout, placements(current.layout));
    unsupported.push(...found.layout.unmatched);
    const names = [...found.layout.layout.container1, ...found.layout.layout.container2].map(
      (e) => e.id,
    );
    if (names.length > 0) {
      changes.layout = layout;
      const differs = JSON.stringify(layout) !== JSON.stringify(current.layout);
      item('layout', found.layout.from, names, differs ? ['layout'] : []);
    }
  }
  return { source, items, unsupported, changes };
}

/** Whether the plan would write anything. */
export function hasChanges(plan: ImportPlan): boolean {
  return Object.keys(plan.changes).length > 0;
}
