// No printer configured (none stored, none found on this host): invite the user to add one.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../locales/react';
import { useUi } from '../../state/ui';
import printersMessages from '../../locales/en/printers.json';
import { registerEnglishArea } from '../../locales/lazy';

registerEnglishArea(printersMessages);

export default function NoPrinter() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', pt: { xs: 2, sm: 8 } }}>
      <Card sx={{ maxWidth: 520, width: '100%' }}>
        <CardContent>
          <Typography variant="h6" component="h1" gutterBottom>
            {t('printers.noneTitle')}
          </Typography>
          <Typography color="text.secondary">{t('printers.noneText')}</Typography>
        </CardContent>
        <CardActions>
          <Button variant="contained" onClick={() => useUi.setState({ addPrinterOpen: true })}>
            {t('printers.add')}
          </Button>
        </CardActions>
      </Card>
    </Box>
  );
}
