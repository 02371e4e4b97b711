// The notification menu (loaded on the bell's first click): a popover under the bell, 420 px wide
// (220 on phones), with every item, 'Dismiss all' and an empty state. When the focused item goes
// (its Dismiss pressed), the focus moves to the item now in its place, else to the menu, so the
// keyboard stays in the menu and Escape still closes it.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useId, useLayoutEffect, useRef } from 'react';
import { useTranslation } from '../../../locales/react';
import notificationsMessages from '../../../locales/en/notifications.json';
import { registerEnglishArea } from '../../../locales/lazy';
import { menuOrder } from '../../../lib/notification-order';
import { dismissAllNotifications, useNotifications } from '../../../state/notifications';
import { usePrinterScope } from '../../../state/scope/context';
import { NotificationItem } from './NotificationItem';

registerEnglishArea(notificationsMessages);

export default function NotificationMenu({
  anchor,
  onClose,
}: {
  anchor: HTMLElement;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const scope = usePrinterScope();
  const items = menuOrder(useNotifications((s) => s.items));
  const titleId = useId();
  const clearable = items.some((n) => n.clear !== false);
  const paper = useRef<HTMLDivElement>(null);
  const shown = useRef<string[]>([]);
  const ids = items.map((n) => n.id);
  useLayoutEffect(() => {
    const before = shown.current;
    shown.current = ids;
    const menu = paper.current;
    if (!menu || menu.contains(document.activeElement)) return;
    const gone = before.findIndex((id) => !ids.includes(id));
    if (gone < 0) return;
    const rows = menu.querySelectorAll('li');
    const row = rows[Math.min(gone, rows.length - 1)];
    const target = row?.querySelector<HTMLElement>('button, a[href]') ?? menu;
    target.focus();
  });
  return (
    <Popover
      open
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: {
          ref: paper,
          role: 'dialog',
          'aria-labelledby': titleId,
          // Below the bell, never over it: as tall as the window leaves.
          sx: {
            width: { xs: 220, sm: 420 },
            maxWidth: 'calc(100vw - 16px)',
            maxHeight: 'calc(100vh - 72px)',
          },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: { xs: 1.5, sm: 2 }, py: 1 }}>
        <Typography id={titleId} variant="subtitle1" component="h2" sx={{ flexGrow: 1 }}>
          {t('notifications.title')}
        </Typography>
        {clearable && (
          <Button
            size="small"
            color="secondary"
            onClick={() => dismissAllNotifications(scope)}
            sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
          >
            {t('notifications.dismissAll')}
          </Button>
        )}
      </Box>
      <Divider />
      {items.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 3 }}>
          {t('notifications.empty')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {items.map((n, i) => (
            <Box component="li" key={n.id}>
              {i > 0 && <Divider component="div" />}
              <NotificationItem notification={n} onNavigate={onClose} />
            </Box>
          ))}
        </Box>
      )}
    </Popover>
  );
}
