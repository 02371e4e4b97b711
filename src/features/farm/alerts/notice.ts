// What an alert says: the notification menu's entry (naming the printer and what happened, with a
// button to that printer's dashboard) and the same text for a browser notification.
import type { TFunction } from '../../../locales/i18n';
import type { AppNotification, NotificationType } from '../../../lib/notifications';
import alertsMessages from '../../../locales/en/alerts.json';
import { registerEnglishArea } from '../../../locales/lazy';
import type { AlertKind } from './transitions';

registerEnglishArea(alertsMessages);

export interface AlertEvent {
  kind: AlertKind;
  /** The printer's id (its address is /p/<id>/) and name. */
  printerId: string;
  printerName: string;
  /** print_stats.filename: the print it is about ('' when none). */
  filename: string;
  /** What the printer said: print_stats.message for a print error, Klipper's for a shutdown. */
  message: string;
  /** Unix milliseconds. */
  at: number;
}

const TYPE: Readonly<Record<AlertKind, NotificationType>> = {
  finished: 'success',
  paused: 'warning',
  disconnected: 'warning',
  error: 'error',
  shutdown: 'error',
};

/** What the ids of the alerts' entries in the notification menu start with. */
export const ALERT_ID_PREFIX = 'farm-alert';

/** The in-app address of the printer's dashboard (absolute, from any printer's pages). */
export function printerDashboard(printerId: string): string {
  return `/p/${printerId}/`;
}

/** The lines below the title: the file, then what the printer said (its first line). */
function detail(event: AlertEvent): string {
  const said = event.message.trim().split('\n')[0]?.trim() ?? '';
  return [event.filename.trim(), said].filter((line) => line !== '').join('\n');
}

/**
 * The notification menu's entry: one per printer and kind (a printer that finishes again replaces
 * its earlier 'finished' entry instead of adding another).
 */
export function alertNotification(event: AlertEvent, t: TFunction): AppNotification {
  const description = detail(event);
  return {
    id: `${ALERT_ID_PREFIX}:${event.printerId}:${event.kind}`,
    type: TYPE[event.kind],
    title: t(`alerts.event.${event.kind}`, { printer: event.printerName }),
    ...(description ? { description } : {}),
    timestamp: event.at,
    to: printerDashboard(event.printerId),
    btnText: t('alerts.openPrinter'),
  };
}
