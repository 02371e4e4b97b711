// The temperature card: heaters and sensors exist only once Klipper is ready.
import Thermostat from '@mui/icons-material/Thermostat';
import { useHiddenUntilReady } from '../../../../components/card-rules';
import type { CardDefinition } from '../../../../components/card-types';

const card: CardDefinition = {
  id: 'temperature',
  titleKey: 'temperature.title',
  icon: Thermostat,
  load: () => import('./TemperatureCard').then((m) => ({ default: m.TemperatureCard })),
  useHidden: useHiddenUntilReady,
  height: 520,
  container: 'container1',
  order: 1,
};
export default card;
