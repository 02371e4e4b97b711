// Pause, resume or cancel the print, apply a temperature preset or cool down on the selected
// printers: a question naming every printer first (cancel and cool down in the error colour), then
// each printer's answer in the same list (done, or refused and why in its words).
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../locales/react';
import { clampLines } from '../../../components/clamp';
import fleetMessages from '../../../locales/en/fleet.json';
import { registerEnglishArea } from '../../../locales/lazy';
import { fleetSummary } from '../rules/fleet';
import { runCommand, type FleetCommand } from './command-run';
import { FleetButtons, FleetOutcome } from './FleetResults';
import type { FleetTarget } from './plan';
import { useFleetRun } from './use-fleet-run';

registerEnglishArea(fleetMessages);

export default function CommandDialog({
  command,
  targets,
  onClose,
}: {
  command: FleetCommand;
  targets: readonly FleetTarget[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  // A command run has nothing to stop: Cancel and Close both just close the dialog.
  const { phase, steps, summary, start } = useFleetRun<ReturnType<typeof fleetSummary>>(onClose);
  const dangerous = command.kind === 'cancel' || command.kind === 'cooldown';

  const run = () =>
    start((_signal, onStep) =>
      runCommand({
        targets,
        command,
        nothingToSend: t('fleet.command.nothingToSend'),
        onStep,
      }).then(fleetSummary),
    );

  const title =
    command.kind === 'preset'
      ? t('fleet.command.preset', { name: command.preset.name })
      : t(`fleet.command.${command.kind}`);
  const text =
    command.kind === 'cancel'
      ? t('fleet.command.cancelText')
      : command.kind === 'cooldown'
        ? t('fleet.command.cooldownText')
        : null;

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="fleet-command-title">
      <DialogTitle id="fleet-command-title">
        <span title={title} style={clampLines(3)}>
          {title}
        </span>
      </DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        {text && phase === 'choosing' && (
          <Typography variant="body2" color="text.secondary">
            {text}
          </Typography>
        )}
        <FleetOutcome targets={targets} steps={steps} summary={summary} />
      </DialogContent>
      <FleetButtons
        done={phase !== 'choosing'}
        onStop={onClose}
        onClose={onClose}
        action={
          <Button
            variant="contained"
            color={dangerous ? 'error' : 'primary'}
            onClick={run}
            autoFocus
          >
            {t(`fleet.command.confirm.${command.kind}`)}
          </Button>
        }
      />
    </Dialog>
  );
}
