// The notification bell: the count on a badge coloured by the worst item (none, warning, error); the
// menu loads on the first click. It starts two of the sources that feed the menu in its printer's
// scope: the announcements and the 'Updates available' item (with it the update manager's state).
import { Suspense, useState } from 'react';
import { lazy } from '../../components/lazy';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import { useTranslation } from '../../locales/react';
import { bellColor, notificationCount } from '../../lib/notifications';
import { announcementsStore } from '../../state/announcements';
import { useNotifications } from '../../state/notifications';
import { useScoped } from '../../state/scope/context';
import { updateNotificationStore } from '../../state/update-notifications';

const NotificationMenu = lazy(() => import('./notifications/NotificationMenu'));

export function NotificationBell() {
  const { t } = useTranslation();
  useScoped(announcementsStore);
  useScoped(updateNotificationStore);
  const count = useNotifications((s) => notificationCount(s.items));
  const color = useNotifications((s) => bellColor(s.items));
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const tone = color === 'default' ? null : color;
  return (
    <>
      <IconButton
        aria-label={
          count > 0 ? t('app.notificationsBellCount', { count }) : t('app.notificationsBell')
        }
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        color={tone ?? 'default'}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <NotificationsOutlined />
        {count > 0 && (
          <Box
            component="span"
            aria-hidden
            sx={{
              position: 'absolute',
              top: 2,
              right: 0,
              minWidth: 18,
              height: 18,
              px: 0.5,
              borderRadius: 9,
              fontSize: 11,
              fontWeight: 700,
              lineHeight: '18px',
              // Readable figures in both themes: white on the darker red, black on the orange.
              bgcolor: tone === 'error' ? 'error.dark' : tone ? 'warning.main' : 'action.selected',
              color: tone === 'error' ? '#fff' : tone ? '#000' : 'text.primary',
            }}
          >
            {count > 99 ? '99+' : count}
          </Box>
        )}
      </IconButton>
      {anchor && (
        <Suspense fallback={null}>
          <NotificationMenu anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
