// The warnings panel (spec part 2 §2 'Warnings panel'): the printer's configuration warnings,
// Klipper's and Moonraker's, one item each with its text and a link to the documentation (a new
// tab). Text from the printer is shown as text, Moonraker's '<br/>' as line breaks.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from '../../locales/react';
import { clampLines } from '../clamp';
import type { PrinterWarning } from '../../lib/warnings-list';
import warningsMessages from '../../locales/en/warnings.json';
import { registerEnglishArea } from '../../locales/lazy';
import { useWarnings } from '../../state/warnings';
import { warningText } from '../../state/warnings-text';

registerEnglishArea(warningsMessages);

function WarningItem({ warning }: { warning: PrinterWarning }) {
  const { t } = useTranslation();
  const { title, details } = warningText(warning);
  return (
    <Box
      component="li"
      sx={{ p: 1, borderLeft: 3, borderColor: 'warning.main', bgcolor: 'action.hover' }}
    >
      <Typography variant="caption" component="p" color="text.secondary">
        {t(`warnings.sources.${warning.source}`)}
      </Typography>
      <Typography
        variant="body2"
        component="p"
        title={title}
        sx={{ fontWeight: 500, ...clampLines(8) }}
      >
        {title}
      </Typography>
      {details.map((line, i) => (
        <Typography
          key={i}
          variant="body2"
          component="p"
          color="text.secondary"
          title={line}
          sx={clampLines(8)}
        >
          {line}
        </Typography>
      ))}
      <Link
        href={warning.link}
        target="_blank"
        rel="noopener noreferrer"
        variant="body2"
        color="secondary"
        aria-label={t('warnings.docsFor', { title })}
      >
        {t('warnings.docs')}
      </Link>
    </Box>
  );
}

export default function WarningsPanel() {
  const { t } = useTranslation();
  const list = useWarnings((s) => s.list);
  const headingId = useId();
  if (list.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 1 }}>
      <Typography id={headingId} variant="subtitle1" component="h3" gutterBottom>
        {t('warnings.heading')}
      </Typography>
      <Box
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1 }}
      >
        {list.map((warning) => (
          <WarningItem key={warning.id} warning={warning} />
        ))}
      </Box>
    </Box>
  );
}
