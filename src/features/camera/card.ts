// The cameras card (spec part 1 §2 'Cameras card'): the enabled cameras' views; hidden while the
// printer has no enabled camera. Placeholder as high as one view at the spec's default 720 px.
import Videocam from '@mui/icons-material/Videocam';
import type { CardDefinition } from '../../components/card-types';
import { useHasCamera } from '../../state/camera-presence';

const card: CardDefinition = {
  id: 'cameras',
  titleKey: 'layout.cards.cameras',
  icon: Videocam,
  load: () => import('./card/CamerasCard').then((m) => ({ default: m.CamerasCard })),
  useHidden: () => !useHasCamera(),
  height: 720,
  // Right under the printer's status: watching the print comes next.
  container: 'container1',
  order: 0.5,
};
export default card;
