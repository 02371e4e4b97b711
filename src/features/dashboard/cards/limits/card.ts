// Speed and flow factors, pressure advance and the velocity limits (spec part 1 §2 Limits).
import Speed from '@mui/icons-material/Speed';
import { useHiddenUntilReady } from '../../../../components/card-rules';
import type { CardDefinition } from '../../../../components/card-types';

const card: CardDefinition = {
  id: 'limits',
  titleKey: 'layout.cards.limits',
  icon: Speed,
  load: () => import('./LimitsCard').then((m) => ({ default: m.LimitsCard })),
  useHidden: useHiddenUntilReady,
  height: 520,
  container: 'container2',
  order: 3,
};
export default card;
