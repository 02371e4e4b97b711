// What a settings section declares about itself in its section.ts — a feature's own
// (features/<area>/section.ts) or one of the settings feature's folders — found by the settings
// route (app/pages/SettingsRoute.tsx): its anchor, title, place on the page, lazily loaded body
// and when it shows.
import type { ComponentType, LazyExoticComponent } from 'react';
import type { MessageKey } from '../locales/keys';

export interface SectionContext {
  /** Moonraker's loaded components (server.info). */
  components: readonly string[];
}

export interface SettingsSection {
  /** The anchor: /settings#<id>. */
  id: string;
  title: MessageKey;
  /** Place on the page (spec part 2 §2 'Settings sections'), lower first. */
  order: number;
  component: LazyExoticComponent<ComponentType>;
  /** Shown only when this holds (always when absent). */
  condition?: (ctx: SectionContext) => boolean;
}

/** The sections shown for this server, in their order. */
export function visibleSections(
  sections: readonly SettingsSection[],
  ctx: SectionContext,
): SettingsSection[] {
  return [...sections]
    .sort((a, b) => a.order - b.order)
    .filter((section) => !section.condition || section.condition(ctx));
}
