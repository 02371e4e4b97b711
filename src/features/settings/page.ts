// /settings, and a macro category's page below it. The navigation entry counts the components
// with an update waiting.
import { lazy } from 'react';
import { ICONS } from '../../components/icons';
import type { PageDef } from '../../components/page-types';
import { updateCount } from '../../lib/updates';
import { useUpdates } from '../../state/updates';

const useUpdatesWaiting = () => useUpdates((s) => updateCount(s.status));

const pages: PageDef[] = [
  {
    path: '/settings',
    name: 'routes.settings',
    component: lazy(() => import('./SettingsPage')),
    nav: {
      order: 80,
      icon: ICONS.settings!,
      useBadge: useUpdatesWaiting,
      badgeLabel: 'navBadge.updates',
    },
  },
  {
    path: '/settings/macros/:categoryId',
    name: 'routes.macros',
    component: lazy(() => import('./macros/MacroCategoryPage')),
  },
];
export default pages;
