// The settings page's sections (spec part 2 §2 'Settings sections'): every folder here with a
// section.ts is one, in the order it declares. Adding a section is adding a folder; nothing here
// lists them.
import type { SectionContext, SettingsSection } from './section-types';

export type { SectionContext, SettingsSection } from './section-types';

const modules = import.meta.glob<{ default: SettingsSection }>('./*/section.ts', { eager: true });

export const SETTINGS_SECTIONS: readonly SettingsSection[] = Object.values(modules)
  .map((module) => module.default)
  .sort((a, b) => a.order - b.order);

export function visibleSections(ctx: SectionContext): SettingsSection[] {
  return SETTINGS_SECTIONS.filter((section) => !section.condition || section.condition(ctx));
}
