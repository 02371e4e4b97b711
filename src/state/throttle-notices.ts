// What the throttle store shows for a change of the host's throttle bits (loaded on the first
// notify_cpu_throttled, so the rules and their text stay off the first page): snackbars, and one
// notification-menu item per newly set flag.
import i18n from '../locales/i18n';
import { THROTTLE_DOCS_URL, throttleNotices, throttleNotifications } from '../lib/throttle';
import throttleMessages from '../locales/en/throttle.json';
import { registerEnglishArea } from '../locales/lazy';
import { showMessage } from './messages';
import { pushNotification } from './notifications';
import type { PrinterScope } from './scope/printer-scope';

registerEnglishArea(throttleMessages);

/**
 * Snackbars, and items in the notification menu of the printer of `scope`, for the flags set in
 * `bits` that were not in `previous`.
 */
export function showThrottleNotices(
  scope: PrinterScope,
  bits: number,
  previous: number | null,
): void {
  const notices = throttleNotices(bits, previous);
  const link = { href: THROTTLE_DOCS_URL, label: i18n.t('throttle.docs') };
  for (const { severity, flags } of notices) {
    const key = severity === 'error' ? 'throttle.active' : 'throttle.past';
    const text = i18n.t(key, { flags: flags.join(', ') });
    showMessage(text, severity, severity === 'error' ? null : 10000, link);
  }
  const description = i18n.t('throttle.description', { url: THROTTLE_DOCS_URL });
  for (const n of throttleNotifications(notices, description, Date.now()))
    pushNotification(scope, n);
}
