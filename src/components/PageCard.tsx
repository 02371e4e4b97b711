// A titled card of a page (/tune, /system …): a section named by its heading, with an icon and
// actions beside the title (the frame it shares with the dashboard's cards, whose layout editing
// and collapse are DashboardCard's).
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { CardFrame } from './CardFrame';

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
  return (
    <CardFrame
      headingId={`${id}-title`}
      title={title}
      icon={icon}
      actions={actions}
      wrap
      divided={divided}
    >
      <Box sx={divided ? { p: 2 } : { px: 2, pb: 2 }}>{children}</Box>
    </CardFrame>
  );
}
