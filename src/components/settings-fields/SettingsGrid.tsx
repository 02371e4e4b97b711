// The fields of a section: two columns on wide screens, one on phones.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

export function SettingsGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        columnGap: 3,
        rowGap: 1,
        alignItems: 'start',
        pt: 1,
      }}
    >
      {children}
    </Box>
  );
}
