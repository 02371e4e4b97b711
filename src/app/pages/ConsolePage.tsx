// The console page: the console full screen, 816 px high (the route table's full-screen height),
// or what the window leaves below the heading when it is shorter, so that the command line stays
// in view without scrolling the page; never under 320 px. It takes the page's whole width.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DeleteSweep from '@mui/icons-material/DeleteSweepOutlined';
import { useTranslation } from '../../locales/react';
import { primaryText } from '../../components/colors';
import ConsoleView from '../../components/console/ConsoleView';
import { clearConsole } from '../../state/console';
import { usePrinterScope } from '../../state/scope/context';
import consoleMessages from '../../locales/en/console.json';
import { registerEnglishArea } from '../../locales/lazy';

registerEnglishArea(consoleMessages);

/** The full-screen console's height: output and command line together. */
const CONSOLE_PAGE_HEIGHT = 816;
/** What the header, the page's padding, the heading, the footer and the frame take (px). */
const AROUND = { xs: 152, sm: 172 };

const fit = (around: number) => `min(${CONSOLE_PAGE_HEIGHT}px, calc(100dvh - ${around}px))`;

export default function ConsolePage() {
  const { t } = useTranslation();
  const scope = usePrinterScope();
  return (
    <Box>
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
      <Paper variant="outlined">
        <Box sx={{ height: { xs: fit(AROUND.xs), sm: fit(AROUND.sm) }, minHeight: 320 }}>
          <ConsoleView height="fill" />
        </Box>
      </Paper>
    </Box>
  );
}
