// A titled card of the /tune page.
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

export function TuneCard({ id, title, icon, actions, children }: Props) {
  const headingId = `tune-${id}-title`;
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
          borderBottom: 1,
          borderColor: 'divider',
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
      <Box sx={{ p: 2 }}>{children}</Box>
    </Card>
  );
}
