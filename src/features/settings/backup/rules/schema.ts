// The shape of a Printdeck settings backup's `settings`: one optional part per key of Printdeck's
// database namespace that a restore writes back. Every value is checked for its type before
// anything is written; an object's keys Printdeck does not know are left out (and reported by
// `unknownPaths`, backup-file.ts).
import * as v from 'valibot';
import { FILTER_TYPES } from '../../../../lib/console';
import { STATUS_TIME_ROWS, TIME_LEFT_METHODS } from '../../../../lib/time-left';
import { DEFAULT_UI_SETTINGS, type UiSettings } from '../../../../state/settings';

const num = v.pipe(v.number(), v.finite());
const colour = v.pipe(v.string(), v.regex(/^#[0-9a-f]{6}$/i));

/** The value type of one interface setting, by its default (a few are narrower than that). */
function settingSchema(group: string, key: string, example: unknown): v.GenericSchema {
  if (group === 'general' && key === 'timeLeftMethod') return v.picklist(TIME_LEFT_METHODS);
  if (group === 'general' && key === 'statusTimeRows') return v.array(v.picklist(STATUS_TIME_ROWS));
  if (group === 'theme' && key === 'primaryColor') return colour;
  if (Array.isArray(example))
    return typeof example[0] === 'number' ? v.array(num) : v.array(v.string());
  if (typeof example === 'number') return num;
  if (typeof example === 'boolean') return v.boolean();
  return v.string();
}

/** `uiSettings`: every group and key of the interface settings, each optional. */
const uiSettings = v.object(
  Object.fromEntries(
    Object.entries(DEFAULT_UI_SETTINGS).map(([group, values]) => [
      group,
      v.optional(
        v.object(
          Object.fromEntries(
            Object.entries(values as Record<string, unknown>).map(([key, example]) => [
              key,
              v.optional(settingSchema(group, key, example)),
            ]),
          ),
        ),
      ),
    ]),
  ),
);

const preset = v.object({
  id: v.string(),
  name: v.string(),
  values: v.record(
    v.string(),
    v.object({ type: v.picklist(['heater', 'fan']), active: v.boolean(), value: num }),
  ),
  gcode: v.string(),
});

const macros = v.object({
  stored: v.optional(
    v.array(
      v.object({
        name: v.pipe(v.string(), v.nonEmpty()),
        alias: v.string(),
        visible: v.boolean(),
        disabledWhilePrinting: v.boolean(),
        color: v.string(),
        categoryId: v.string(),
      }),
    ),
  ),
  categories: v.optional(v.array(v.object({ id: v.string(), name: v.string() }))),
  expanded: v.optional(v.array(v.string())),
});

const consoleSettings = v.object({
  consoleFilters: v.optional(
    v.array(
      v.object({
        id: v.string(),
        name: v.string(),
        enabled: v.boolean(),
        type: v.picklist(FILTER_TYPES),
        value: v.string(),
      }),
    ),
  ),
  commandHistory: v.optional(v.array(v.string())),
});

const column = v.array(v.object({ id: v.string(), enabled: v.boolean(), collapsed: v.boolean() }));

const layout = v.object({
  layouts: v.object({ dashboard: v.object({ container1: column, container2: column }) }),
});

export const settingsSchema = v.object({
  uiSettings: v.optional(uiSettings),
  presets: v.optional(v.array(preset)),
  macros: v.optional(macros),
  console: v.optional(consoleSettings),
  layout: v.optional(layout),
  charts: v.optional(v.object({ selectedLegends: v.record(v.string(), v.boolean()) })),
  cameras: v.optional(v.object({ activeCamera: v.string() })),
  tableHeaders: v.optional(v.record(v.string(), v.array(v.string()))),
});

type DeepPartial<T> = { [K in keyof T]?: T[K] extends unknown[] ? T[K] : Partial<T[K]> };

/** The settings of a valid backup, as far as Printdeck knows them (parts may be missing). */
export type BackupSettings = Omit<v.InferOutput<typeof settingsSchema>, 'uiSettings'> & {
  uiSettings?: DeepPartial<UiSettings>;
};

/** The parts of a backup, in the order a restore writes them. */
export const BACKUP_PARTS = [
  'uiSettings',
  'presets',
  'macros',
  'console',
  'layout',
  'charts',
  'cameras',
  'tableHeaders',
] as const satisfies readonly (keyof BackupSettings)[];

export type BackupPart = (typeof BACKUP_PARTS)[number];
