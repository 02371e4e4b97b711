// Console on the dashboard: the output and the command line, 300 px high together (the route
// table's height for the console outside full screen), with Clear and a link to /console.
import Fullscreen from '@mui/icons-material/Fullscreen';
import DeleteSweep from '@mui/icons-material/DeleteSweepOutlined';
import Terminal from '@mui/icons-material/Terminal';
import { useTranslation } from '../../../../locales/react';
import { CardAction } from '../../../../components/CardAction';
import { DashboardCard } from '../../../../components/DashboardCard';
import ConsoleView from '../../../../components/console/ConsoleView';
import { clearConsole } from '../../../../state/console';
import { usePrinterScope } from '../../../../state/scope/context';
import consoleMessages from '../../../../locales/en/console.json';
import { registerEnglishArea } from '../../../../locales/lazy';

registerEnglishArea(consoleMessages);

/** The console's height on the dashboard: output and command line together. */
const CONSOLE_HEIGHT = 300;

export function ConsoleCard() {
  const { t } = useTranslation();
  const scope = usePrinterScope();
  return (
    <DashboardCard
      id="console"
      title={t('console.title')}
      icon={Terminal}
      actions={
        <>
          <CardAction
            label={t('console.clear')}
            icon={DeleteSweep}
            onClick={() => clearConsole(scope)}
          />
          <CardAction label={t('console.fullScreen')} icon={Fullscreen} to="/console" />
        </>
      }
    >
      <ConsoleView height={CONSOLE_HEIGHT} />
    </DashboardCard>
  );
}
