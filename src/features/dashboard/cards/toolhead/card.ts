// The toolhead card: homing, jogs, position, Z offset, extrusion (spec part 1 §2 Toolhead).
import OpenWith from '@mui/icons-material/OpenWith';
import type { CardDefinition } from '../../card-types';

const card: CardDefinition = {
  id: 'toolhead',
  titleKey: 'layout.cards.toolhead',
  icon: OpenWith,
  load: () => import('./ToolheadCard').then((m) => ({ default: m.ToolheadCard })),
  hidden: ({ klippyReady }) => !klippyReady,
  height: 560,
  container: 'container1',
  order: 2,
};
export default card;
