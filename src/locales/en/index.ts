// The English resources: one JSON file per area, each owning its top-level keys. English is the
// source language and the shape every other locale must match (see
// src/locales/__tests__/locales.test.ts). A new area file is listed here, in one of two groups:
// - eager areas are bundled with the app (the shell, the dashboard's cards, the file browser);
// - lazy areas belong to one lazily loaded part (a page, a dialog); that part bundles its file and
//   registers it with `registerEnglishArea` (../lazy.ts) when it loads, so its text never weighs
//   on the first page. Both groups type the keys.
import core from './core.json';
import layout from './layout.json';
import navBadge from './navBadge.json';
import status from './status.json';
import temperature from './temperature.json';
import type consoleArea from './console.json';
import type presets from './presets.json';
import type configure from './configure.json';
import type printers from './printers.json';
import type auth from './auth.json';
import type files from './files.json';
import type throttle from './throttle.json';
import type notifications from './notifications.json';
import type gcode from './gcode.json';
import type toolhead from './toolhead.json';
import type retract from './retract.json';
import type macros from './macros.json';
import type limits from './limits.json';
import type outputs from './outputs.json';
import type editor from './editor.json';
import type exclude from './exclude.json';
import type gcode3d from './gcode3d.json';
import type history from './history.json';
import type tune from './tune.json';
import type power from './power.json';
import type system from './system.json';
import type warnings from './warnings.json';
import type versions from './versions.json';
import type accounts from './accounts.json';
import type settings from './settings.json';
import type settingsLists from './settingsLists.json';
import type macroSettings from './macroSettings.json';
import type layoutEditor from './layoutEditor.json';
import type cameraSettings from './cameraSettings.json';
import type cameraViews from './cameraViews.json';
import type themeSettings from './themeSettings.json';
import type timelapseSettings from './timelapseSettings.json';
import type timelapsePage from './timelapsePage.json';
import type cameraSource from './cameraSource.json';
import type answers from './answers.json';
import type alerts from './alerts.json';
import type farm from './farm.json';
import type fleet from './fleet.json';
import type calibration from './calibration.json';
import type queue from './queue.json';
import type spoolman from './spoolman.json';
import type printStart from './printStart.json';
import type pwa from './pwa.json';
import type settingsBackup from './settingsBackup.json';
import type settingsImport from './settingsImport.json';

export const englishAreas = {
  core,
  layout,
  navBadge,
  status,
  temperature,
};

/** Areas registered by the lazy part that uses them (the name is the file name). */
export interface LazyEnglishAreas {
  presets: typeof presets;
  console: typeof consoleArea;
  configure: typeof configure;
  printers: typeof printers;
  auth: typeof auth;
  files: typeof files;
  throttle: typeof throttle;
  notifications: typeof notifications;
  gcode: typeof gcode;
  toolhead: typeof toolhead;
  retract: typeof retract;
  macros: typeof macros;
  limits: typeof limits;
  outputs: typeof outputs;
  editor: typeof editor;
  exclude: typeof exclude;
  gcode3d: typeof gcode3d;
  history: typeof history;
  tune: typeof tune;
  power: typeof power;
  system: typeof system;
  warnings: typeof warnings;
  versions: typeof versions;
  accounts: typeof accounts;
  settings: typeof settings;
  settingsLists: typeof settingsLists;
  macroSettings: typeof macroSettings;
  layoutEditor: typeof layoutEditor;
  cameraSettings: typeof cameraSettings;
  cameraViews: typeof cameraViews;
  themeSettings: typeof themeSettings;
  timelapseSettings: typeof timelapseSettings;
  timelapsePage: typeof timelapsePage;
  cameraSource: typeof cameraSource;
  answers: typeof answers;
  farm: typeof farm;
  alerts: typeof alerts;
  fleet: typeof fleet;
  calibration: typeof calibration;
  queue: typeof queue;
  spoolman: typeof spoolman;
  printStart: typeof printStart;
  pwa: typeof pwa;
  settingsBackup: typeof settingsBackup;
  settingsImport: typeof settingsImport;
}

export const LAZY_ENGLISH_AREAS: readonly (keyof LazyEnglishAreas)[] = [
  'presets',
  'console',
  'configure',
  'printers',
  'auth',
  'files',
  'throttle',
  'notifications',
  'gcode',
  'toolhead',
  'retract',
  'macros',
  'limits',
  'outputs',
  'editor',
  'exclude',
  'gcode3d',
  'history',
  'tune',
  'power',
  'system',
  'warnings',
  'versions',
  'accounts',
  'settings',
  'macroSettings',
  'settingsLists',
  'cameraSettings',
  'cameraViews',
  'themeSettings',
  'layoutEditor',
  'timelapseSettings',
  'timelapsePage',
  'cameraSource',
  'answers',
  'farm',
  'alerts',
  'fleet',
  'calibration',
  'queue',
  'spoolman',
  'printStart',
  'pwa',
  'settingsBackup',
  'settingsImport',
];

type Areas = typeof englishAreas & LazyEnglishAreas;
type Intersection<U> = (U extends unknown ? (part: U) => void : never) extends (
  all: infer I,
) => void
  ? I
  : never;

/** The merged English translation (the default namespace): every area's top-level keys. */
export type EnglishMessages = Intersection<Areas[keyof Areas]>;

/** The eager areas merged: what the app starts with. */
export const english = Object.assign(
  {},
  ...Object.values(englishAreas),
) as Partial<EnglishMessages>;
