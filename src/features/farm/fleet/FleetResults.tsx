// The compact per-printer list of an action across the fleet: each printer by name with where it
// stands (waiting, uploading n %, starting, started at hh:mm:ss, done) or why it refused, in the
// printer's own words. Every fleet action shows its progress and results with it (FleetOutcome: the list
// and the count), and ends with the same buttons (FleetButtons: Stop and the action, then Close).
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../locales/react';
import { clampLines } from '../../../components/clamp';
import { formatTimeOfDay } from '../../../lib/format-date';
import fleetMessages from '../../../locales/en/fleet.json';
import { registerEnglishArea } from '../../../locales/lazy';
import { useSettings } from '../../../state/settings';
import type { fleetSummary } from '../rules/fleet';
import { withSeconds, type FleetTarget } from './plan';
import type { FleetStep } from './steps';

registerEnglishArea(fleetMessages);

export interface FleetRow {
  target: FleetTarget;
  step: FleetStep;
}

type Tone = 'text.secondary' | 'success.main' | 'error.main' | 'text.primary';

function toneOf(step: FleetStep): Tone {
  if (step.kind === 'refused') return 'error.main';
  if (step.kind === 'started' || step.kind === 'done' || step.kind === 'queued')
    return 'success.main';
  if (step.kind === 'waiting' || step.kind === 'skipped' || step.kind === 'noCopy')
    return 'text.secondary';
  return 'text.primary';
}

function useStepText(): (step: FleetStep) => string {
  const { t } = useTranslation();
  const timeFormat = useSettings((s) => s.general.timeFormat) || 'h:mm A';
  return (step) => {
    switch (step.kind) {
      case 'reading':
        return t('fleet.steps.reading', { percent: step.percent });
      case 'uploading':
        return t('fleet.steps.uploading', { percent: step.percent });
      case 'started':
        return t('fleet.steps.started', {
          time: formatTimeOfDay(step.at, withSeconds(timeFormat)),
        });
      case 'refused':
        return t('fleet.steps.refused', { reason: t(`fleet.reasons.${step.reason}`) });
      case 'queued':
        return step.copies === undefined
          ? t('fleet.steps.queued')
          : t('fleet.steps.queuedCopies', { copies: step.copies });
      default:
        return t(`fleet.steps.${step.kind}`);
    }
  };
}

export function FleetResults({ rows, label }: { rows: readonly FleetRow[]; label: string }) {
  const text = useStepText();
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 0.75 }}
    >
      {rows.map(({ target, step }) => (
        <Box
          component="li"
          key={target.id}
          aria-label={target.name}
          data-step={step.kind}
          sx={{ minWidth: 0 }}
        >
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', minWidth: 0 }}>
            <Typography
              variant="body2"
              title={target.name}
              sx={{ fontWeight: 600, flex: '0 1 auto', minWidth: 0, ...clampLines(1) }}
            >
              <bdi>{target.name}</bdi>
            </Typography>
            <Typography
              variant="body2"
              role="status"
              sx={{ color: toneOf(step), ml: 'auto', flexShrink: 0, textAlign: 'end' }}
            >
              {text(step)}
            </Typography>
          </Box>
          {(step.kind === 'uploading' || step.kind === 'reading') && (
            <LinearProgress
              variant="determinate"
              value={step.percent}
              aria-label={`${target.name}: ${text(step)}`}
              sx={{ mt: 0.5 }}
            />
          )}
          {step.kind === 'refused' && step.message !== '' && (
            <Typography
              variant="caption"
              component="p"
              color="error"
              title={step.message}
              sx={{ m: 0, ...clampLines(3) }}
            >
              <bdi>{step.message}</bdi>
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}

/** Each target's step (waiting until it has one) and, once all have answered, the count. */
export function FleetOutcome({
  targets,
  steps,
  summary,
}: {
  targets: readonly FleetTarget[];
  steps: Readonly<Record<string, FleetStep>>;
  summary: ReturnType<typeof fleetSummary> | null;
}) {
  const { t } = useTranslation();
  return (
    <>
      <FleetResults
        label={t('fleet.results')}
        rows={targets.map((target) => ({ target, step: steps[target.id] ?? { kind: 'waiting' } }))}
      />
      {summary && (
        <Typography variant="body2" role="status">
          {t(summary.queued > 0 ? 'fleet.summaryQueued' : 'fleet.summary', summary)}
        </Typography>
      )}
    </>
  );
}

/**
 * A fleet dialog's buttons: Stop and the action until it is done, then Close. Closing stops only
 * the showing of the answers: what was asked goes on.
 */
export function FleetButtons({
  done,
  onStop,
  onClose,
  action,
}: {
  done: boolean;
  onStop: () => void;
  onClose: () => void;
  action: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <DialogActions>
      {done ? (
        <Button onClick={onClose}>{t('fleet.close')}</Button>
      ) : (
        <>
          <Button onClick={onStop}>{t('fleet.stop')}</Button>
          {action}
        </>
      )}
    </DialogActions>
  );
}
