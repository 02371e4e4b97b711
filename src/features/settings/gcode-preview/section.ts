// Settings › The G-code preview's drawing options.
import { lazy } from '../../../components/lazy';
import messages from '../../../locales/en/settings.json';
import { registerEnglishArea } from '../../../locales/lazy';
import type { SettingsSection } from '../../../components/settings-section';

registerEnglishArea(messages);

const section: SettingsSection = {
  id: 'gcodePreview',
  title: 'settings.gcodePreview.title',
  order: 100,
  component: lazy(() => import('./GcodePreviewSection')),
};
export default section;
