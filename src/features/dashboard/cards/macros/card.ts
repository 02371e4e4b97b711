// The macros card: a button per macro a user runs. Hidden when the printer has none (helpers whose
// name starts with '_' do not count).
import PlayCircle from '@mui/icons-material/PlayCircleOutlined';
import type { CardDefinition } from '../../card-types';

const PREFIX = 'gcode_macro ';

const card: CardDefinition = {
  id: 'macros',
  titleKey: 'layout.cards.macros',
  icon: PlayCircle,
  load: () => import('./MacrosCard').then((m) => ({ default: m.MacrosCard })),
  hidden: ({ klippyReady, objects }) =>
    !klippyReady ||
    !objects.some((o) => o.startsWith(PREFIX) && !o.slice(PREFIX.length).startsWith('_')),
  height: 160,
  container: 'container1',
  order: 3,
};
export default card;
