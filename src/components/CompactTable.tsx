// A dense table for the dashboard's first cards (temperatures, recent jobs): plain table elements with
// one stylesheet, a fraction of the weight of MUI's table components (the first page has a budget),
// and lighter to re-render four times a second. Cells take classes: `end` (right-aligned), `wide`
// (hidden on phones), `field` (holds an input: less padding), `tight` (no padding).
import { styled } from '@mui/material/styles';

export const CompactTable = styled('table')(({ theme }) => ({
  width: '100%',
  borderCollapse: 'collapse',
  borderSpacing: 0,
  ...theme.typography.body2,
  color: (theme.vars ?? theme).palette.text.primary,
  '& th, & td': {
    padding: '6px 16px',
    borderBottom: `1px solid ${(theme.vars ?? theme).palette.divider}`,
    textAlign: 'left',
    verticalAlign: 'middle',
  },
  '& thead th': { fontWeight: theme.typography.fontWeightMedium, lineHeight: '1.5rem' },
  '& tbody th': { fontWeight: 'inherit' },
  '& .end': { textAlign: 'right' },
  '& .field': { paddingTop: 4, paddingBottom: 4 },
  '& .tight': { padding: 0 },
  [theme.breakpoints.down('sm')]: { '& .wide': { display: 'none' } },
}));

/** Lets a wide table scroll sideways inside its card. */
export const TableScroller = styled('div')({ width: '100%', overflowX: 'auto' });
