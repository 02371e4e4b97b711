// The navigation drawer on small screens (its own chunk: desktop never loads it).
import type { ReactNode } from 'react';
import Drawer from '@mui/material/Drawer';
import { HEADER_HEIGHT } from '../theme';

export default function MobileNavDrawer({
  open,
  onClose,
  children,
}: {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: 260, pt: `${HEADER_HEIGHT}px` } } }}
    >
      {children}
    </Drawer>
  );
}
