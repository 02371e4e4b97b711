// The settings page's sections (spec part 2 §2 'Settings sections'): one entry per section, in
// the page's order, with its anchor (#id), title, lazily loaded body and the condition under which
// it shows. A new section adds an entry here and a folder beside this file.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { MessageKey } from '../../locales/keys';
import versionsMessages from '../../locales/en/versions.json';
import accountsMessages from '../../locales/en/accounts.json';
import macroSettingsMessages from '../../locales/en/macroSettings.json';
import cameraSettingsMessages from '../../locales/en/cameraSettings.json';
import settingsListsMessages from '../../locales/en/settingsLists.json';
import settingsMessages from '../../locales/en/settings.json';
import timelapseSettingsMessages from '../../locales/en/timelapseSettings.json';
import { registerEnglishArea } from '../../locales/lazy';

registerEnglishArea(versionsMessages);
registerEnglishArea(accountsMessages);
registerEnglishArea(settingsMessages);
registerEnglishArea(settingsListsMessages);
registerEnglishArea(macroSettingsMessages);
registerEnglishArea(cameraSettingsMessages);
registerEnglishArea(timelapseSettingsMessages);

export interface SectionContext {
  /** Moonraker's loaded components (server.info). */
  components: readonly string[];
}

export interface SettingsSection {
  /** The anchor: /settings#<id>. */
  id: string;
  title: MessageKey;
  component: LazyExoticComponent<ComponentType>;
  /** Shown only when this holds (always when absent). */
  condition?: (ctx: SectionContext) => boolean;
}

export const SETTINGS_SECTIONS: readonly SettingsSection[] = [
  {
    id: 'general',
    title: 'settings.general.title',
    component: lazy(() => import('./general/GeneralSection')),
  },
  {
    id: 'console',
    title: 'settingsLists.filters.title',
    component: lazy(() => import('./console/ConsoleFiltersSection')),
  },
  {
    id: 'theme',
    title: 'settings.theme.title',
    component: lazy(() => import('./theme/ThemeSection')),
  },
  {
    id: 'editor',
    title: 'settings.editor.title',
    component: lazy(() => import('./editor/EditorSection')),
  },
  {
    id: 'auth',
    title: 'accounts.title',
    component: lazy(() => import('./auth/AuthSection')),
    condition: (ctx) => ctx.components.includes('authorization'),
  },
  {
    id: 'macros',
    title: 'macroSettings.title',
    component: lazy(() => import('./macros/MacrosSection')),
  },
  {
    id: 'camera',
    title: 'cameraSettings.title',
    component: lazy(() => import('./cameras/CamerasSection')),
  },
  {
    id: 'toolhead',
    title: 'settings.toolhead.title',
    component: lazy(() => import('./toolhead/ToolheadSection')),
  },
  {
    id: 'presets',
    title: 'settingsLists.presets.title',
    component: lazy(() => import('./presets/PresetsSection')),
  },
  {
    id: 'gcodePreview',
    title: 'settings.gcodePreview.title',
    component: lazy(() => import('./gcode-preview/GcodePreviewSection')),
  },
  {
    id: 'timelapse',
    title: 'timelapseSettings.title',
    component: lazy(() => import('./timelapse/TimelapseSection')),
    condition: (ctx) => ctx.components.includes('timelapse'),
  },
  {
    id: 'versions',
    title: 'versions.title',
    component: lazy(() => import('./versions/VersionsSection')),
    condition: (ctx) => ctx.components.includes('update_manager'),
  },
];

export function visibleSections(ctx: SectionContext): SettingsSection[] {
  return SETTINGS_SECTIONS.filter((section) => !section.condition || section.condition(ctx));
}
