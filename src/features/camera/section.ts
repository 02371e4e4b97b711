// Settings › The printer's cameras (anchor #camera).
import { lazy } from '../../components/lazy';
import messages from '../../locales/en/cameraSettings.json';
import { registerEnglishArea } from '../../locales/lazy';
import type { SettingsSection } from '../../components/settings-section';

registerEnglishArea(messages);

const section: SettingsSection = {
  id: 'camera',
  title: 'cameraSettings.title',
  order: 70,
  component: lazy(() => import('./settings/CamerasSection')),
};
export default section;
