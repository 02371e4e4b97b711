// /tune: bed mesh, endstops, sensors and the running print's adjustments.
import { lazy } from '../../components/lazy';
import { ICONS } from '../../components/icons';
import type { PageDef } from '../../components/page-types';

const page: PageDef = {
  path: '/tune',
  name: 'routes.tune',
  component: lazy(() => import('./TunePage')),
  nav: { order: 50, icon: ICONS.tune! },
};
export default page;
