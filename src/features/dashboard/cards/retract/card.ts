// Firmware retraction (spec part 1 §2 Retract); hidden when the printer has no [firmware_retraction].
import SwapVert from '@mui/icons-material/SwapVert';
import { useHasObject, useKlippyReady } from '../../../../components/card-rules';
import type { CardDefinition } from '../../../../components/card-types';

const card: CardDefinition = {
  id: 'retract',
  titleKey: 'layout.cards.retract',
  icon: SwapVert,
  load: () => import('./RetractCard').then((m) => ({ default: m.RetractCard })),
  useHidden: () => {
    const ready = useKlippyReady();
    const configured = useHasObject((o) => o === 'firmware_retraction');
    return !ready || !configured;
  },
  height: 300,
  container: 'container2',
  order: 4,
};
export default card;
