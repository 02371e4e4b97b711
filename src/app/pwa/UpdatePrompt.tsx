// Mounted once at the root: registers the installed app's service worker after the first render
// (production builds only; the development server has no worker) and, when a new version of
// Printdeck waits, shows the lazily loaded prompt offering to reload. Tiny on purpose: it is part
// of the first page.
import { Suspense, useEffect, useState } from 'react';
import { lazy } from '../../components/lazy';
import { activateUpdate, watchForUpdate } from './service-worker';

const UpdateSnackbar = lazy(() => import('./UpdateSnackbar'));

interface Props {
  /** The browser's service workers; absent outside a secure context (http to another host). */
  container?: ServiceWorkerContainer | undefined;
  enabled?: boolean;
  reload?: () => void;
}

export function UpdatePrompt({
  container = navigator.serviceWorker,
  enabled = import.meta.env.PROD,
  reload = () => window.location.reload(),
}: Props) {
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);
  useEffect(() => {
    if (!enabled || !container) return;
    const base = import.meta.env.BASE_URL;
    return watchForUpdate(container, { url: `${base}sw.js`, scope: base, onWaiting: setWaiting });
  }, [container, enabled]);
  if (!waiting || !container) return null;
  return (
    <Suspense fallback={null}>
      <UpdateSnackbar
        onReload={() => activateUpdate(waiting, container, reload)}
        onLater={() => setWaiting(null)}
      />
    </Suspense>
  );
}
