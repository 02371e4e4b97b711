// The shell's own pages: the dashboard (the cards of every feature), the console (full screen), the settings (the sections of every feature;
// its navigation entry counts the components with an update waiting) and the icon list.
import { lazy } from '../../components/lazy';
import { ICONS } from '../../components/icons';
import type { PageDef } from '../../components/page-types';
import DashboardRoute from './DashboardRoute';
import { updateCount } from '../../lib/updates';
import { useUpdates } from '../../state/updates';

const useUpdatesWaiting = () => useUpdates((s) => updateCount(s.status));

const pages: PageDef[] = [
  {
    path: '/',
    name: 'routes.dashboard',
    component: DashboardRoute,
    nav: { order: 0, icon: ICONS.dashboard! },
  },
  {
    path: '/console',
    name: 'routes.console',
    component: lazy(() => import('./ConsolePage')),
    nav: { order: 10, icon: ICONS.console! },
  },
  {
    path: '/settings',
    name: 'routes.settings',
    component: lazy(() => import('./SettingsRoute')),
    nav: {
      order: 80,
      icon: ICONS.settings!,
      useBadge: useUpdatesWaiting,
      badgeLabel: 'navBadge.updates',
    },
  },
  {
    path: '/icons',
    name: 'routes.icons',
    component: lazy(() => import('./IconsPage')),
    open: true,
  },
];
export default pages;
