// UI settings, kept in Moonraker's database (namespace "printdeck", root "uiSettings") so they
// follow the printer across browsers. They are app state, not one printer's: the interface has one
// language, theme and date format, read from the chosen printer's database at each of its connects
// and written back to it (a page showing several printers uses the chosen one's). The theme (dark
// or light, primary colour, logo) is mirrored in local storage so that a reload paints it before
// the database answers. What stays in the browser instead: the printer list and the chosen printer
// (instances.ts), each printer's login (auth.ts) and the file list's columns (files.ts).
import { create } from 'zustand';
import {
  DEFAULT_TIME_LEFT_METHOD,
  STATUS_TIME_ROWS,
  type StatusTimeRow,
  type TimeLeftMethod,
} from '../lib/time-left';
import { readJson, writeJson } from './storage';

export const DB_NAMESPACE = 'printdeck';
export const DB_ROOT_UI = 'uiSettings';

export interface UiSettings {
  general: {
    instanceName: string;
    /** The interface language ('' follows the browser by the locale rule). */
    locale: string;
    /** How dates and times of day read (spec part 2 §9 options). */
    dateFormat: string;
    timeFormat: string;
    confirmOnEstop: boolean;
    /** Ask before switching a power device on or off. */
    confirmOnPowerDeviceChange: boolean;
    chartVisible: boolean;
    showRateOfChange: boolean;
    /** Console: input on top, newest line first. */
    flipConsoleLayout: boolean;
    /** Console: hide Klipper's temperature reports while it waits for a heater. */
    hideTempWaits: boolean;
    // Toolhead card (spec part 1 §9 defaults).
    toolheadMoveDistances: number[];
    defaultToolheadMoveLength: number;
    defaultToolheadXYSpeed: number;
    defaultToolheadZSpeed: number;
    invertX: boolean;
    invertY: boolean;
    invertZ: boolean;
    defaultExtrudeLength: number;
    defaultExtrudeSpeed: number;
    zAdjustDistances: number[];
    useGcodeCoords: boolean;
    /** Put 'updates available' in the notification menu (spec: version notifications). */
    showUpdateNotifications: boolean;
    /** How the status card and the page title compute a print's time left (lib/time-left.ts). */
    timeLeftMethod: TimeLeftMethod;
    /** The status card's time rows to show. */
    statusTimeRows: StatusTimeRow[];
  };
  /** G-code preview options (spec part 2 §2, defaults §9). */
  gcodePreview: {
    extrusionLineWidth: number;
    moveLineWidth: number;
    retractionIconSize: number;
    flipHorizontal: boolean;
    flipVertical: boolean;
    drawBackground: boolean;
    showAnimations: boolean;
    groupLowerLayers: boolean;
  };
  /** The file editor (spec part 1 §3, §5; defaults part 1 §9). */
  editor: {
    /** Ask before closing a file with unsaved changes. */
    confirmDirtyEditorClose: boolean;
    /** Extensions ('.cfg'...) whose files open in the editor on a click. */
    autoEditExtensions: string[];
  };
  /** What a print costs beyond its filament (the history's cost column, lib/print-cost.ts). */
  cost: {
    /** Price of a kWh; negative while the user has set none (the energy cost is then unknown). */
    pricePerKwh: number;
    /** How prices read: an ISO 4217 code ('EUR') or any symbol or word; '' shows bare numbers. */
    currency: string;
  };
  /** Spoolman (the spool card and the spool check before a print). */
  spoolman: {
    /** Ask which spool to use when a print starts, while Spoolman is connected. */
    askSpoolOnStart: boolean;
  };
  theme: {
    isDark: boolean;
    /** The theme's primary colour ('#rrggbb'). */
    primaryColor: string;
    /** The top bar's image: '' for Printdeck's own, an http(s) address or a path on the printer. */
    logo: string;
  };
}

