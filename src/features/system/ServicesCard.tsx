// The host services Moonraker may control, with their systemd state (kept live by
// notify_service_state_changed) and the rules of spec part 2 §4: Start when inactive, else
// Restart; Stop disabled when inactive and never offered for Moonraker; Restart and Stop confirmed,
// Start only while printing.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import Settings from '@mui/icons-material/SettingsApplications';
import { useTranslation } from '../../locales/react';
import ConfirmDialog from '../../components/ConfirmDialog';
import { primaryText } from '../../components/colors';
import { needsConfirmation, serviceControls, type ServiceAction } from '../../lib/system';
import { usePrinterScope } from '../../state/scope/context';
import { serviceAction, useServices } from '../../state/services';
import { SystemCard } from './SystemCard';
import { useJobRunning } from './use-job-running';
import systemMessages from '../../locales/en/system.json';
import { registerEnglishArea } from '../../locales/lazy';

registerEnglishArea(systemMessages);

const ACTION_KEYS = {
  start: {
    label: 'system.services.start',
    title: 'system.services.startTitle',
    text: 'system.services.startText',
  },
  restart: {
    label: 'system.services.restart',
    title: 'system.services.restartTitle',
    text: 'system.services.restartText',
  },
  stop: {
    label: 'system.services.stop',
    title: 'system.services.stopTitle',
    text: 'system.services.stopText',
  },
} as const;

const stateColor = (state: string | undefined) =>
  state === 'active'
    ? 'success'
    : state === 'failed'
      ? 'error'
      : state === 'inactive'
        ? 'default'
        : 'warning';

export function ServicesCard() {
  const { t } = useTranslation();
  const scope = usePrinterScope();
  const services = useServices((s) => s.availableServices);
  const states = useServices((s) => s.serviceState);
  const pending = useServices((s) => s.pending);
  const printing = useJobRunning();
  const [asking, setAsking] = useState<{ name: string; action: ServiceAction } | null>(null);

  const request = (name: string, action: ServiceAction) => {
    if (needsConfirmation(action, printing)) setAsking({ name, action });
    else void serviceAction(scope, name, action);
  };

  return (
    <SystemCard
      id="services"
      title={t('system.services.title')}
      icon={<Settings fontSize="small" />}
    >
      {services.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('system.services.none')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {services.map((name) => {
            const state = states[name];
            const controls = serviceControls(name, state?.active_state, printing);
            const busy = pending[name] !== undefined;
            return (
              <Box
                component="li"
                key={name}
                aria-label={name}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  flexWrap: 'wrap',
                  gap: 1,
                  py: 0.75,
                  borderTop: 1,
                  borderColor: 'divider',
                  '&:first-of-type': { borderTop: 0 },
                }}
              >
                <Typography
                  sx={{ flexGrow: 1, flexBasis: { xs: '100%', sm: 0 }, overflowWrap: 'anywhere' }}
                >
                  {name}
                </Typography>
                <Chip
                  size="small"
                  variant="outlined"
                  color={stateColor(state?.active_state)}
                  label={state ? `${state.active_state} (${state.sub_state})` : '?'}
                />
                <Button
                  size="small"
                  disabled={busy}
                  aria-label={t(ACTION_KEYS[controls.primary].label, { name })}
                  onClick={() => request(name, controls.primary)}
                  sx={{ color: primaryText }}
                >
                  {t(
                    controls.primary === 'start'
                      ? 'system.services.startShort'
                      : 'system.services.restartShort',
                  )}
                </Button>
                {controls.showStop && (
                  <Button
                    size="small"
                    color="error"
                    disabled={busy || controls.stopDisabled}
                    aria-label={t(ACTION_KEYS.stop.label, { name })}
                    onClick={() => request(name, 'stop')}
                  >
                    {t('system.services.stopShort')}
                  </Button>
                )}
              </Box>
            );
          })}
        </Box>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={asking ? t(ACTION_KEYS[asking.action].title, { name: asking.name }) : ''}
        text={asking ? t(ACTION_KEYS[asking.action].text) : undefined}
        confirmLabel={
          asking ? t(ACTION_KEYS[asking.action].label, { name: asking.name }) : undefined
        }
        onClose={(confirmed) => {
          if (confirmed && asking) void serviceAction(scope, asking.name, asking.action);
          setAsking(null);
        }}
      />
    </SystemCard>
  );
}
