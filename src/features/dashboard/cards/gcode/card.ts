// The G-code preview card: a file's layers in 2D (and 3D), following the print, excluding objects
// (spec part 1 §2 'G-code preview card'). Everything but this declaration is a lazy chunk.
import Layers from '@mui/icons-material/Layers';
import { useHiddenUntilReady } from '../../../../components/card-rules';
import type { CardDefinition } from '../../../../components/card-types';

const card: CardDefinition = {
  id: 'gcodePreview',
  titleKey: 'layout.cards.gcodePreview',
  icon: Layers,
  load: () => import('./GcodeCard'),
  useHidden: useHiddenUntilReady,
  height: 560,
  container: 'container1',
  order: 4,
};
export default card;
