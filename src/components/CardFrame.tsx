// The frame every titled card of Printdeck shares, on the dashboard (DashboardCard) and on the
// other pages (PageCard): a section named by its heading, and a title bar holding the icon, the
// title as a level-two heading, then the card's actions.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';

/** The title bar's height (px): a card's place below it is what its body takes. */
export const TITLE_BAR_HEIGHT = 48;

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
  /** The body is still on its way (aria-busy): the frame stands in for a card not yet loaded. */
  busy?: boolean;
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
  busy = false,
  children,
}: CardFrameProps) {
  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      aria-busy={busy || undefined}
      data-card={dataCard}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          ...(wrap ? { flexWrap: 'wrap' } : {}),
          gap: 1,
          px: 2,
          py: 1,
          minHeight: TITLE_BAR_HEIGHT,
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
