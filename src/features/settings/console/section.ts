// Settings › The console's filters.
import { lazy } from '../../../components/lazy';
import messages from '../../../locales/en/settingsLists.json';
import { registerEnglishArea } from '../../../locales/lazy';
import type { SettingsSection } from '../../../components/settings-section';

registerEnglishArea(messages);

const section: SettingsSection = {
  id: 'console',
  title: 'settingsLists.filters.title',
  order: 20,
  component: lazy(() => import('./ConsoleFiltersSection')),
};
export default section;
