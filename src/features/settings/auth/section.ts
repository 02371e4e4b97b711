// Settings › Users and the API key (with Moonraker's authorization component only).
import { lazy } from '../../../components/lazy';
import messages from '../../../locales/en/accounts.json';
import { registerEnglishArea } from '../../../locales/lazy';
import type { SettingsSection } from '../../../components/settings-section';

registerEnglishArea(messages);

const section: SettingsSection = {
  id: 'auth',
  title: 'accounts.title',
  order: 50,
  component: lazy(() => import('./AuthSection')),
  condition: (ctx) => ctx.components.includes('authorization'),
};
export default section;
