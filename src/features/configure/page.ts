// /configure: the configuration files and the editor.
import { lazy } from '../../components/lazy';
import { ICONS } from '../../components/icons';
import type { PageDef } from '../../components/page-types';

const page: PageDef = {
  path: '/configure',
  name: 'routes.configure',
  component: lazy(() => import('./ConfigurePage')),
  nav: { order: 60, icon: ICONS.configure! },
};
export default page;
