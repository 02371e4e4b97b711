// The job table: 15 per page, newest first, a search box, one expanded row at a time, inactive
// rows for files that are gone, reprint (through the print-start flow: the print checks ask first,
// and a busy printer offers its job queue), delete one (confirmed) and delete all (confirmed).
import { Fragment, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { lazy } from '../../components/lazy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Delete from '@mui/icons-material/DeleteOutlined';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Print from '@mui/icons-material/Print';
import { useLocation } from 'wouter';
import { useTranslation } from '../../locales/react';
import type { HistoryJob } from '../../../protocol/history';
import { formatDuration, formatLength } from '../../lib/format';
import { formatDate } from '../../state/dates';
import { baseName } from '../../lib/print-stats';
import { deleteAllJobs, deleteJob, loadAllJobs, useHistory } from '../../state/history';
import { usePrintStart } from '../../components/print-start/use-print-start';
import { usePrinterScope } from '../../state/scope/context';
import { JobStatusIcon, useStatusLabel } from './JobStatusIcon';
import { JobDetails } from './JobDetails';
import { HistoryCardHeader } from './FiguresCard';
import { CostCell } from './cost/CostCell';
import { useCostsShown, useJobCosts, useMoney } from './cost/use-costs';
import { visuallyHidden } from '../../components/visually-hidden';
import { clampLines } from '../../components/clamp';
import historyMessages from '../../locales/en/history.json';
import { registerEnglishArea } from '../../locales/lazy';

registerEnglishArea(historyMessages);

const ConfirmDialog = lazy(() => import('../../components/ConfirmDialog'));

/** Spec part 2 §9: 15 per page, start_time descending. */
export const JOBS_PER_PAGE = 15;

type Confirm = { kind: 'one'; job: HistoryJob } | { kind: 'all' } | null;

export function HistoryTable() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const statusLabel = useStatusLabel();
  const scope = usePrinterScope();
  const jobs = useHistory((s) => s.jobs);
  const loaded = useHistory((s) => s.loaded);
  const hasMore = useHistory((s) => s.hasMore);
  const printStart = usePrintStart({ onStarted: useCallback(() => navigate('/'), [navigate]) });
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(0);
  const [expanded, setExpanded] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const costsShown = useCostsShown();
  const money = useMoney();

  const filtered = useMemo(() => {
    const q = query.trim().toLowerCase();
    return q ? jobs.filter((job) => job.filename.toLowerCase().includes(q)) : jobs;
  }, [jobs, query]);
  const pages = Math.max(1, Math.ceil(filtered.length / JOBS_PER_PAGE));
  const current = Math.min(page, pages - 1);
  const shown = filtered.slice(current * JOBS_PER_PAGE, (current + 1) * JOBS_PER_PAGE);
  const costs = useJobCosts(costsShown ? shown : []);
  const columns = costsShown ? 8 : 7;

  // Searching, or reaching the last loaded page, needs every job.
  useEffect(() => {
    if (hasMore && (query.trim() !== '' || current >= pages - 1)) loadAllJobs(scope);
  }, [hasMore, query, current, pages, scope]);

  const today = t('history.today');
  return (
    <Card component="section" aria-labelledby="history-jobs-title">
      <HistoryCardHeader id="history-jobs-title" title={t('history.jobs')}>
        <TextField
          size="small"
          label={t('history.search')}
          type="search"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setPage(0);
            setExpanded(null);
          }}
          sx={{ width: { xs: '100%', sm: 240 } }}
        />
        <Button
          size="small"
          color="error"
          disabled={jobs.length === 0}
          onClick={() => setConfirm({ kind: 'all' })}
        >
          {t('history.deleteAll')}
        </Button>
      </HistoryCardHeader>
      <TableContainer>
        <Table size="small" aria-label={t('history.jobs')}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox" />
              <TableCell padding="checkbox">
                <Box component="span" sx={visuallyHidden}>
                  {t('history.status')}
                </Box>
              </TableCell>
              <TableCell>{t('history.name')}</TableCell>
              <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                {t('history.startTime')}
              </TableCell>
              <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                {t('history.printDuration')}
              </TableCell>
              <TableCell align="right" sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                {t('history.filamentUsed')}
              </TableCell>
              {costsShown && (
                <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  {t('history.cost.column')}
                </TableCell>
              )}
              <TableCell align="right">
                <Box component="span" sx={visuallyHidden}>
                  {t('history.actions')}
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.length === 0 && (
              <TableRow>
                <TableCell colSpan={columns}>
                  <Typography color="text.secondary" variant="body2">
                    {loaded ? t('history.empty') : t('history.loading')}
                  </Typography>
                </TableCell>
              </TableRow>
            )}
            {shown.map((job) => {
              const name = baseName(job.filename);
              const open = expanded === job.job_id;
              const toggle = () => setExpanded(open ? null : job.job_id);
              const cost = costs.get(job.job_id);
              return (
                <Fragment key={job.job_id}>
                  <TableRow
                    hover
                    data-inactive={job.exists ? undefined : 'true'}
                    sx={{
                      cursor: 'pointer',
                      opacity: job.exists ? 1 : 0.5,
                      '& > td, & > th': { borderBottom: open ? 0 : undefined },
                    }}
                    onClick={toggle}
                  >
                    <TableCell padding="checkbox">
                      <IconButton
                        size="small"
                        aria-expanded={open}
                        aria-label={
                          open ? t('history.collapse', { name }) : t('history.expand', { name })
                        }
                        onClick={(event) => {
                          event.stopPropagation();
                          toggle();
                        }}
                      >
                        {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
                      </IconButton>
                    </TableCell>
                    <TableCell padding="checkbox" title={statusLabel(job.status)}>
                      <JobStatusIcon status={job.status} />
                    </TableCell>
                    <TableCell component="th" scope="row">
                      <Box sx={clampLines(2)} title={job.filename}>
                        {job.filename}
                      </Box>
                    </TableCell>
                    <TableCell
                      sx={{ display: { xs: 'none', md: 'table-cell' }, whiteSpace: 'nowrap' }}
                    >
                      {formatDate(job.start_time, Date.now(), today)}
                    </TableCell>
                    <TableCell
                      align="right"
                      sx={{ display: { xs: 'none', sm: 'table-cell' }, whiteSpace: 'nowrap' }}
                    >
                      {formatDuration(job.print_duration)}
                    </TableCell>
                    <TableCell
                      align="right"
                      sx={{ display: { xs: 'none', md: 'table-cell' }, whiteSpace: 'nowrap' }}
                    >
                      {formatLength(job.filament_used)}
                    </TableCell>
                    {costsShown && (
                      <TableCell
                        align="right"
                        sx={{ display: { xs: 'none', sm: 'table-cell' }, whiteSpace: 'nowrap' }}
                      >
                        {job.status === 'in_progress' || !cost ? (
                          '--'
                        ) : (
                          <CostCell cost={cost} money={money} />
                        )}
                      </TableCell>
                    )}
                    <TableCell
                      align="right"
                      sx={{ whiteSpace: 'nowrap' }}
                      onClick={(event) => event.stopPropagation()}
                    >
                      {job.exists && printStart.offered && (
                        <IconButton
                          size="small"
                          aria-label={t('history.printJob', { name })}
                          title={t('history.printJob', { name })}
                          disabled={printStart.pending}
                          onClick={() => printStart.start(job.filename)}
                        >
                          <Print fontSize="small" />
                        </IconButton>
                      )}
                      <IconButton
                        size="small"
                        aria-label={t('history.deleteJob', { name })}
                        title={t('history.deleteJob', { name })}
                        disabled={job.status === 'in_progress'}
                        onClick={() => setConfirm({ kind: 'one', job })}
                      >
                        <Delete fontSize="small" />
                      </IconButton>
                    </TableCell>
                  </TableRow>
                  {open && (
                    <TableRow>
                      <TableCell colSpan={columns} sx={{ pt: 0 }}>
                        <JobDetails
                          job={job}
                          cost={cost && job.status !== 'in_progress' ? cost : null}
                        />
                      </TableCell>
                    </TableRow>
                  )}
                </Fragment>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={hasMore ? -1 : filtered.length}
        page={current}
        rowsPerPage={JOBS_PER_PAGE}
        rowsPerPageOptions={[JOBS_PER_PAGE]}
        getItemAriaLabel={(type) =>
          type === 'previous' ? t('history.pagination.previous') : t('history.pagination.next')
        }
        labelDisplayedRows={({ from, to, count }) =>
          count === -1
            ? t('history.pagination.rowsMore', { from, to })
            : t('history.pagination.rows', { from, to, count })
        }
        onPageChange={(_, next) => {
          setPage(next);
          setExpanded(null);
        }}
      />
      {confirm && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            title={
              confirm.kind === 'all'
                ? t('history.deleteAll')
                : t('history.deleteJob', { name: baseName(confirm.job.filename) })
            }
            text={confirm.kind === 'all' ? t('history.deleteAllText') : t('history.deleteJobText')}
            confirmLabel={t('history.delete')}
            onClose={(confirmed) => {
              const target = confirm;
              setConfirm(null);
              if (!confirmed) return;
              if (target.kind === 'all') void deleteAllJobs(scope);
              else void deleteJob(scope, target.job.job_id);
            }}
          />
        </Suspense>
      )}
      {printStart.dialogs}
    </Card>
  );
}
