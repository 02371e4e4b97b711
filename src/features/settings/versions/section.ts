// Settings › Versions and updates (with Moonraker's update manager only).
import { lazy } from '../../../components/lazy';
import messages from '../../../locales/en/versions.json';
import { registerEnglishArea } from '../../../locales/lazy';
import type { SettingsSection } from '../../../components/settings-section';

registerEnglishArea(messages);

const section: SettingsSection = {
  id: 'versions',
  title: 'versions.title',
  order: 120,
  component: lazy(() => import('./VersionsSection')),
  condition: (ctx) => ctx.components.includes('update_manager'),
};
export default section;
