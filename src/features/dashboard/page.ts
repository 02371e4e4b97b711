// The page of every printer at once (the dashboard itself, /, is the shell's: it gathers the cards
// of every feature, app/pages/DashboardRoute.tsx).
import { lazy } from '../../components/lazy';
import type { PageDef } from '../../components/page-types';

const page: PageDef = {
  path: '/printers',
  name: 'routes.printers',
  component: lazy(() => import('./PrintersPage')),
};
export default page;
