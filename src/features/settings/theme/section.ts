// Settings › Dark or light, the primary colour and the logo.
import { lazy } from '../../../components/lazy';
import messages from '../../../locales/en/settings.json';
import { registerEnglishArea } from '../../../locales/lazy';
import type { SettingsSection } from '../../../components/settings-section';

registerEnglishArea(messages);

const section: SettingsSection = {
  id: 'theme',
  title: 'settings.theme.title',
  order: 30,
  component: lazy(() => import('./ThemeSection')),
};
export default section;
