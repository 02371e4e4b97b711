// "Distribute": N copies of one file spread over the job queues of the selected printers, balanced
// by the work each has ahead (distribute-run.ts). The file is a local one or one on a selected
// printer; each printer's line tells how many copies it got, or why none. One run per dialog; Cancel
// while it runs stops what has not been sent yet.
import { useEffect, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import fleetMessages from '../../../locales/en/fleet.json';
import { registerEnglishArea } from '../../../locales/lazy';
import { useTranslation } from '../../../locales/react';
import { MAX_COPIES, readCopies } from '../rules/distribute';
import type { FileSource } from './deliver';
import { runDistribute } from './distribute-run';
import { FileSourceField } from './FileSourceField';
import { FleetButtons, FleetResults } from './FleetResults';
import type { FleetTarget } from './plan';
import type { FleetStep } from './steps';

registerEnglishArea(fleetMessages);

type Phase = 'choosing' | 'running' | 'done';

interface Summary {
  queued: number;
  copies: number;
  refused: number;
}

export default function DistributeDialog({
  targets,
  onClose,
}: {
  targets: readonly FleetTarget[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [source, setSource] = useState<FileSource | null>(null);
  const [copiesText, setCopiesText] = useState(String(Math.max(2, targets.length)));
  const [phase, setPhase] = useState<Phase>('choosing');
  const [steps, setSteps] = useState<Readonly<Record<string, FleetStep>>>({});
  const [summary, setSummary] = useState<Summary | null>(null);
  const running = useRef(false);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  const copies = readCopies(copiesText);
  const copiesError =
    'error' in copies
      ? t(`fleet.distribute.copiesErrors.${copies.error}`, { max: MAX_COPIES })
      : null;
  const canStart = phase === 'choosing' && source !== null && 'copies' in copies;

  const start = () => {
    if (running.current || !source || !('copies' in copies)) return;
    running.current = true;
    const controller = new AbortController();
    abort.current = controller;
    setPhase('running');
    const queued: Record<string, number> = {};
    void runDistribute({
      targets,
      source,
      copies: copies.copies,
      signal: controller.signal,
      onStep: (id, step) => {
        if (step.kind === 'queued') queued[id] = step.copies ?? 0;
        setSteps((s) => ({ ...s, [id]: step }));
      },
    }).then(({ results }) => {
      setSummary({
        queued: Object.values(queued).reduce((sum, n) => sum + n, 0),
        copies: copies.copies,
        refused: results.filter((r) => r.outcome.kind === 'refused').length,
      });
      setPhase('done');
    });
  };

  const close = () => {
    const controller = abort.current;
    if (phase === 'running' && controller && !controller.signal.aborted) controller.abort();
    else onClose();
  };

  const choosing = phase === 'choosing';
  return (
    <Dialog open onClose={close} maxWidth="sm" fullWidth aria-labelledby="fleet-distribute-title">
      <DialogTitle id="fleet-distribute-title">{t('fleet.distribute.title')}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <FileSourceField targets={targets} disabled={!choosing} onChange={setSource} />
        <TextField
          size="small"
          label={t('fleet.distribute.copies')}
          value={copiesText}
          disabled={!choosing}
          onChange={(e) => setCopiesText(e.target.value)}
          error={copiesError !== null}
          helperText={copiesError ?? t('fleet.distribute.hint')}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          sx={{ maxWidth: 420 }}
        />
        <FleetResults
          label={t('fleet.results')}
          rows={targets.map((target) => ({
            target,
            step: steps[target.id] ?? { kind: 'waiting' },
          }))}
        />
        {summary && (
          <Typography variant="body2" role="status">
            {t('fleet.distribute.summary', { ...summary })}
          </Typography>
        )}
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
            title={source === null ? t('fleet.distribute.nothingChosen') : undefined}
          >
            {t('fleet.distribute.start')}
          </Button>
        }
      />
    </Dialog>
  );
}
