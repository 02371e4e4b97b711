// The jobs card: the gcodes file browser. Like every card but the printer status (spec part 1 §2
// Dashboard), it shows only while Klipper is ready; /jobs has the files meanwhile.
import Description from '@mui/icons-material/DescriptionOutlined';
import { useHiddenUntilReady } from '../../../../components/card-rules';
import type { CardDefinition } from '../../../../components/card-types';

const card: CardDefinition = {
  id: 'jobs',
  titleKey: 'layout.cards.jobs',
  icon: Description,
  load: () => import('./JobsCard').then((m) => ({ default: m.JobsCard })),
  useHidden: useHiddenUntilReady,
  height: 450,
  container: 'container2',
  order: 0,
};
export default card;
