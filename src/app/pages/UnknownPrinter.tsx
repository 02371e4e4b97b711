// An address naming a printer this browser does not know: say so, and offer the way on.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../locales/react';
import { Link } from 'wouter';
import { appHref } from '../../components/app-href';
import farmMessages from '../../locales/en/farm.json';
import { registerEnglishArea } from '../../locales/lazy';

registerEnglishArea(farmMessages);

export default function UnknownPrinter({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <Box component="main" sx={{ p: 3, maxWidth: 560, mx: 'auto' }}>
      <Typography component="h1" variant="h5" gutterBottom>
        {t('farm.unknownPrinter')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('farm.unknownPrinterText', { id })}</Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" component={Link} href={appHref('/')}>
          {t('farm.toChosenPrinter')}
        </Button>
        <Button component={Link} href={appHref('/farm')}>
          {t('routes.farm')}
        </Button>
      </Box>
    </Box>
  );
}
