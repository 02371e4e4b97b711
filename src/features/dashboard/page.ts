// The dashboard (/, the first page: not a lazy chunk) and the page of every printer at once.
import { lazy } from 'react';
import { ICONS } from '../../components/icons';
import type { PageDef } from '../../components/page-types';
import DashboardPage from './DashboardPage';

const pages: PageDef[] = [
  {
    path: '/',
    name: 'routes.dashboard',
    component: DashboardPage,
    nav: { order: 0, icon: ICONS.dashboard! },
  },
  {
    path: '/printers',
    name: 'routes.printers',
    component: lazy(() => import('./PrintersPage')),
  },
];
export default pages;
