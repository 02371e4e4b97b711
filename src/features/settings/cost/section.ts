// Settings › Print cost: the price of a kWh and the currency prices are shown in.
import { lazy } from '../../../components/lazy';
import messages from '../../../locales/en/settings.json';
import { registerEnglishArea } from '../../../locales/lazy';
import type { SettingsSection } from '../../../components/settings-section';

registerEnglishArea(messages);

const section: SettingsSection = {
  id: 'cost',
  title: 'settings.cost.title',
  order: 105,
  component: lazy(() => import('./CostSection')),
};
export default section;
