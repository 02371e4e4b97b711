// The job queue card: the printer's queued jobs, its state, start and pause. Hidden when the
// printer's Moonraker has no job_queue component.
import QueuePlayNext from '@mui/icons-material/QueuePlayNext';
import type { CardDefinition } from '../../components/card-types';
import { useServer } from '../../state/server';

const card: CardDefinition = {
  id: 'queue',
  titleKey: 'layout.cards.queue',
  icon: QueuePlayNext,
  load: () => import('./card/QueueCard'),
  useHidden: () => !useServer((s) => s.components.includes('job_queue')),
  height: 260,
  // Beside the jobs card: what prints next follows what is there to print.
  container: 'container2',
  order: 0.6,
};
export default card;
