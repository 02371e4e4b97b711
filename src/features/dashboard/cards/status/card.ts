// The printer status card: first in the first container; it shows also while Klipper is not ready.
import Print from '@mui/icons-material/Print';
import type { CardDefinition } from '../../../../components/card-types';

const card: CardDefinition = {
  id: 'status',
  titleKey: 'layout.cards.status',
  icon: Print,
  load: () => import('./StatusCard').then((m) => ({ default: m.StatusCard })),
  height: 150,
  container: 'container1',
  order: 0,
};
export default card;
