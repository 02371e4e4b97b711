// /system: the host, its services, logs and usage.
import { lazy } from '../../components/lazy';
import { ICONS } from '../../components/icons';
import type { PageDef } from '../../components/page-types';

const page: PageDef = {
  path: '/system',
  name: 'routes.system',
  component: lazy(() => import('./SystemPage')),
  nav: { order: 70, icon: ICONS.system! },
};
export default page;
