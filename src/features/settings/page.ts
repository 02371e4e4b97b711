// A macro category's page, below /settings (the settings page itself is the shell's: it gathers
// the sections of every feature, app/pages/SettingsRoute.tsx).
import { lazy } from '../../components/lazy';
import type { PageDef } from '../../components/page-types';

const page: PageDef = {
  path: '/settings/macros/:categoryId',
  name: 'routes.macros',
  component: lazy(() => import('./macros/MacroCategoryPage')),
};
export default page;
