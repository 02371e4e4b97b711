// /login: open without a login, the whole height, without the firmware card.
import { lazy } from '../../components/lazy';
import type { PageDef } from '../../components/page-types';

const page: PageDef = {
  path: '/login',
  name: 'routes.login',
  component: lazy(() => import('./LoginPage')),
  open: true,
  fillHeight: true,
  hideFirmwareCard: true,
};
export default page;
