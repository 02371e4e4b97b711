// "Distribute": N copies of one file spread over the job queues of the selected printers, balanced
// by the work each has ahead (distribute-run.ts). The file is a local one or one on a selected
// printer; each printer's line tells how many copies it got, or why none. One run per dialog; Cancel
// while it runs stops what has not been sent yet.
import { useState } from 'react';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import fleetMessages from '../../../locales/en/fleet.json';
import { registerEnglishArea } from '../../../locales/lazy';
import { useTranslation } from '../../../locales/react';
import { MAX_COPIES, readCopies } from '../rules/distribute';
import type { FileSource } from './deliver';
import { runDistribute } from './distribute-run';
import { FileSourceField } from './FileSourceField';
import { FleetResults } from './FleetResults';
import { FleetRunDialog } from './FleetRunDialog';
import type { FleetTarget } from './plan';
import { useFleetRun } from './use-fleet-run';

registerEnglishArea(fleetMessages);

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
  const run = useFleetRun<Summary>(onClose);

  const copies = readCopies(copiesText);
  const copiesError =
    'error' in copies
      ? t(`fleet.distribute.copiesErrors.${copies.error}`, { max: MAX_COPIES })
      : null;
  const choosing = run.phase === 'choosing';
  const canStart = choosing && source !== null && 'copies' in copies;

  const start = () => {
    if (!source || !('copies' in copies)) return;
    run.start((signal, onStep) => {
      const queued: Record<string, number> = {};
      return runDistribute({
        targets,
        source,
        copies: copies.copies,
        signal,
        onStep: (id, step) => {
          if (step.kind === 'queued') queued[id] = step.copies ?? 0;
          onStep(id, step);
        },
      }).then(({ results }) => ({
        queued: Object.values(queued).reduce((sum, n) => sum + n, 0),
        copies: copies.copies,
        refused: results.filter((r) => r.outcome.kind === 'refused').length,
      }));
    });
  };

  return (
    <FleetRunDialog
      titleId="fleet-distribute-title"
      title={t('fleet.distribute.title')}
      run={run}
      onClose={onClose}
      action={{
        label: t('fleet.distribute.start'),
        onClick: start,
        disabled: !canStart,
        hint: source === null ? t('fleet.distribute.nothingChosen') : undefined,
      }}
    >
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
          step: run.steps[target.id] ?? { kind: 'waiting' },
        }))}
      />
      {run.summary && (
        <Typography variant="body2" role="status">
          {t('fleet.distribute.summary', { ...run.summary })}
        </Typography>
      )}
    </FleetRunDialog>
  );
}
