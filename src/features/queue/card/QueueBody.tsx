// The job queue as the card and the /jobs panel show it: the queue's state (with start when
// paused and something is queued), the queued jobs grouped by file (consecutive jobs of one file as
// '× N', its copies set in place), each with its thumbnail, name and estimate, moved to the front or
// removed, and the totals: jobs, time, filament and when the last job should finish (after the print
// under way).
import { Suspense, useMemo } from 'react';
import { lazy } from '../../../components/lazy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import PlayArrow from '@mui/icons-material/PlayArrow';
import { primaryText } from '../../../components/colors';
import { useTranslation } from '../../../locales/react';
import { formatDuration, formatLength, formatWeight } from '../../../lib/format';
import { formatTimeOfDay } from '../../../state/dates';
import { usePrinterScope } from '../../../state/scope/context';
import { groupJobs, queueTotals } from '../rules/queue-rules';
import { queueActions, useQueue } from '../store';
import { useCurrentLeft } from './use-current-left';
import queueMessages from '../../../locales/en/queue.json';
import { registerEnglishArea } from '../../../locales/lazy';

registerEnglishArea(queueMessages);

// The list with its drag and drop (dnd-kit) loads only once there is something queued.
const QueueList = lazy(() => import('./QueueList'));

const STATE_COLOR = {
  ready: 'success',
  loading: 'info',
  starting: 'info',
  paused: 'warning',
} as const;

export function QueueBody() {
  const { t } = useTranslation();
  const scope = usePrinterScope();
  const loaded = useQueue((s) => s.loaded);
  const jobs = useQueue((s) => s.jobs);
  const state = useQueue((s) => s.state);
  const files = useQueue((s) => s.files);
  const groups = useMemo(() => groupJobs(jobs), [jobs]);
  const currentLeft = useCurrentLeft();
  const totals = useMemo(
    () => queueTotals(jobs, (name) => files[name] ?? undefined, Date.now() / 1000, currentLeft),
    [jobs, files, currentLeft],
  );
  const paused = state === 'paused';
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', pb: 1 }}>
        <Box
          component="span"
          role="status"
          aria-label={t('queue.stateLabel', { state: t(`queue.state.${state}`) })}
          sx={{
            px: 1,
            lineHeight: '22px',
            fontSize: 13,
            borderRadius: 11,
            border: 1,
            // The words in the text colour (a warning colour on white is too faint to read at
            // this size); the state's colour is the outline's.
            color: 'text.primary',
            borderColor: `${STATE_COLOR[state]}.main`,
          }}
        >
          {t(`queue.state.${state}`)}
        </Box>
        {paused && jobs.length > 0 && (
          <Button
            size="small"
            startIcon={<PlayArrow />}
            sx={{ color: primaryText }}
            onClick={() => void queueActions.start(scope)}
          >
            {t('queue.start')}
          </Button>
        )}
      </Box>
      {!loaded ? (
        <Typography variant="body2" color="text.secondary">
          {t('queue.loading')}
        </Typography>
      ) : jobs.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('queue.empty')}
        </Typography>
      ) : (
        <>
          <Suspense fallback={<Box sx={{ height: groups.length * 53 }} />}>
            <QueueList groups={groups} files={files} />
          </Suspense>
          <Box
            aria-label={t('queue.totals')}
            role="group"
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              columnGap: 2,
              rowGap: 0.5,
              pt: 1,
              mt: 0.5,
              borderTop: 1,
              borderColor: 'divider',
            }}
          >
            <Total label={t('queue.jobs')} value={String(totals.jobs)} />
            <Total label={t('queue.time')} value={formatDuration(totals.time) || '—'} />
            {totals.filament > 0 && (
              <Total
                label={t('queue.filament')}
                value={
                  totals.weight === null
                    ? formatLength(totals.filament)
                    : `${formatLength(totals.filament)} · ${formatWeight(totals.weight)}`
                }
              />
            )}
            <Total
              label={t('queue.finish')}
              value={totals.finishAt === null ? '—' : formatTimeOfDay(totals.finishAt * 1000)}
            />
          </Box>
        </>
      )}
    </>
  );
}

function Total({ label, value }: { label: string; value: string }) {
  return (
    <Typography variant="caption" color="text.secondary" component="div">
      {label}:{' '}
      <Box component="span" sx={{ color: 'text.primary', fontWeight: 500 }}>
        {value}
      </Box>
    </Typography>
  );
}
