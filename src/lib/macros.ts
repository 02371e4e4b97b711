// Macro rules (spec part 1 §2 Macros, §3 Macro): which `gcode_macro` objects are shown, the
// parameters their G-code reads, the command a run sends, and the settings kept in the database.

import { cssColor } from './css-color';

export interface MacroParam {
  /** Upper-case, as Klipper passes it. */
  name: string;
  /** The `|default(...)` value as written (quotes removed); undefined when none. */
  defaultValue?: string;
}

const PARAM_RES = [
  // params.NAME|default(...)  params.NAME
  /params\.([A-Za-z_][A-Za-z0-9_]*)(\s*\|\s*default\(\s*("[^"]*"|'[^']*'|[^)]*?)\s*\))?/g,
  // params['NAME']|default(...)  params["NAME"]
  /params\[\s*["']([A-Za-z_][A-Za-z0-9_]*)["']\s*\](\s*\|\s*default\(\s*("[^"]*"|'[^']*'|[^)]*?)\s*\))?/g,
];

function unquote(value: string): string {
  const v = value.trim();
  if (v.length >= 2 && (v[0] === '"' || v[0] === "'") && v[v.length - 1] === v[0])
    return v.slice(1, -1);
  return v;
}

/**
 * The parameters a macro's G-code reads, in order of first use, each once (Klipper upper-cases
 * parameter names). A default given at any use counts.
 */
export function macroParams(gcode: string | undefined): MacroParam[] {
  if (!gcode) return [];
  const found: { name: string; index: number; defaultValue?: string }[] = [];
  for (const re of PARAM_RES) {
    for (const m of gcode.matchAll(re)) {
      const raw = m[1];
      if (!raw) continue;
      const name = raw.toUpperCase();
      const defaultValue = m[3] !== undefined ? unquote(m[3]) : undefined;
      const existing = found.find((p) => p.name === name);
      if (existing) {
        if (existing.defaultValue === undefined && defaultValue !== undefined)
          existing.defaultValue = defaultValue;
        existing.index = Math.min(existing.index, m.index);
      } else {
        found.push({ name, index: m.index, defaultValue });
      }
    }
  }
  return found
    .sort((a, b) => a.index - b.index)
    .map(({ name, defaultValue }) =>
      defaultValue === undefined ? { name } : { name, defaultValue },
    );
}

/** The command a run sends: `NAME A=1 B=two`, leaving out empty values; values with spaces quoted. */
export function macroCommand(name: string, values: Readonly<Record<string, string>>): string {
  const args = Object.entries(values)
    .map(([key, value]) => [key, value.trim()] as const)
    .filter(([, value]) => value !== '')
    .map(([key, value]) => (/\s/.test(value) ? `${key}="${value}"` : `${key}=${value}`));
  return [name.toUpperCase(), ...args].join(' ');
}

// ---------------------------------------------------------------------------------------------
// Settings (database namespace 'printdeck', key 'macros')

export interface MacroSetting {
  /** Lower case, as Klipper's object name after 'gcode_macro '. */
  name: string;
  alias: string;
  visible: boolean;
  disabledWhilePrinting: boolean;
  color: string;
  categoryId: string;
}

export interface MacroCategory {
  id: string;
  name: string;
}

export interface MacroSettings {
  stored: MacroSetting[];
  categories: MacroCategory[];
  /** The category groups open on the macros card (category ids). */
  expanded: string[];
}

export const EMPTY_MACRO_SETTINGS: MacroSettings = { stored: [], categories: [], expanded: [] };

/** The category id of macros in no category (spec part 2 §3: always valid). */
export const UNCATEGORIZED = '0';

/** A macro's category, '0' when it has none or the category is unknown (spec part 2 §4). */
export function resolveCategoryId(id: string, categories: readonly MacroCategory[]): string {
  return categories.some((c) => c.id === id) ? id : UNCATEGORIZED;
}

const str = (v: unknown, fallback = ''): string => (typeof v === 'string' ? v : fallback);

/** What the database holds, as settings; anything malformed is left out. */
export function parseMacroSettings(stored: unknown): MacroSettings {
  if (!stored || typeof stored !== 'object') return { stored: [], categories: [], expanded: [] };
  const s = stored as Record<string, unknown>;
  const list = Array.isArray(s.stored) ? s.stored : [];
  const cats = Array.isArray(s.categories) ? s.categories : [];
  const open = Array.isArray(s.expanded) ? s.expanded : [];
  return {
    stored: list.flatMap((item: unknown): MacroSetting[] => {
      if (!item || typeof item !== 'object') return [];
      const m = item as Record<string, unknown>;
      if (typeof m.name !== 'string' || m.name === '') return [];
      return [
        {
          name: m.name.toLowerCase(),
          alias: str(m.alias),
          visible: m.visible !== false,
          disabledWhilePrinting: m.disabledWhilePrinting === true,
          // Used in styles: only a colour (another client may have saved anything).
          color: cssColor(m.color) ?? '',
          categoryId: str(m.categoryId),
        },
      ];
    }),
    categories: cats.flatMap((item: unknown): MacroCategory[] => {
      if (!item || typeof item !== 'object') return [];
      const c = item as Record<string, unknown>;
      return typeof c.id === 'string' ? [{ id: c.id, name: str(c.name) }] : [];
    }),
    expanded: open.flatMap((id: unknown) =>
      typeof id === 'string' ? [id] : typeof id === 'number' ? [String(id)] : [],
    ),
  };
}

/** A macro as the card shows it. */
export interface Macro {
  /** Upper case: the command. */
  name: string;
  /** Shown on the button: the alias, else the name. */
  label: string;
  description: string;
  params: MacroParam[];
  color: string;
  disabledWhilePrinting: boolean;
  /** A known category's id, else '0'. */
  categoryId: string;
  visible: boolean;
}

const PREFIX = 'gcode_macro ';

/**
 * Every macro a user runs, hidden ones too, by label: every `gcode_macro` object but those starting
 * with `_`, combined with its settings. `config` is configfile.config (the raw sections, for each
 * macro's G-code and description).
 */
export function listMacros(
  objects: readonly string[],
  config: Readonly<Record<string, Readonly<Record<string, string>>>> | undefined,
  settings: MacroSettings,
): Macro[] {
  const sections = new Map<string, Readonly<Record<string, string>>>();
  for (const [section, options] of Object.entries(config ?? {})) {
    if (section.toLowerCase().startsWith(PREFIX))
      sections.set(section.slice(PREFIX.length).trim().toLowerCase(), options);
  }
  const byName = new Map(settings.stored.map((s) => [s.name, s]));
  return objects
    .filter((o) => o.toLowerCase().startsWith(PREFIX))
    .map((o) => o.slice(PREFIX.length).trim())
    .filter((name) => name !== '' && !name.startsWith('_'))
    .flatMap((name): Macro[] => {
      const key = name.toLowerCase();
      const setting = byName.get(key);
      const section = sections.get(key);
      return [
        {
          name: name.toUpperCase(),
          label: setting?.alias || name.toUpperCase(),
          description: section?.description ?? '',
          params: macroParams(section?.gcode),
          color: setting?.color ?? '',
          disabledWhilePrinting: setting?.disabledWhilePrinting ?? false,
          categoryId: resolveCategoryId(setting?.categoryId ?? '', settings.categories),
          visible: setting?.visible ?? true,
        },
      ];
    })
    .sort((a, b) => (a.label < b.label ? -1 : a.label > b.label ? 1 : 0));
}

/** The macros to show: those of `listMacros` the user did not hide. */
export function visibleMacros(
  objects: readonly string[],
  config: Readonly<Record<string, Readonly<Record<string, string>>>> | undefined,
  settings: MacroSettings,
): Macro[] {
  return listMacros(objects, config, settings).filter((m) => m.visible);
}

/** Whether a macro may run now (spec: disabled while printing when its setting says so). */
export function macroEnabled(macro: Pick<Macro, 'disabledWhilePrinting'>, printing: boolean) {
  return !(macro.disabledWhilePrinting && printing);
}
