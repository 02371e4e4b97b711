// The jobs card: the gcodes file browser. Like every card but the printer status (spec part 1 §2
// Dashboard), it shows only while Klipper is ready; /jobs has the files meanwhile.
import Description from '@mui/icons-material/DescriptionOutlined';
import type { CardDefinition } from '../../card-types';

const card: CardDefinition = {
  id: 'jobs',
  titleKey: 'layout.cards.jobs',
  icon: Description,
  load: () => import('./JobsCard').then((m) => ({ default: m.JobsCard })),
  hidden: ({ klippyReady }) => !klippyReady,
  height: 450,
  container: 'container2',
  order: 0,
};
export default card;
