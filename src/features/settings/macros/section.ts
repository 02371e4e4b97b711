// Settings › Macros' aliases, colours and categories.
import { lazy } from '../../../components/lazy';
import messages from '../../../locales/en/macroSettings.json';
import { registerEnglishArea } from '../../../locales/lazy';
import type { SettingsSection } from '../../../components/settings-section';

registerEnglishArea(messages);

const section: SettingsSection = {
  id: 'macros',
  title: 'macroSettings.title',
  order: 60,
  component: lazy(() => import('./MacrosSection')),
};
export default section;
