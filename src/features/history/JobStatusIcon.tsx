// One icon per history job status; a warning icon for a status Printdeck does not know.
import CheckCircle from '@mui/icons-material/CheckCircle';
import Cancel from '@mui/icons-material/Cancel';
import ErrorIcon from '@mui/icons-material/Error';
import Print from '@mui/icons-material/Print';
import PowerOff from '@mui/icons-material/PowerOff';
import ReportProblem from '@mui/icons-material/ReportProblem';
import LinkOff from '@mui/icons-material/LinkOff';
import WarningAmber from '@mui/icons-material/WarningAmber';
import type { SvgIconComponent } from '@mui/icons-material';
import { useTranslation } from '../../locales/react';
import { jobStatusKind, type JobStatusKind } from '../../lib/print-stats';
import historyMessages from '../../locales/en/history.json';
import { registerEnglishArea } from '../../locales/lazy';

registerEnglishArea(historyMessages);

const ICONS: Record<
  JobStatusKind,
  { Icon: SvgIconComponent; color: 'success' | 'warning' | 'error' | 'info' | 'disabled' }
> = {
  completed: { Icon: CheckCircle, color: 'success' },
  cancelled: { Icon: Cancel, color: 'warning' },
  error: { Icon: ErrorIcon, color: 'error' },
  printing: { Icon: Print, color: 'info' },
  server_exit: { Icon: PowerOff, color: 'error' },
  klippy_shutdown: { Icon: ReportProblem, color: 'error' },
  klippy_disconnect: { Icon: LinkOff, color: 'error' },
  unknown: { Icon: WarningAmber, color: 'warning' },
};

export function JobStatusIcon({ status }: { status: string }) {
  const { t } = useTranslation();
  const kind = jobStatusKind(status);
  const { Icon, color } = ICONS[kind];
  const label =
    kind === 'unknown' ? t('history.unknownStatus', { status }) : t(`history.states.${kind}`);
  return <Icon fontSize="small" color={color} titleAccess={label} sx={{ display: 'block' }} />;
}

export function useStatusLabel() {
  const { t } = useTranslation();
  return (status: string) => {
    const kind = jobStatusKind(status);
    return kind === 'unknown' ? status : t(`history.states.${kind}`);
  };
}
