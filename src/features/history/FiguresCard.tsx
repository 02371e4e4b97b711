// The history page's cards of figures (the totals, the cost of prints): a header with the card's
// title and its own controls (the header the job table uses too), then a grid of labelled figures, each value named by its label
// (dt/dd) and optionally followed by a note in small print; a card without figures says why.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';

export interface Figure {
  key: string;
  label: string;
  value: ReactNode;
  /** Small print under the value. */
  note?: ReactNode;
}

interface Props {
  /** Prefix of the card's element ids. */
  id: string;
  title: string;
  /** The controls at the header's end. */
  actions?: ReactNode;
  figures: readonly Figure[];
  /** Figures per row on large screens (two on phones, three on tablets). */
  columns: number;
  /** Shown instead of the grid when there are no figures. */
  empty?: ReactNode;
  /** More of the card (its dialogs). */
  children?: ReactNode;
}

/** A history card's header: its title (naming the card, `id`) and its controls, wrapping on phones. */
export function HistoryCardHeader({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        px: 2,
        py: 1,
        minHeight: 48,
      }}
    >
      <Typography id={id} variant="subtitle1" component="h2" sx={{ fontWeight: 600, flexGrow: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export function FiguresCard({ id, title, actions, figures, columns, empty, children }: Props) {
  return (
    <Card component="section" aria-labelledby={`${id}-title`} sx={{ mb: 2 }}>
      <HistoryCardHeader id={`${id}-title`} title={title}>
        {actions}
      </HistoryCardHeader>
      {figures.length === 0 && empty ? (
        <Typography color="text.secondary" variant="body2" sx={{ px: 2, pb: 2 }}>
          {empty}
        </Typography>
      ) : (
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: {
              xs: '1fr 1fr',
              sm: 'repeat(3, 1fr)',
              lg: `repeat(${columns}, 1fr)`,
            },
            gap: 2,
            px: 2,
            pb: 2,
            m: 0,
          }}
        >
          {figures.map((figure) => (
            <Box key={figure.key}>
              <Typography
                component="dt"
                variant="caption"
                color="text.secondary"
                id={`${id}-${figure.key}`}
              >
                {figure.label}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }} aria-labelledby={`${id}-${figure.key}`}>
                <Box component="span" sx={{ display: 'block', fontWeight: 500 }}>
                  {figure.value}
                </Box>
                {figure.note && (
                  <Typography component="span" variant="caption" color="text.secondary">
                    {figure.note}
                  </Typography>
                )}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      {children}
    </Card>
  );
}
