// The jobs card: the gcodes file browser; files are Moonraker's, so it shows without Klipper too.
import Description from '@mui/icons-material/DescriptionOutlined';
import type { CardDefinition } from '../../card-types';

const card: CardDefinition = {
  id: 'jobs',
  titleKey: 'files.jobs',
  icon: Description,
  load: () => import('./JobsCard').then((m) => ({ default: m.JobsCard })),
  height: 450,
  container: 'container2',
  order: 0,
};
export default card;
