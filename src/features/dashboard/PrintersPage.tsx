// /printers: every printer this browser knows, live at once, each in its own scope: its name, its
// state and its temperatures (the dashboard's card, reading the printer of its subtree). The chosen
// printer shows through its open scope; the others are opened while the page is shown.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../locales/react';
import { PageHeading } from '../../components/PageHeading';
import { useConnection } from '../../state/connection';
import { useInstances, type Instance } from '../../state/instances';
import { PrinterScopeProvider } from '../../state/scope/context';
import { usePrinterScopeOf } from '../../state/scope/use-scope';
import { useServer } from '../../state/server';
import { TemperatureCard } from './cards/temperature/TemperatureCard';

export default function PrintersPage() {
  const { t } = useTranslation();
  const instances = useInstances((s) => s.instances);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <PageHeading title={t('routes.printers')} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {instances.map((instance) => (
          <LivePrinter key={instance.apiUrl} instance={instance} />
        ))}
      </Box>
    </Box>
  );
}

function LivePrinter({ instance }: { instance: Instance }) {
  const scope = usePrinterScopeOf(instance.apiUrl);
  return (
    <Box component="section" aria-label={instance.name} sx={{ minWidth: 0 }}>
      {scope && (
        <PrinterScopeProvider scope={scope}>
          <PrinterHeading name={instance.name} />
          <TemperatureCard />
        </PrinterScopeProvider>
      )}
    </Box>
  );
}

/** The printer's name and state (Disconnected until its socket is open). */
function PrinterHeading({ name }: { name: string }) {
  const { t } = useTranslation();
  const open = useConnection((s) => s.socketStatus === 'open');
  const klippy = useServer((s) => s.klippyState);
  const state = !open || !klippy ? 'disconnected' : klippy;
  return (
    <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, mb: 1, minWidth: 0 }}>
      <Typography
        component="h2"
        variant="h6"
        title={name}
        sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
      >
        <bdi>{name}</bdi>
      </Typography>
      <Typography
        role="status"
        variant="body2"
        color="text.secondary"
        aria-label={t('app.printerState')}
      >
        {t(`klippyState.${state}`)}
      </Typography>
    </Box>
  );
}
