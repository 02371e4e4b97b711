// Settings › The file editor.
import { lazy } from '../../../components/lazy';
import messages from '../../../locales/en/settings.json';
import { registerEnglishArea } from '../../../locales/lazy';
import type { SettingsSection } from '../../../components/settings-section';

registerEnglishArea(messages);

const section: SettingsSection = {
  id: 'editor',
  title: 'settings.editor.title',
  order: 40,
  component: lazy(() => import('./EditorSection')),
};
export default section;
