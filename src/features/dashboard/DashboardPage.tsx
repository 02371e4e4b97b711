// The dashboard: two columns of cards (one column on smaller screens).
import Box from '@mui/material/Box';
import type { ComponentType } from 'react';
import { JobsCard } from './cards/jobs/JobsCard';
import { StatusCard } from './cards/status/StatusCard';
import { TemperatureCard } from './cards/temperature/TemperatureCard';
import { CardBoundary } from './CardBoundary';

/** The default layout: container1 and container2, each an ordered list of cards. */
const LAYOUT: { id: string; cards: { id: string; component: ComponentType }[] }[] = [
  {
    id: 'container1',
    // The status card comes first and shows also while Klipper is not ready.
    cards: [
      { id: 'status', component: StatusCard },
      { id: 'temperature', component: TemperatureCard },
      { id: 'jobs', component: JobsCard },
    ],
  },
  { id: 'container2', cards: [] },
];

export default function DashboardPage() {
  const columns = LAYOUT.filter((column) => column.cards.length > 0);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', lg: columns.length > 1 ? '1fr 1fr' : 'minmax(0, 900px)' },
      }}
    >
      {columns.map((column) => (
        <Box key={column.id} sx={{ minWidth: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>
          {column.cards.map(({ id, component: Card }) => (
            <CardBoundary key={id} name={id}>
              <Card />
            </CardBoundary>
          ))}
        </Box>
      ))}
    </Box>
  );
}
