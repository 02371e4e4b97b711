// A titled section of the /system page (no layout editing here, unlike the dashboard's cards).
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';

interface Props {
  id: string;
  title: string;
  icon?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}

export function SystemCard({ id, title, icon, actions, children }: Props) {
  const headingId = `system-${id}-title`;
  return (
    <Card component="section" aria-labelledby={headingId}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          flexWrap: 'wrap',
          gap: 1,
          px: 2,
          py: 1,
          minHeight: 48,
        }}
      >
        {icon}
        <Typography
          id={headingId}
          variant="subtitle1"
          component="h2"
          sx={{ fontWeight: 600, flexGrow: 1 }}
        >
          {title}
        </Typography>
        {actions}
      </Box>
      <Box sx={{ px: 2, pb: 2 }}>{children}</Box>
    </Card>
  );
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
