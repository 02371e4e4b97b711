// Mainsail's settings (Moonraker database namespace 'mainsail') in Printdeck's terms. Mainsail
// keeps: presets ({ presets: { <id>: { name, gcode, values: { <heater>: { bool, type, value } } } },
// cooldownGcode }), macros ({ mode, hiddenMacros, macrogroups: { <id>: { name, color,
// colorCustom, showIn…, macros: [{ name, color, showIn… }] } } }), console ({ consolefilters:
// { <id>: { name, bool, regex } }, … }), gcodehistory ({ entries }), uiSettings ({ primary, … }),
// control ({ style, stepsXY, stepsAll, … }), dashboard ({ desktopLayout1, desktopLayout2, …:
// [{ name, visible }] }) and, before Moonraker's webcam API, webcams ({ configs }). Pure.
import { NEW_CAMERA_ID, type Camera } from '../../../../lib/cameras';
import { parseHistory, type ConsoleFilter } from '../../../../lib/console';
import type { DashboardLayout } from '../../../../lib/layout';
import type { Preset, PresetValue } from '../../../../lib/presets';
import { webcamToCamera } from '../../../../lib/webcams';
import type { Found, FoundMacro } from './plan';
import { distances, hexColor, isObj, keyPath, listOf, macroColor, obj, unusedKeys } from './read';

/** Mainsail's dashboard panels and Printdeck's card of the same use. */
export const MAINSAIL_CARDS: Readonly<Record<string, string>> = {
  webcam: 'cameras',
  'toolhead-control': 'toolhead',
  macros: 'macros',
  'machine-settings': 'limits',
  miscellaneous: 'fans',
  temperature: 'temperature',
  miniconsole: 'console',
  spoolman: 'spoolman',
};

/** Mainsail's named button colours (its default theme) as colours. */
const THEME_COLORS: Readonly<Record<string, string>> = {
  primary: '',
  secondary: '#424242',
  success: '#4CAF50',
  warning: '#FB8C00',
  error: '#FF5252',
  info: '#2196F3',
};

const USED_ROOTS = [
  'presets',
  'macros',
  'console',
  'gcodehistory',
  'uiSettings',
  'control',
  'dashboard',
  'webcams',
];

function readPresets(stored: unknown): Preset[] {
  return listOf(obj(stored).presets).flatMap((raw, index): Preset[] => {
    const p = obj(raw);
    if (typeof p.name !== 'string' || p.name === '') return [];
    const values: Record<string, PresetValue> = {};
    for (const [name, v] of Object.entries(obj(p.values))) {
      const entry = obj(v);
      const value = Number(entry.value);
      if (!Number.isFinite(value)) continue;
      values[name] = {
        type: entry.type === 'temperature_fan' ? 'fan' : 'heater',
        active: entry.bool !== false,
        value,
      };
    }
    const id = typeof p.id === 'string' && p.id !== '' ? p.id : String(index);
    return [{ id, name: p.name, values, gcode: typeof p.gcode === 'string' ? p.gcode : '' }];
  });
}

/** A group's colour: a named one, or its own ('custom'). */
function groupColor(group: Record<string, unknown>): string {
  if (group.color === 'custom') return macroColor(group.colorCustom);
  return typeof group.color === 'string' ? (THEME_COLORS[group.color] ?? '') : '';
}

/**
 * Each group becomes a category (named as the group), each macro in it a setting in that category
 * with the group's or its own colour; a macro hidden while printing is disabled while printing.
 * A macro in several groups takes the first; `hiddenMacros` are hidden.
 */
function readMacros(stored: unknown): { macros: FoundMacro[]; categories: string[] } {
  const m = obj(stored);
  const hidden = listOf(m.hiddenMacros)
    .filter((n): n is string => typeof n === 'string')
    .map((n) => n.toLowerCase());
  const macros: FoundMacro[] = [];
  const categories: string[] = [];
  for (const raw of listOf(m.macrogroups)) {
    const group = obj(raw);
    const category = typeof group.name === 'string' ? group.name : '';
    if (category !== '' && !categories.includes(category)) categories.push(category);
    for (const item of listOf(group.macros)) {
      const macro = obj(item);
      if (typeof macro.name !== 'string' || macro.name === '') continue;
      const name = macro.name.toLowerCase();
      if (macros.some((x) => x.name === name)) continue;
      const color =
        macro.color === 'group' || typeof macro.color !== 'string'
          ? groupColor(group)
          : (THEME_COLORS[macro.color] ?? '');
      macros.push({
        name,
        alias: '',
        visible: !hidden.includes(name),
        disabledWhilePrinting: macro.showInPrinting === false || group.showInPrinting === false,
        color,
        category,
      });
    }
  }
  for (const name of hidden) {
    if (!macros.some((x) => x.name === name))
      macros.push({
        name,
        alias: '',
        visible: false,
        disabledWhilePrinting: false,
        color: '',
        category: '',
      });
  }
  return { macros, categories };
}

