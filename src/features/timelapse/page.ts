// /timelapse: the recordings and the running render (with the timelapse component only).
import { lazy } from '../../components/lazy';
import { ICONS } from '../../components/icons';
import type { PageDef } from '../../components/page-types';

const page: PageDef = {
  path: '/timelapse',
  name: 'routes.timelapse',
  component: lazy(() => import('./TimelapsePage')),
  nav: { order: 40, icon: ICONS.timelapse!, requires: 'timelapse' },
};
export default page;
