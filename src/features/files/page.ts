// /jobs: the G-code files, their queue of actions and uploads.
import { lazy } from '../../components/lazy';
import { ICONS } from '../../components/icons';
import type { PageDef } from '../../components/page-types';

const page: PageDef = {
  path: '/jobs',
  name: 'routes.jobs',
  component: lazy(() => import('./JobsPage')),
  nav: { order: 20, icon: ICONS.jobs! },
};
export default page;
