// A notification type's icon and colour, named for screen readers.
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import WarningAmber from '@mui/icons-material/WarningAmber';
import { useTranslation } from '../../../locales/react';
import type { NotificationType } from '../../../lib/notifications';
import notificationsMessages from '../../../locales/en/notifications.json';
import { registerEnglishArea } from '../../../locales/lazy';

registerEnglishArea(notificationsMessages);

const ICONS = {
  info: [InfoOutlined, 'info.main'],
  success: [CheckCircleOutline, 'success.main'],
  announcement: [CampaignOutlined, 'primary.main'],
  warning: [WarningAmber, 'warning.main'],
  error: [ErrorOutline, 'error.main'],
} as const;

export function TypeIcon({ type }: { type: NotificationType }) {
  const { t } = useTranslation();
  const [Icon, color] = ICONS[type];
  return <Icon titleAccess={t(`notifications.types.${type}`)} sx={{ color, mt: 0.25 }} />;
}
