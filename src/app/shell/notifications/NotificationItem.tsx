// One item of the notification menu: its type's icon, title, time, description (markdown links as
// real links, everything else as text), the button of its link, snooze for an announcement and the
// dismiss button. Title and description come from the printer: at most 6 and 10 lines show, the
// whole text in the tooltip.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { useId } from 'react';
import { useTranslation } from '../../../locales/react';
import { Link as RouterLink } from 'wouter';
import { clampLines } from '../../../components/clamp';
import { entryIdOf } from '../../../lib/announcements';
import { formatDate } from '../../../state/dates';
import { descriptionParts } from '../../../lib/description-parts';
import type { AppNotification } from '../../../lib/notifications';
import { safeLink } from '../../../lib/safe-link';
import { appHref } from '../../../components/app-href';
import { ROUTES } from '../../routes';
import { dismissNotification } from '../../../state/notifications';
import { usePrinterScope } from '../../../state/scope/context';
import { SnoozeButton } from './SnoozeButton';
import { TypeIcon } from './TypeIcon';
import notificationsMessages from '../../../locales/en/notifications.json';
import { registerEnglishArea } from '../../../locales/lazy';

registerEnglishArea(notificationsMessages);

const ROUTE_PATHS = ROUTES.map((route) => route.path);

export function NotificationItem({
  notification: n,
  onNavigate,
}: {
  notification: AppNotification;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const scope = usePrinterScope();
  const titleId = useId();
  const entryId = entryIdOf(n.id);
  // A notification's link may come from the printer (an announcement's): it becomes a button only
  // to an http(s) address or to a page of the dashboard that exists.
  const link = safeLink(n.to, ROUTE_PATHS);
  const linkLabel = n.btnText ?? t('notifications.open');
  return (
    <Box
      component="article"
      aria-labelledby={titleId}
      sx={{
        display: 'flex',
        gap: { xs: 1, sm: 1.5 },
        px: { xs: 1.5, sm: 2 },
        py: 1.5,
        alignItems: 'flex-start',
      }}
    >
      <TypeIcon type={n.type} />
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography
          id={titleId}
          variant="subtitle2"
          component="h3"
          title={n.title}
          sx={{ ...clampLines(6), lineHeight: 1.4 }}
        >
          {n.title}
          {n.suffix && (
            <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
              {n.suffix}
            </Typography>
          )}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          {formatDate(n.timestamp / 1000, Date.now(), t('notifications.today'))}
        </Typography>
        {n.description && (
          <Typography
            variant="body2"
            color="text.secondary"
            title={n.description}
            sx={{ mt: 0.5, ...clampLines(10), whiteSpace: 'pre-line' }}
          >
            {descriptionParts(n.description).map((part, i) =>
              part.href ? (
                <Link
                  key={i}
                  href={part.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  color="secondary"
                >
                  {part.text}
                </Link>
              ) : (
                part.text
              ),
            )}
          </Typography>
        )}
        {(link || entryId !== null) && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1, alignItems: 'center' }}>
            {link &&
              (link.kind === 'external' ? (
                <Button
                  size="small"
                  variant="outlined"
                  color="secondary"
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  endIcon={<OpenInNew />}
                  aria-describedby={titleId}
                >
                  {linkLabel}
                </Button>
              ) : (
                <Button
                  size="small"
                  variant="outlined"
                  color="secondary"
                  component={RouterLink}
                  to={link.printer ? appHref(link.to) : link.to}
                  onClick={onNavigate}
                  aria-describedby={titleId}
                >
                  {linkLabel}
                </Button>
              ))}
            {entryId !== null && <SnoozeButton entryId={entryId} title={n.title} />}
          </Box>
        )}
      </Box>
      {n.clear !== false && (
        <IconButton
          size="small"
          aria-label={t('notifications.dismiss', { title: n.title })}
          onClick={() => dismissNotification(scope, n.id)}
          sx={{ mt: -0.5, mr: -1 }}
        >
          <Close fontSize="small" />
        </IconButton>
      )}
    </Box>
  );
}