function readFilters(stored: unknown): ConsoleFilter[] {
  return listOf(obj(stored).consolefilters).flatMap((raw, index): ConsoleFilter[] => {
    const f = obj(raw);
    if (typeof f.regex !== 'string' || f.regex === '') return [];
    return [
      {
        id: typeof f.id === 'string' && f.id !== '' ? f.id : String(index),
        name: typeof f.name === 'string' ? f.name : '',
        enabled: f.bool !== false,
        type: 'expression',
        value: f.regex,
      },
    ];
  });
}

/** Mainsail's older camera settings (webcams.configs) as new cameras for the webcam API. */
function readCameras(stored: unknown): Camera[] {
  return listOf(obj(stored).configs).flatMap((raw): Camera[] => {
    const c = obj(raw);
    const camera = webcamToCamera({
      name: c.name,
      service: c.service,
      enabled: c.enabled,
      target_fps: c.targetFps,
      stream_url: c.url,
      snapshot_url: c.snapshotUrl,
      flip_horizontal: c.flipX,
      flip_vertical: c.flipY,
      rotation: c.rotate ?? c.rotation,
    });
    return camera ? [{ ...camera, id: NEW_CAMERA_ID }] : [];
  });
}

/** The desktop layout's two columns; Mainsail's status panel always leads the first. */
function readLayout(stored: unknown): Found['layout'] {
  const d = obj(stored);
  if (!Array.isArray(d.desktopLayout1) && !Array.isArray(d.desktopLayout2)) return undefined;
  const layout: DashboardLayout = {
    container1: [{ id: 'status', enabled: true, collapsed: false }],
    container2: [],
  };
  const unmatched: string[] = [];
  const seen = new Set<string>(['status']);
  const columns = [
    ['desktopLayout1', 'container1'],
    ['desktopLayout2', 'container2'],
  ] as const;
  for (const [key, target] of columns) {
    for (const raw of listOf(d[key])) {
      const panel = obj(raw);
      if (typeof panel.name !== 'string') continue;
      const id = MAINSAIL_CARDS[panel.name];
      if (!id) {
        if (!unmatched.includes(`dashboard: ${panel.name}`))
          unmatched.push(`dashboard: ${panel.name}`);
        continue;
      }
      if (seen.has(id)) continue;
      seen.add(id);
      layout[target].push({ id, enabled: panel.visible !== false, collapsed: false });
    }
  }
  return { from: 'dashboard.desktopLayout1/2', layout, unmatched };
}

/** What Mainsail's namespace (the whole of it, as server.database.get_item answers) holds. */
export function readMainsail(namespace: unknown): Found {
  const root = obj(namespace);
  const found: Found = { unsupported: unusedKeys(root, '', USED_ROOTS) };
  const ui = obj(root.uiSettings);
  const control = obj(root.control);

  const presets = readPresets(root.presets);
  if (presets.length > 0) found.presets = { from: keyPath('presets', 'presets'), presets };
  found.unsupported.push(...unusedKeys(root.presets, 'presets', ['presets']));

  if (isObj(root.macros)) {
    found.macros = { from: keyPath('macros', 'macrogroups'), ...readMacros(root.macros) };
    found.unsupported.push(...unusedKeys(root.macros, 'macros', ['macrogroups', 'hiddenMacros']));
  }

  const filters = readFilters(root.console);
  if (filters.length > 0)
    found.consoleFilters = { from: keyPath('console', 'consolefilters'), filters };
  found.unsupported.push(...unusedKeys(root.console, 'console', ['consolefilters']));
  const history = parseHistory(obj(root.gcodehistory).entries);
  if (history.length > 0) found.commandHistory = { from: 'gcodehistory.entries', history };

  const color = hexColor(ui.primary);
  if (color) found.themeColor = { from: 'uiSettings.primary', color };
  found.unsupported.push(...unusedKeys(ui, 'uiSettings', ['primary']));

  const stepsKey = control.style === 'cross' ? 'stepsAll' : 'stepsXY';
  const moves = distances(control[stepsKey]);
  if (moves.length > 0) found.moveDistances = { from: `control.${stepsKey}`, distances: moves };
  found.unsupported.push(...unusedKeys(control, 'control', ['style', stepsKey]));

  const cameras = readCameras(root.webcams);
  if (cameras.length > 0) found.cameras = { from: 'webcams.configs', cameras };

  const layout = readLayout(root.dashboard);
  if (layout) found.layout = layout;
  found.unsupported.push(
    ...unusedKeys(root.dashboard, 'dashboard', ['desktopLayout1', 'desktopLayout2']),
  );
  return found;
}
