// The farm: every printer live on one page. In the navigation whenever more than one printer is
// configured; its address is the same under any printer's (`~/farm`).
import { lazy } from '../../components/lazy';
import { ICONS } from '../../components/icons';
import type { PageDef } from '../../components/page-types';
import { useInstances } from '../../state/instances';

const page: PageDef = {
  path: '/farm',
  name: 'routes.farm',
  component: lazy(() => import('./FarmPage')),
  // Each tile has its own printer, connection and login: the chosen printer's need not be open.
  open: true,
  hideFirmwareCard: true,
  nav: {
    order: 5,
    icon: ICONS.farm!,
    absolute: true,
    useShown: () => useInstances((s) => s.instances.length > 1),
  },
};
export default page;
