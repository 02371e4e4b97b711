// Browser notifications (the Notification API) for the alerts. The page asks for the permission
// only when the user presses the button in Settings › Alerts, never by itself. Browsers allow
// notifications only in a secure context: a page served over HTTPS or from localhost.

/** What the browser says about notifications for this page. */
export type NoticeSupport = 'granted' | 'denied' | 'default' | 'insecure' | 'unsupported';

/** Whether this page may show browser notifications, may ask, or why it cannot. */
export function noticeSupport(): NoticeSupport {
  if (typeof window === 'undefined') return 'unsupported';
  if (!window.isSecureContext) return 'insecure';
  if (!('Notification' in window)) return 'unsupported';
  return Notification.permission;
}

/** Asks the user for the permission (call from a click only); what the browser then says. */
export async function askNoticePermission(): Promise<NoticeSupport> {
  const support = noticeSupport();
  if (support !== 'default') return support;
  try {
    await Notification.requestPermission();
  } catch {
    /* an old browser's callback-only form: the permission below is what it decided */
  }
  return noticeSupport();
}

export interface BrowserNotice {
  title: string;
  body: string;
  /** One notification per tag: a newer one with the same tag replaces the older. */
  tag: string;
  /** The user clicked it (the page is brought to the front first). */
  onClick: () => void;
}

/** Shows a browser notification when allowed; false when it was not shown. */
export function showBrowserNotice(notice: BrowserNotice): boolean {
  if (noticeSupport() !== 'granted') return false;
  try {
    const shown = new Notification(notice.title, { body: notice.body, tag: notice.tag });
    shown.onclick = () => {
      window.focus();
      notice.onClick();
      shown.close();
    };
    return true;
  } catch {
    // Some mobile browsers show notifications only from a service worker.
    return false;
  }
}
