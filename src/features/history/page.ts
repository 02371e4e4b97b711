// /history: past prints and their totals (with Moonraker's history component only).
import { lazy } from '../../components/lazy';
import { ICONS } from '../../components/icons';
import type { PageDef } from '../../components/page-types';

const page: PageDef = {
  path: '/history',
  name: 'routes.history',
  component: lazy(() => import('./HistoryPage')),
  nav: { order: 30, icon: ICONS.history!, requires: 'history' },
};
export default page;
