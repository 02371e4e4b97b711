// The macros card: a button per macro a user runs. Hidden when the printer has none (helpers whose
// name starts with '_' do not count).
import PlayCircle from '@mui/icons-material/PlayCircleOutlined';
import { useHasObject, useKlippyReady } from '../../../../components/card-rules';
import type { CardDefinition } from '../../../../components/card-types';

const PREFIX = 'gcode_macro ';

const card: CardDefinition = {
  id: 'macros',
  titleKey: 'layout.cards.macros',
  icon: PlayCircle,
  load: () => import('./MacrosCard').then((m) => ({ default: m.MacrosCard })),
  useHidden: () => {
    const ready = useKlippyReady();
    const hasMacro = useHasObject(
      (o) => o.startsWith(PREFIX) && !o.slice(PREFIX.length).startsWith('_'),
    );
    return !ready || !hasMacro;
  },
  height: 160,
  container: 'container1',
  order: 3,
};
export default card;
