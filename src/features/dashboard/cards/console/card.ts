// The console card: Klipper's responses and a command line (the /console page has it full screen).
import Terminal from '@mui/icons-material/Terminal';
import { useHiddenUntilReady } from '../../../../components/card-rules';
import type { CardDefinition } from '../../../../components/card-types';

const card: CardDefinition = {
  id: 'console',
  titleKey: 'layout.cards.console',
  icon: Terminal,
  load: () => import('./ConsoleCard').then((m) => ({ default: m.ConsoleCard })),
  useHidden: useHiddenUntilReady,
  height: 360,
  container: 'container2',
  order: 1,
};
export default card;
