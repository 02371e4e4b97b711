// Settings › Timelapse recording and rendering (with the timelapse component only).
import { lazy } from '../../components/lazy';
import messages from '../../locales/en/timelapseSettings.json';
import { registerEnglishArea } from '../../locales/lazy';
import type { SettingsSection } from '../../components/settings-section';

registerEnglishArea(messages);

const section: SettingsSection = {
  id: 'timelapse',
  title: 'timelapseSettings.title',
  order: 110,
  component: lazy(() => import('./settings/TimelapseSection')),
  condition: (ctx) => ctx.components.includes('timelapse'),
};
export default section;
