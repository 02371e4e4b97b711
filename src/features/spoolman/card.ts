// The spool card: the printer's active Spoolman spool and Moonraker's connection to Spoolman;
// shown only when the printer's Moonraker has the spoolman component.
import Album from '@mui/icons-material/Album';
import type { CardDefinition } from '../../components/card-types';
import { useServer } from '../../state/server';

const card: CardDefinition = {
  id: 'spoolman',
  titleKey: 'layout.cards.spoolman',
  icon: Album,
  load: () => import('./SpoolCard').then((m) => ({ default: m.SpoolCard })),
  useHidden: () => !useServer((s) => s.components.includes('spoolman')),
  height: 230,
  // Beside the printer's status and temperatures: what is loaded matters when a print starts.
  container: 'container2',
  order: 0.5,
};
export default card;
