// A titled card of a page (/tune, /system …): a section named by its heading, with an icon and
// actions beside the title. The dashboard's own cards (layout editing, collapse) are DashboardCard.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';

export interface PageCardProps {
  /** Unique on the page: the heading's id is `<id>-title`. */
  id: string;
  title: string;
  icon?: ReactNode;
  actions?: ReactNode;
  /** A line between the title bar and the content. */
  divided?: boolean;
  children: ReactNode;
}

export function PageCard({ id, title, icon, actions, divided = false, children }: PageCardProps) {
  const headingId = `${id}-title`;
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
          ...(divided ? { borderBottom: 1, borderColor: 'divider' } : {}),
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
      <Box sx={divided ? { p: 2 } : { px: 2, pb: 2 }}>{children}</Box>
    </Card>
  );
}
