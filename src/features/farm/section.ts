// Settings › Alerts: the farm's alerts, kept in this browser (kinds, sound, browser notifications).
import { lazy } from '../../components/lazy';
import messages from '../../locales/en/alerts.json';
import { registerEnglishArea } from '../../locales/lazy';
import type { SettingsSection } from '../../components/settings-section';

registerEnglishArea(messages);

const section: SettingsSection = {
  id: 'alerts',
  title: 'alerts.title',
  order: 115,
  component: lazy(() => import('./alerts/AlertsSection')),
};
export default section;
