// The frame every titled card of Printdeck shares, on the dashboard (DashboardCard) and on the
// other pages (PageCard): a section named by its heading, and a title bar holding the icon, the
// title as a level-two heading, then the card's actions.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';

export interface CardFrameProps {
  /** The heading's id, unique on the page: the section is named by it. */
  headingId: string;
  title: string;
  icon?: ReactNode;
  /** Beside the title, at the bar's end. */
  actions?: ReactNode;
  /** The actions go to a second line when the bar is too narrow for them. */
  wrap?: boolean;
  /** A line under the title bar. */
  divided?: boolean;
  /** The section's data-card attribute (a dashboard card's layout id). */
  dataCard?: string;
  children?: ReactNode;
}

export function CardFrame({
  headingId,
  title,
  icon,
  actions,
  wrap = false,
  divided = false,
  dataCard,
  children,
}: CardFrameProps) {
  return (
    <Card component="section" aria-labelledby={headingId} data-card={dataCard}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          ...(wrap ? { flexWrap: 'wrap' } : {}),
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
      {children}
    </Card>
  );
}
