// The route table, gathered from every page.ts (features/<area>/page.ts and the shell's own
// pages/page.ts): adding a page edits no list here. The navigation is the pages with a `nav`
// entry, in their order.
import { lazy } from '../components/lazy';
import type { NavEntry, PageDef, PageModule } from '../components/page-types';

export type RouteDef = PageDef;

const modules = {
  ...import.meta.glob<PageModule>('../features/*/page.ts', { eager: true }),
  ...import.meta.glob<PageModule>('./pages/page.ts', { eager: true }),
};

/** Every page, by path (a path declared twice is a mistake the route table test catches). */
export const ROUTES: readonly RouteDef[] = Object.values(modules)
  .flatMap(({ default: pages }) => (Array.isArray(pages) ? pages : [pages]) as PageDef[])
  .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));

export const NOT_FOUND: RouteDef = {
  path: '*',
  name: 'routes.notFound',
  component: lazy(() => import('./pages/NotFoundPage')),
  open: true,
};

export interface NavItem extends NavEntry {
  path: string;
  name: PageDef['name'];
}

/** Primary navigation entries, in order. */
export const NAV_ITEMS: readonly NavItem[] = ROUTES.flatMap((route) =>
  route.nav ? [{ ...route.nav, path: route.path, name: route.name }] : [],
).sort((a, b) => a.order - b.order);
