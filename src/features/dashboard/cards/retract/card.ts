// Firmware retraction (spec part 1 §2 Retract); hidden when the printer has no [firmware_retraction].
import SwapVert from '@mui/icons-material/SwapVert';
import type { CardDefinition } from '../../card-types';

const card: CardDefinition = {
  id: 'retract',
  titleKey: 'layout.cards.retract',
  icon: SwapVert,
  load: () => import('./RetractCard').then((m) => ({ default: m.RetractCard })),
  hidden: ({ klippyReady, objects }) => !klippyReady || !objects.includes('firmware_retraction'),
  height: 300,
  container: 'container2',
  order: 4,
};
export default card;
