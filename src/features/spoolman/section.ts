// Settings › Spoolman (with the spoolman component only): whether Print first asks which spool.
import { lazy } from '../../components/lazy';
import messages from '../../locales/en/spoolman.json';
import { registerEnglishArea } from '../../locales/lazy';
import type { SettingsSection } from '../../components/settings-section';

registerEnglishArea(messages);

const section: SettingsSection = {
  id: 'spoolman',
  title: 'spoolman.settings.title',
  order: 106,
  component: lazy(() => import('./settings/SpoolmanSection')),
  condition: (ctx) => ctx.components.includes('spoolman'),
};
export default section;
