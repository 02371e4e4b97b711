// Settings › Temperature presets.
import { lazy } from '../../../components/lazy';
import messages from '../../../locales/en/settingsLists.json';
import { registerEnglishArea } from '../../../locales/lazy';
import type { SettingsSection } from '../../../components/settings-section';

registerEnglishArea(messages);

const section: SettingsSection = {
  id: 'presets',
  title: 'settingsLists.presets.title',
  order: 90,
  component: lazy(() => import('./PresetsSection')),
};
export default section;
