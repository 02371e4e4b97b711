// A page's cards in one column, and in two equal columns from `from` pixels wide (/configure,
// /system). Each child is one column's content.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

export function PageColumns({ from, children }: { from: number; children: ReactNode }) {
  return (
    <Box
      sx={(theme) => ({
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'minmax(0, 1fr)',
        alignItems: 'start',
        [theme.breakpoints.up(from)]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      })}
    >
      {children}
    </Box>
  );
}
