// The shell's own pages: the console (full screen), the icon list and the page for an unknown address.
import { lazy } from 'react';
import { ICONS } from '../../components/icons';
import type { PageDef } from '../../components/page-types';

const pages: PageDef[] = [
  {
    path: '/console',
    name: 'routes.console',
    component: lazy(() => import('./ConsolePage')),
    nav: { order: 10, icon: ICONS.console! },
  },
  {
    path: '/icons',
    name: 'routes.icons',
    component: lazy(() => import('./IconsPage')),
    open: true,
  },
];
export default pages;
