// A job's details under its row: times, filament, the file's slicer figures and, where the printer
// records what a cost needs, the job's cost lines.
import { Fragment } from 'react';
import Box from '@mui/material/Box';
import { useTranslation } from '../../locales/react';
import type { HistoryJob } from '../../../protocol/history';
import type { JobCost } from '../../lib/print-cost';
import { formatDuration, formatLength, formatSize, formatWeight } from '../../lib/format';
import { formatDate } from '../../state/dates';
import { baseName } from '../../lib/print-stats';
import { useCostRows } from './cost/cost-rows';
import historyMessages from '../../locales/en/history.json';
import { registerEnglishArea } from '../../locales/lazy';

registerEnglishArea(historyMessages);

export function JobDetails({ job, cost }: { job: HistoryJob; cost: JobCost | null }) {
  const { t } = useTranslation();
  const costRows = useCostRows();
  const today = t('history.today');
  const meta = job.metadata;
  const rows: [string, string][] = [
    [t('history.startTime'), formatDate(job.start_time, Date.now(), today)],
    [t('history.endTime'), job.end_time ? formatDate(job.end_time, Date.now(), today) : '--'],
    [t('history.printDuration'), formatDuration(job.print_duration)],
    [t('history.totalDuration'), formatDuration(job.total_duration)],
    [t('history.filamentUsed'), formatLength(job.filament_used)],
    [t('history.slicerEstimate'), meta.estimated_time ? formatDuration(meta.estimated_time) : '--'],
  ];
  if (meta.filament_total)
    rows.push([t('history.filamentTotal'), formatLength(meta.filament_total)]);
  if (meta.filament_weight_total)
    rows.push([t('history.filamentWeight'), formatWeight(meta.filament_weight_total)]);
  if (meta.slicer)
    rows.push([
      t('history.slicer'),
      `${meta.slicer}${meta.slicer_version ? ` ${meta.slicer_version}` : ''}`,
    ]);
  if (meta.layer_height) rows.push([t('history.layerHeight'), `${meta.layer_height} mm`]);
  if (meta.first_layer_height)
    rows.push([t('history.firstLayerHeight'), `${meta.first_layer_height} mm`]);
  if (meta.object_height) rows.push([t('history.objectHeight'), `${meta.object_height} mm`]);
  if (meta.size) rows.push([t('history.fileSize'), formatSize(meta.size)]);
  if (meta.modified)
    rows.push([t('history.modified'), formatDate(meta.modified, Date.now(), today)]);
  if (cost) rows.push(...costRows(job, cost));
  rows.push([t('history.jobId'), job.job_id]);
  return (
    <Box
      component="dl"
      aria-label={t('history.detailsOf', { name: baseName(job.filename) })}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'max-content 1fr', md: 'repeat(2, max-content 1fr)' },
        columnGap: 2,
        rowGap: 0.5,
        m: 0,
        py: 1,
        fontSize: '0.875rem',
      }}
    >
      {rows.map(([label, value], index) => (
        <Fragment key={label}>
          <Box component="dt" id={`job-${job.job_id}-d${index}`} sx={{ color: 'text.secondary' }}>
            {label}
          </Box>
          <Box
            component="dd"
            aria-labelledby={`job-${job.job_id}-d${index}`}
            sx={{ m: 0, overflowWrap: 'anywhere' }}
          >
            {value}
          </Box>
        </Fragment>
      ))}
    </Box>
  );
}
