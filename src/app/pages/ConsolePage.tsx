// The console page: the console full screen (816 px wide at most), with Clear.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DeleteSweep from '@mui/icons-material/DeleteSweepOutlined';
import { useTranslation } from 'react-i18next';
import { primaryText } from '../../components/colors';
import ConsoleView from '../../components/console/ConsoleView';
import { clearConsole } from '../../state/console';
import { usePrinterScope } from '../../state/scope/context';
import consoleMessages from '../../locales/en/console.json';
import { registerEnglishArea } from '../../locales/lazy';

registerEnglishArea(consoleMessages);

/** Spec: the full-screen console's width. */
const CONSOLE_PAGE_WIDTH = 816;

export default function ConsolePage() {
  const { t } = useTranslation();
  const scope = usePrinterScope();
  return (
    <Box sx={{ maxWidth: CONSOLE_PAGE_WIDTH, mx: 'auto' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 500, flexGrow: 1 }}>
          {t('routes.console')}
        </Typography>
        <Button
          size="small"
          startIcon={<DeleteSweep />}
          onClick={() => clearConsole(scope)}
          sx={{ textTransform: 'none', color: primaryText }}
        >
          {t('console.clear')}
        </Button>
      </Box>
      <Paper
        variant="outlined"
        sx={{ height: { xs: 'calc(100dvh - 150px)', sm: 'calc(100dvh - 170px)' }, minHeight: 320 }}
      >
        <ConsoleView height="fill" />
      </Paper>
    </Box>
  );
}
