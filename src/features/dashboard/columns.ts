// The dashboard's grid: the two containers side by side on large screens, one after the other below.
import type { SxProps, Theme } from '@mui/material/styles';

/**
 * Two columns from this viewport width (px): beside the 220 px navigation each column is then at
 * least ~560 px, what the status card's large layout (progress circle, rows, thumbnail) and the
 * temperature table with its chart need.
 */
export const TWO_COLUMNS_FROM = 1400;

export const GRID_SX: SxProps<Theme> = (theme) => ({
  display: 'grid',
  gap: 2,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  [theme.breakpoints.up(TWO_COLUMNS_FROM)]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
});

export const COLUMN_SX: SxProps<Theme> = {
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
};
