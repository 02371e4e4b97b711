// The toolhead card: homing, jogs, position, Z offset, extrusion (spec part 1 §2 Toolhead).
import OpenWith from '@mui/icons-material/OpenWith';
import { useHiddenUntilReady } from '../../../../components/card-rules';
import type { CardDefinition } from '../../../../components/card-types';

const card: CardDefinition = {
  id: 'toolhead',
  titleKey: 'layout.cards.toolhead',
  icon: OpenWith,
  load: () => import('./ToolheadCard').then((m) => ({ default: m.ToolheadCard })),
  useHidden: useHiddenUntilReady,
  height: 560,
  container: 'container1',
  order: 2,
};
export default card;
