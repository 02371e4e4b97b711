// /settings: the settings page with every section the app has — the settings feature's own
// (features/settings/*/section.ts) and those other features bring (features/<area>/section.ts),
// found here, where the shell may see every feature. Adding a section edits no list.
import type { SettingsSection } from '../../components/settings-section';
import SettingsPage from '../../features/settings/SettingsPage';

type SectionModule = { default: SettingsSection };

export const SETTINGS_SECTIONS: readonly SettingsSection[] = Object.values({
  ...import.meta.glob<SectionModule>('../../features/settings/*/section.ts', { eager: true }),
  ...import.meta.glob<SectionModule>('../../features/*/section.ts', { eager: true }),
})
  .map((module) => module.default)
  .sort((a, b) => a.order - b.order);

export default function SettingsRoute() {
  return <SettingsPage sections={SETTINGS_SECTIONS} />;
}
