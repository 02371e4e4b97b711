// Start one file on the selected printers: a file from this computer (uploaded to each) or one
// already on one of them (copied to the others), the starts staggered by N seconds if asked, and
// each printer's progress and answer below. A printer busy with a print can get the file queued
// instead (on by default when a selected printer is busy and has a job queue). One run per dialog: a second click does nothing, and
// Cancel while it runs stops what has not started yet.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../locales/react';
import fleetMessages from '../../../locales/en/fleet.json';
import { registerEnglishArea } from '../../../locales/lazy';
import { useFarmViewStore } from '../farm-view';
import { fleetSummary } from '../rules/fleet';
import { MAX_STAGGER_S } from '../rules/stagger';
import { FleetOutcome } from './FleetResults';
import { FleetRunDialog } from './FleetRunDialog';
import { FileSourceField } from './FileSourceField';
import { readStagger, type FleetTarget } from './plan';
import { isBusyState } from './printer-work';
import { runStart, type StartSource } from './start-run';
import { useFleetRun } from './use-fleet-run';

registerEnglishArea(fleetMessages);

export default function StartDialog({
  targets,
  onClose,
}: {
  targets: readonly FleetTarget[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [source, setSource] = useState<StartSource | null>(null);
  const [staggerText, setStaggerText] = useState('0');
  const farm = useFarmViewStore();
  const [queueWhenBusy, setQueueWhenBusy] = useState(() => {
    const { summaries } = farm.getState();
    return targets.some((t) => {
      const summary = summaries[t.id];
      return summary?.hasQueue === true && isBusyState(summary.state);
    });
  });
  const run = useFleetRun<ReturnType<typeof fleetSummary>>(onClose);

  const stagger = readStagger(staggerText);
  const staggerError =
    'error' in stagger
      ? t(`fleet.start.staggerErrors.${stagger.error}`, { max: MAX_STAGGER_S })
      : null;
  const choosing = run.phase === 'choosing';
  const canStart = choosing && source !== null && 'seconds' in stagger;

  const start = () => {
    if (!source || !('seconds' in stagger)) return;
    run.start((signal, onStep) =>
      runStart({ targets, source, staggerS: stagger.seconds, queueWhenBusy, signal, onStep }).then(
        fleetSummary,
      ),
    );
  };

  return (
    <FleetRunDialog
      titleId="fleet-start-title"
      title={t('fleet.start.title')}
      run={run}
      onClose={onClose}
      action={{
        label: t('fleet.start.start'),
        onClick: start,
        disabled: !canStart,
        hint: source === null ? t('fleet.start.nothingChosen') : undefined,
      }}
    >
      <FileSourceField targets={targets} disabled={!choosing} onChange={setSource} />
      <TextField
        size="small"
        label={t('fleet.start.stagger')}
        value={staggerText}
        disabled={!choosing}
        onChange={(e) => setStaggerText(e.target.value)}
        error={staggerError !== null}
        helperText={staggerError ?? t('fleet.start.staggerHint')}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        sx={{ maxWidth: 320 }}
      />
      <Box>
        <FormControlLabel
          disabled={!choosing}
          control={
            <Checkbox
              size="small"
              checked={queueWhenBusy}
              onChange={(e) => setQueueWhenBusy(e.target.checked)}
              slotProps={{ input: { 'aria-describedby': 'fleet-start-queue-hint' } }}
            />
          }
          label={t('fleet.start.queueWhenBusy')}
        />
        <Typography
          id="fleet-start-queue-hint"
          variant="caption"
          component="p"
          color="text.secondary"
          sx={{ ml: 3.75 }}
        >
          {t('fleet.start.queueWhenBusyHint')}
        </Typography>
      </Box>
      <FleetOutcome targets={targets} steps={run.steps} summary={run.summary} />
    </FleetRunDialog>
  );
}
