// Labelled rows: each value is named by its label (dt/dd), so it reads as a user says it.
import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { clampLines } from '../../../../components/clamp';

export interface InfoRow {
  key: string;
  label: string;
  value: ReactNode;
  /**
   * Text from the printer that may be long (a file name): at most three lines of it show, the
   * whole of it in the tooltip.
   */
  long?: string;
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
            title={row.long}
            sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere', ...(row.long && clampLines(3)) }}
          >
            {row.value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
