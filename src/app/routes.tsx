// The route table: path, name (for the page title and navigation), guard, layout needs.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import DashboardPage from '../features/dashboard/DashboardPage';
import type { MessageKey } from '../locales/keys';

export interface RouteDef {
  path: string;
  /** i18n key of the route's name. */
  name: MessageKey;
  component: ComponentType | LazyExoticComponent<ComponentType>;
  /** Reachable without being authenticated. */
  open?: boolean;
  /** The page fills the height (no page scrolling). */
  fillHeight?: boolean;
  /** Hide the firmware-state card on this page. */
  hideFirmwareCard?: boolean;
}

const page = (load: () => Promise<{ default: ComponentType }>) => lazy(load);

export const ROUTES: RouteDef[] = [
  { path: '/', name: 'routes.dashboard', component: DashboardPage },
  {
    path: '/console',
    name: 'routes.console',
    component: page(() => import('./pages/ConsolePage')),
  },
  {
    path: '/jobs',
    name: 'routes.jobs',
    component: page(() => import('../features/files/JobsPage')),
  },
  {
    path: '/tune',
    name: 'routes.tune',
    component: page(() => import('../features/tune/TunePage')),
  },
  {
    path: '/timelapse',
    name: 'routes.timelapse',
    component: page(() => import('../features/timelapse/TimelapsePage')),
  },
  {
    path: '/camera/:id',
    name: 'layout.cards.cameras',
    component: page(() => import('../features/camera/CameraPage')),
  },
  {
    path: '/printers',
    name: 'routes.printers',
    component: page(() => import('../features/dashboard/PrintersPage')),
  },
  {
    path: '/history',
    name: 'routes.history',
    component: page(() => import('../features/history/HistoryPage')),
  },
  {
    path: '/system',
    name: 'routes.system',
    component: page(() => import('../features/system/SystemPage')),
  },
  {
    path: '/configure',
    name: 'routes.configure',
    component: page(() => import('../features/configure/ConfigurePage')),
  },
  {
    path: '/settings',
    name: 'routes.settings',
    component: page(() => import('../features/settings/SettingsPage')),
  },
  {
    path: '/settings/macros/:categoryId',
    name: 'routes.macros',
    component: page(() => import('../features/settings/macros/MacroCategoryPage')),
  },
  {
    path: '/login',
    name: 'routes.login',
    component: page(() => import('../features/auth/LoginPage')),
    open: true,
    fillHeight: true,
    hideFirmwareCard: true,
  },
  {
    path: '/icons',
    name: 'routes.icons',
    component: page(() => import('./pages/IconsPage')),
    open: true,
  },
];

export const NOT_FOUND: RouteDef = {
  path: '*',
  name: 'routes.notFound',
  component: page(() => import('./pages/NotFoundPage')),
  open: true,
};

/** Primary navigation entries, in order; `component` names the server component they need. */
export const NAV_ITEMS: { path: string; name: MessageKey; requires?: string }[] = [
  { path: '/', name: 'routes.dashboard' },
  { path: '/console', name: 'routes.console' },
  { path: '/jobs', name: 'routes.jobs' },
  { path: '/history', name: 'routes.history', requires: 'history' },
  { path: '/timelapse', name: 'routes.timelapse', requires: 'timelapse' },
  { path: '/tune', name: 'routes.tune' },
  { path: '/configure', name: 'routes.configure' },
  { path: '/system', name: 'routes.system' },
  { path: '/settings', name: 'routes.settings' },
];
