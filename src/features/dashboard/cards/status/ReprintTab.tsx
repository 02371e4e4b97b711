// The Reprint tab: the last 3 unique jobs from history, 5 per page, each with a print button while
// the printer is not printing (or, where Moonraker has the job queue, to queue it while it is). A
// print starts through the print-start flow: the print checks ask first.
import { useCallback, useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import Print from '@mui/icons-material/Print';
import InsertDriveFile from '@mui/icons-material/InsertDriveFileOutlined';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { useLocation } from 'wouter';
import { useTranslation } from '../../../../locales/react';
import type { HistoryJob } from '../../../../../protocol/history';
import { clampLines } from '../../../../components/clamp';
import { CompactTable } from '../../../../components/CompactTable';
import { formatDuration } from '../../../../lib/format';
import {
  baseName,
  jobStatusKind,
  largestThumbnail,
  thumbnailUrl,
  uniqueRecentJobs,
} from '../../../../lib/print-stats';
import { useConnection } from '../../../../state/connection';
import { ensureHistory, useHistory } from '../../../../state/history';
import { usePrinterScope } from '../../../../state/scope/context';
import { usePrintStart } from '../../../../components/print-start/use-print-start';
import { visuallyHidden } from '../../../../components/visually-hidden';

/** Spec part 1 §9: reprint list of 3 unique jobs, 5 per page. */
export const REPRINT_JOBS = 3;
export const REPRINT_PER_PAGE = 5;

function JobThumb({ job, apiUrl }: { job: HistoryJob; apiUrl: string | null }) {
  const thumb = job.exists ? largestThumbnail(job.metadata.thumbnails) : null;
  if (thumb && apiUrl)
    return (
      <Box
        component="img"
        src={thumbnailUrl(apiUrl, job.filename, thumb.relative_path)}
        alt=""
        sx={{ width: 32, height: 32, objectFit: 'contain', display: 'block' }}
      />
    );
  return <InsertDriveFile fontSize="small" color="disabled" sx={{ display: 'block' }} />;
}

export default function ReprintTab() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const history = usePrinterScope();
  const jobs = useHistory((s) => s.jobs);
  const loaded = useHistory((s) => s.loaded);
  const apiUrl = useConnection((s) => s.apiUrl);
  const [page, setPage] = useState(0);
  const printStart = usePrintStart({ onStarted: useCallback(() => navigate('/'), [navigate]) });
  useEffect(() => ensureHistory(history), [history]);
  const recent = useMemo(() => uniqueRecentJobs(jobs, REPRINT_JOBS), [jobs]);
  const pages = Math.max(1, Math.ceil(recent.length / REPRINT_PER_PAGE));
  const current = Math.min(page, pages - 1);
  const shown = recent.slice(current * REPRINT_PER_PAGE, (current + 1) * REPRINT_PER_PAGE);

  if (recent.length === 0)
    return (
      <Typography sx={{ p: 2 }} color="text.secondary">
        {loaded ? t('status.noJobs') : t('status.loadingJobs')}
      </Typography>
    );

  return (
    <Box>
      <CompactTable aria-label={t('status.recentJobs')}>
        <thead>
          <tr>
            <th scope="col" style={{ width: 48 }}>
              <Box component="span" sx={visuallyHidden}>
                {t('status.thumbnail')}
              </Box>
            </th>
            <th scope="col">{t('status.name')}</th>
            <th scope="col">{t('status.jobStatus')}</th>
            <th scope="col" className="end">
              {t('status.printDuration')}
            </th>
            <td style={{ width: 48 }} />
          </tr>
        </thead>
        <tbody>
          {shown.map((job) => {
            const name = baseName(job.filename);
            return (
              <tr key={job.job_id} style={{ opacity: job.exists ? 1 : 0.5 }}>
                <td>
                  <JobThumb job={job} apiUrl={apiUrl} />
                </td>
                <th scope="row">
                  <Box title={name} sx={clampLines(2)}>
                    {name}
                  </Box>
                </th>
                <td>{t(`status.jobStates.${jobStatusKind(job.status)}`)}</td>
                <td className="end">{formatDuration(job.print_duration)}</td>
                <td className="tight">
                  {printStart.offered && job.exists && (
                    <IconButton
                      size="small"
                      aria-label={t('status.printJob', { name })}
                      title={t('status.printJob', { name })}
                      disabled={printStart.pending}
                      onClick={() => printStart.start(job.filename)}
                    >
                      <Print fontSize="small" />
                    </IconButton>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </CompactTable>
      {pages > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', px: 1 }}>
          <IconButton
            size="small"
            aria-label={t('status.previousPage')}
            disabled={current === 0}
            onClick={() => setPage(current - 1)}
          >
            <ChevronLeft />
          </IconButton>
          <Typography variant="body2">{`${current + 1} / ${pages}`}</Typography>
          <IconButton
            size="small"
            aria-label={t('status.nextPage')}
            disabled={current >= pages - 1}
            onClick={() => setPage(current + 1)}
          >
            <ChevronRight />
          </IconButton>
        </Box>
      )}
      {printStart.dialogs}
    </Box>
  );
}
