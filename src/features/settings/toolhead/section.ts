// Settings › The toolhead card's distances and speeds.
import { lazy } from '../../../components/lazy';
import messages from '../../../locales/en/settings.json';
import { registerEnglishArea } from '../../../locales/lazy';
import type { SettingsSection } from '../../../components/settings-section';

registerEnglishArea(messages);

const section: SettingsSection = {
  id: 'toolhead',
  title: 'settings.toolhead.title',
  order: 80,
  component: lazy(() => import('./ToolheadSection')),
};
export default section;
