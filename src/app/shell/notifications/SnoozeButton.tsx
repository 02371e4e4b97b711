// Snooze an announcement: a small menu of the presets (1 hour, 1 day, 7 days); the server wakes it.
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Snooze from '@mui/icons-material/Snooze';
import { useState } from 'react';
import { useTranslation } from '../../../locales/react';
import { SNOOZE_SECONDS } from '../../../lib/announcements';
import { dismissAnnouncement } from '../../../state/announcements';
import { usePrinterScope } from '../../../state/scope/context';
import notificationsMessages from '../../../locales/en/notifications.json';
import { registerEnglishArea } from '../../../locales/lazy';

registerEnglishArea(notificationsMessages);

const PRESETS = [
  ['notifications.snoozeHour', SNOOZE_SECONDS.hour],
  ['notifications.snoozeDay', SNOOZE_SECONDS.day],
  ['notifications.snoozeWeek', SNOOZE_SECONDS.week],
] as const;

export function SnoozeButton({ entryId, title }: { entryId: string; title: string }) {
  const { t } = useTranslation();
  const scope = usePrinterScope();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton
        size="small"
        aria-label={t('notifications.snooze', { title })}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Snooze fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {PRESETS.map(([key, seconds]) => (
          <MenuItem
            key={key}
            onClick={() => {
              setAnchor(null);
              void dismissAnnouncement(scope, entryId, seconds);
            }}
          >
            {t(key)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