export const DEFAULT_UI_SETTINGS: UiSettings = {
  general: {
    instanceName: '',
    locale: '',
    dateFormat: 'MMM. DD,',
    timeFormat: 'hh:mm a',
    confirmOnEstop: false,
    confirmOnPowerDeviceChange: false,
    chartVisible: true,
    showRateOfChange: false,
    flipConsoleLayout: false,
    hideTempWaits: true,
    toolheadMoveDistances: [0.1, 1, 10, 25, 50, 100],
    defaultToolheadMoveLength: 1,
    defaultToolheadXYSpeed: 130,
    defaultToolheadZSpeed: 10,
    invertX: false,
    invertY: false,
    invertZ: false,
    defaultExtrudeLength: 10,
    defaultExtrudeSpeed: 5,
    zAdjustDistances: [0.005, 0.01, 0.025, 0.05],
    useGcodeCoords: false,
    showUpdateNotifications: true,
    timeLeftMethod: DEFAULT_TIME_LEFT_METHOD,
    statusTimeRows: [...STATUS_TIME_ROWS],
  },
  gcodePreview: {
    extrusionLineWidth: 0.3,
    moveLineWidth: 0.1,
    retractionIconSize: 0.6,
    flipHorizontal: false,
    flipVertical: false,
    drawBackground: true,
    showAnimations: true,
    groupLowerLayers: false,
  },
  editor: {
    confirmDirtyEditorClose: true,
    autoEditExtensions: ['.cfg', '.conf', '.ini', '.log', '.md', '.sh', '.txt'],
  },
  cost: { pricePerKwh: -1, currency: '' },
  spoolman: { askSpoolOnStart: false },
  theme: { isDark: true, primaryColor: '#2196F3', logo: '' },
};

/** The theme mirrored in local storage (dark or light, primary colour, logo). */
export const THEME_KEY = 'printdeck-theme';

/** What the store starts with: the defaults, and the theme this browser last saw. */
export function initialSettings(): UiSettings {
  return mergeSettings({ theme: readJson<unknown>(THEME_KEY, null) });
}

export const useSettings = create<UiSettings>(initialSettings);

/** Deep-merge what the database holds over the defaults, ignoring values of the wrong type. */
export function mergeSettings(stored: unknown): UiSettings {
  const result = structuredClone(DEFAULT_UI_SETTINGS) as unknown as Record<
    string,
    Record<string, unknown>
  >;
  if (stored && typeof stored === 'object') {
    for (const [group, values] of Object.entries(stored as Record<string, unknown>)) {
      const target = result[group];
      if (!target || !values || typeof values !== 'object') continue;
      for (const [key, value] of Object.entries(values as Record<string, unknown>)) {
        if (key in target && typeof value === typeof target[key]) target[key] = value;
      }
    }
  }
  return result as unknown as UiSettings;
}

export function applyStoredSettings(stored: unknown): void {
  const settings = mergeSettings(stored);
  writeJson(THEME_KEY, settings.theme);
  useSettings.setState(settings);
}

/** Writes a setting by its path (e.g. "general.chartVisible"); the caller persists it. */
export type SettingWriter = (path: string, value: unknown) => Promise<unknown>;

export async function setSetting<
  G extends keyof UiSettings,
  K extends keyof UiSettings[G] & string,
>(write: SettingWriter | null, group: G, key: K, value: UiSettings[G][K]): Promise<void> {
  const current = useSettings.getState()[group];
  useSettings.setState({ [group]: { ...current, [key]: value } } as Partial<UiSettings>);
  if (group === 'theme') writeJson(THEME_KEY, useSettings.getState().theme);
  if (write) await write(`${DB_ROOT_UI}.${group}.${key}`, value);
}

/** A printer switch: the theme stays (mirrored locally); the rest comes from the new printer. */
export function resetInterfaceSettings(): void {
  useSettings.setState({
    general: { ...DEFAULT_UI_SETTINGS.general },
    gcodePreview: { ...DEFAULT_UI_SETTINGS.gcodePreview },
    editor: { ...DEFAULT_UI_SETTINGS.editor },
    cost: { ...DEFAULT_UI_SETTINGS.cost },
    spoolman: { ...DEFAULT_UI_SETTINGS.spoolman },
  });
}
