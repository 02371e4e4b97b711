// Fans, output pins and LEDs (spec part 1 §2 Fans and outputs).
import Toys from '@mui/icons-material/Toys';
import { useHiddenUntilReady } from '../../../../components/card-rules';
import type { CardDefinition } from '../../../../components/card-types';

const card: CardDefinition = {
  id: 'fans',
  titleKey: 'layout.cards.fans',
  icon: Toys,
  load: () => import('./FansCard').then((m) => ({ default: m.FansCard })),
  useHidden: useHiddenUntilReady,
  height: 360,
  container: 'container2',
  order: 2,
};
export default card;
