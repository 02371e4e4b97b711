// Start one file on the selected printers: a file from this computer (uploaded to each) or one
// already on one of them (copied to the others), the starts staggered by N seconds if asked, and
// each printer's progress and answer below. A printer busy with a print can get the file queued
// instead (on by default when a selected printer is busy and has a job queue). One run per dialog: a second click does nothing, and
// Cancel while it runs stops what has not started yet.
import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../locales/react';
import fleetMessages from '../../../locales/en/fleet.json';
import { registerEnglishArea } from '../../../locales/lazy';
import { useFarmViewStore } from '../farm-view';
import { fleetSummary } from '../rules/fleet';
import { MAX_STAGGER_S } from '../rules/stagger';
import { FleetButtons, FleetOutcome } from './FleetResults';
import { FileSourceField } from './FileSourceField';
import { readStagger, type FleetTarget } from './plan';
import { isBusyState } from './printer-work';
import { runStart, type StartSource } from './start-run';
import type { FleetStep } from './steps';

registerEnglishArea(fleetMessages);

type Phase = 'choosing' | 'running' | 'done';

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
  const [phase, setPhase] = useState<Phase>('choosing');
  const [steps, setSteps] = useState<Readonly<Record<string, FleetStep>>>({});
  const [summary, setSummary] = useState<ReturnType<typeof fleetSummary> | null>(null);
  const running = useRef(false);
  const abort = useRef<AbortController | null>(null);

  // Leaving the page or closing the dialog stops what has not started.
  useEffect(() => () => abort.current?.abort(), []);

  const stagger = readStagger(staggerText);
  const staggerError =
    'error' in stagger
      ? t(`fleet.start.staggerErrors.${stagger.error}`, { max: MAX_STAGGER_S })
      : null;
  const canStart = phase === 'choosing' && source !== null && 'seconds' in stagger;

  const start = () => {
    if (running.current || !source || !('seconds' in stagger)) return;
    running.current = true;
    const controller = new AbortController();
    abort.current = controller;
    setPhase('running');
    void runStart({
      targets,
      source,
      staggerS: stagger.seconds,
      queueWhenBusy,
      signal: controller.signal,
      onStep: (id, step) => setSteps((s) => ({ ...s, [id]: step })),
    }).then((results) => {
      setSummary(fleetSummary(results));
      setPhase('done');
    });
  };

  // While it runs, Cancel stops what has not started and shows how far each printer got; a
  // second Cancel (a printer that never answers) closes the dialog.
  const close = () => {
    const controller = abort.current;
    if (phase === 'running' && controller && !controller.signal.aborted) controller.abort();
    else onClose();
  };

  const choosing = phase === 'choosing';
  return (
    <Dialog open onClose={close} maxWidth="sm" fullWidth aria-labelledby="fleet-start-title">
      <DialogTitle id="fleet-start-title">{t('fleet.start.title')}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
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
        <FleetOutcome targets={targets} steps={steps} summary={summary} />
      </DialogContent>
      <FleetButtons
        done={phase === 'done'}
        onStop={close}
        onClose={onClose}
        action={
          <Button
            variant="contained"
            onClick={start}
            disabled={!canStart}
            title={source === null ? t('fleet.start.nothingChosen') : undefined}
          >
            {t('fleet.start.start')}
          </Button>
        }
      />
    </Dialog>
  );
}
