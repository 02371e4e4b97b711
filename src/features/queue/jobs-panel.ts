// The job queue beside the files on /jobs, where the printer's Moonraker has the job_queue
// component: the same queue, actions and editing as the dashboard's card.
import type { JobsPanel } from '../../components/jobs-panels';
import { useServer } from '../../state/server';

const panel: JobsPanel = {
  id: 'queue',
  order: 0,
  load: () => import('./panel/QueuePanel'),
  useHidden: () => !useServer((s) => s.components.includes('job_queue')),
};
export default panel;
