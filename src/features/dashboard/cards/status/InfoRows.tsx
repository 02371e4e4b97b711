// Labelled rows: each value is named by its label (dt/dd), so it reads as a user says it.
import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';

export interface InfoRow {
  key: string;
  label: string;
  value: ReactNode;
}

export function InfoRows({ rows }: { rows: InfoRow[] }) {
  const id = useId();
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(110px, max-content) 1fr',
        columnGap: 2,
        rowGap: 0.5,
        m: 0,
        fontSize: '0.875rem',
      }}
    >
      {rows.map((row) => (
        <Box key={row.key} sx={{ display: 'contents' }}>
          <Box component="dt" id={`${id}-${row.key}`} sx={{ color: 'text.secondary' }}>
            {row.label}
          </Box>
          <Box
            component="dd"
            aria-labelledby={`${id}-${row.key}`}
            sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}
          >
            {row.value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
