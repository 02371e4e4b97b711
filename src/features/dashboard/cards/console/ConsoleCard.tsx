// Console on the dashboard: the output (spec §9: default height 250) and the command line, with
// Clear and a link to the full-screen /console.
import IconButton from '@mui/material/IconButton';
import Fullscreen from '@mui/icons-material/Fullscreen';
import DeleteSweep from '@mui/icons-material/DeleteSweepOutlined';
import Terminal from '@mui/icons-material/Terminal';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { DashboardCard } from '../../../../components/DashboardCard';
import ConsoleView from '../../../../components/console/ConsoleView';
import { clearConsole } from '../../../../state/console';
import { usePrinterScope } from '../../../../state/scope/context';
import consoleMessages from '../../../../locales/en/console.json';
import { registerEnglishArea } from '../../../../locales/lazy';

registerEnglishArea(consoleMessages);

/** Spec §9: the console's default height. */
const CONSOLE_HEIGHT = 250;

export function ConsoleCard() {
  const { t } = useTranslation();
  const scope = usePrinterScope();
  return (
    <DashboardCard
      id="console"
      title={t('console.title')}
      icon={<Terminal fontSize="small" color="primary" />}
      actions={
        <>
          <IconButton
            size="small"
            aria-label={t('console.clear')}
            title={t('console.clear')}
            onClick={() => clearConsole(scope)}
          >
            <DeleteSweep fontSize="small" />
          </IconButton>
          <IconButton
            size="small"
            component={Link}
            to="/console"
            aria-label={t('console.fullScreen')}
            title={t('console.fullScreen')}
          >
            <Fullscreen fontSize="small" />
          </IconButton>
        </>
      }
    >
      <ConsoleView height={CONSOLE_HEIGHT} />
    </DashboardCard>
  );
}
