// /camera/:id: one camera full size (reached from the cameras card).
import { lazy } from '../../components/lazy';
import type { PageDef } from '../../components/page-types';

const page: PageDef = {
  path: '/camera/:id',
  name: 'layout.cards.cameras',
  component: lazy(() => import('./CameraPage')),
};
export default page;
