// The host's throttle flags (notify_cpu_throttled): newly set flags become snackbars — an error for
// active flags, info for 'Previously …' ones — with a link to what they mean (spec part 2 §4).
// Always on from start-up (imported by app/bootstrap.ts), so it stays tiny.
import i18next from 'i18next';
import { THROTTLE_DOCS_URL, throttleNotices } from '../lib/throttle';
import { showMessage } from './messages';
import { registerPrinterStore } from './printer-scoped';
import { onServerNotification } from './session-events';

let lastBits: number | null = null;

/** One notify_cpu_throttled payload ({ bits, flags }). */
export function applyThrottled(payload: unknown): void {
  const bits = (payload as { bits?: unknown } | null)?.bits;
  if (typeof bits !== 'number') return;
  const notices = throttleNotices(bits, lastBits);
  lastBits = bits;
  const link = { href: THROTTLE_DOCS_URL, label: i18next.t('throttle.docs') };
  for (const { severity, flags } of notices) {
    const key = severity === 'error' ? 'throttle.active' : 'throttle.past';
    const text = i18next.t(key, { flags: flags.join(', ') });
    showMessage(text, severity, severity === 'error' ? null : 10000, link);
  }
}

onServerNotification('notify_cpu_throttled', (params) => applyThrottled(params[0]));

registerPrinterStore('throttle', () => {
  lastBits = null;
});
