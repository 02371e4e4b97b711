// A titled section of the /system page (no layout editing here, unlike the dashboard's cards).
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { PageCard, type PageCardProps } from '../../components/PageCard';

/** A titled section of the /system page. */
export function SystemCard(props: PageCardProps) {
  return <PageCard {...props} id={`system-${props.id}`} />;
}

/** A list of label/value pairs (a description list, two columns). */
export function Facts({ rows }: { rows: [label: string, value: ReactNode][] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(7rem, max-content) minmax(0, 1fr)',
        columnGap: 2,
        rowGap: 0.5,
        m: 0,
        fontSize: '0.875rem',
        '& dt': { color: 'text.secondary' },
        '& dd': { m: 0, overflowWrap: 'anywhere' },
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Box>
      ))}
    </Box>
  );
}
