// Settings › The interface in general: name, language, dates, confirmations, card options.
import { lazy } from '../../../components/lazy';
import messages from '../../../locales/en/settings.json';
import { registerEnglishArea } from '../../../locales/lazy';
import type { SettingsSection } from '../../../components/settings-section';

registerEnglishArea(messages);

const section: SettingsSection = {
  id: 'general',
  title: 'settings.general.title',
  order: 10,
  component: lazy(() => import('./GeneralSection')),
};
export default section;
