// Fluidd's settings (Moonraker database namespace 'fluidd') in Printdeck's terms. Fluidd keeps:
// uiSettings (general, theme, dashboard.tempPresets, and groups Printdeck has no match for),
// macros ({ stored, categories, expanded }), console ({ commandHistory, consoleFilters }),
// layout ({ layouts: { dashboard: { container1…: [{ id, enabled, collapsed }] } } }) and, in
// versions before Moonraker's webcam API, cameras ({ cameras: [...] }). Pure.
import { parseCameras } from '../../../../lib/cameras';
import { parseFilters, parseHistory } from '../../../../lib/console';
import type { DashboardLayout, LayoutEntry } from '../../../../lib/layout';
import { parseMacroSettings } from '../../../../lib/macros';
import { parsePresets } from '../../../../lib/presets';
import type { Found } from './plan';
import { distances, hexColor, isObj, keyPath, listOf, obj, unusedKeys } from './read';

/** Fluidd's dashboard cards and Printdeck's card of the same use. */
export const FLUIDD_CARDS: Readonly<Record<string, string>> = {
  'printer-status-card': 'status',
  'camera-card': 'cameras',
  'toolhead-card': 'toolhead',
  'macros-card': 'macros',
  'outputs-card': 'fans',
  'printer-limits-card': 'limits',
  'retract-card': 'retract',
  'temperature-card': 'temperature',
  'console-card': 'console',
  'jobs-card': 'jobs',
  'job-queue-card': 'queue',
  'gcode-preview-card': 'gcodePreview',
  'spoolman-card': 'spoolman',
};

const USED_ROOTS = ['uiSettings', 'macros', 'console', 'layout', 'cameras'];

/** Fluidd's containers 1 and 3 go to Printdeck's first column, 2 and 4 to the second. */
function readLayout(stored: unknown): Found['layout'] {
  const dashboard = obj(obj(obj(stored).layouts).dashboard);
  const containers = Object.keys(dashboard).filter((k) => /^container\d+$/.test(k));
  if (containers.length === 0) return undefined;
  const layout: DashboardLayout = { container1: [], container2: [] };
  const unmatched: string[] = [];
  const seen = new Set<string>();
  for (const name of containers.sort()) {
    const target = Number(name.slice(9)) % 2 === 1 ? 'container1' : 'container2';
    for (const raw of listOf(dashboard[name])) {
      const entry = obj(raw);
      if (typeof entry.id !== 'string') continue;
      const id = FLUIDD_CARDS[entry.id];
      if (!id) {
        unmatched.push(`layout: ${entry.id}`);
        continue;
      }
      if (seen.has(id)) continue;
      seen.add(id);
      const card: LayoutEntry = {
        id,
        enabled: entry.enabled !== false,
        collapsed: entry.collapsed === true,
      };
      layout[target].push(card);
    }
  }
  return { from: 'layout.layouts.dashboard', layout, unmatched };
}

/** What Fluidd's namespace (the whole of it, as server.database.get_item answers) holds. */
export function readFluidd(namespace: unknown): Found {
  const root = obj(namespace);
  const ui = obj(root.uiSettings);
  const general = obj(ui.general);
  const theme = obj(ui.theme);
  const dashboard = obj(ui.dashboard);
  const found: Found = { unsupported: unusedKeys(root, '', USED_ROOTS) };

  // uiSettings: presets, theme colour and move distances; the rest is listed.
  found.unsupported.push(
    ...unusedKeys(ui, 'uiSettings', ['general', 'theme', 'dashboard']),
    ...unusedKeys(general, 'uiSettings.general', ['toolheadMoveDistances']),
    ...unusedKeys(theme, 'uiSettings.theme', ['color']),
    ...unusedKeys(dashboard, 'uiSettings.dashboard', ['tempPresets']),
  );
  const presets = parsePresets(
    listOf(dashboard.tempPresets).map((p) => (isObj(p) ? { ...p, id: String(p.id ?? '') } : p)),
  );
  if (presets.length > 0) found.presets = { from: 'uiSettings.dashboard.tempPresets', presets };
  const color = hexColor(theme.color);
  if (color) found.themeColor = { from: 'uiSettings.theme.color', color };
  const moves = distances(general.toolheadMoveDistances);
  if (moves.length > 0)
    found.moveDistances = { from: 'uiSettings.general.toolheadMoveDistances', distances: moves };

  // macros: the same shape as Printdeck's; categories are matched by name.
  if (isObj(root.macros)) {
    const settings = parseMacroSettings(root.macros);
    const categoryName = (id: string) => settings.categories.find((c) => c.id === id)?.name ?? '';
    found.macros = {
      from: 'macros',
      categories: settings.categories.map((c) => c.name).filter((n) => n !== ''),
      macros: settings.stored.map(({ categoryId, ...m }) => ({
        ...m,
        category: categoryName(categoryId),
      })),
    };
    found.unsupported.push(...unusedKeys(root.macros, 'macros', ['stored', 'categories']));
  }

  const console = obj(root.console);
  const filters = parseFilters(console.consoleFilters);
  if (filters.length > 0)
    found.consoleFilters = { from: keyPath('console', 'consoleFilters'), filters };
  const history = parseHistory(console.commandHistory);
  if (history.length > 0)
    found.commandHistory = { from: keyPath('console', 'commandHistory'), history };
  found.unsupported.push(...unusedKeys(console, 'console', ['consoleFilters', 'commandHistory']));

  const cameras = parseCameras(root.cameras).cameras;
  if (cameras.length > 0) found.cameras = { from: 'cameras.cameras', cameras };

  const layout = readLayout(root.layout);
  if (layout) found.layout = layout;
  found.unsupported.push(
    ...unusedKeys(obj(obj(root.layout).layouts), 'layout.layouts', ['dashboard']),
  );
  return found;
}
