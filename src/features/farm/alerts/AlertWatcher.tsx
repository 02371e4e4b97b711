// The farm's alerts: with more than one printer configured, every printer is watched (each in its
// scope: the chosen printer's full one, the others' light ones shared with the farm's tiles), and
// when a print finishes, fails, pauses, or its printer shuts down or goes away, the user is told —
// an entry in the notification menu naming the printer and what happened, with a button to that
// printer's dashboard; a tone and a browser notification when the preferences ask for them. The
// printers that need attention are counted for the page title. Renders nothing visible.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../locales/react';
import { useLocation } from 'wouter';
import alertsMessages from '../../../locales/en/alerts.json';
import { registerEnglishArea } from '../../../locales/lazy';
import { useConnection } from '../../../state/connection';
import { useInstances, type Instance } from '../../../state/instances';
import { pushNotification } from '../../../state/notifications';
import { printerStatusStore, usePrinterField } from '../../../state/printer';
import { activeScope } from '../../../state/scope/active';
import { useObjectSubscription } from '../../../state/scope/calls';
import { usePrinterScope } from '../../../state/scope/context';
import { serverStore, useServer } from '../../../state/server';
import { needsAttention, tileState, type TileState } from '../rules/tile-state';
import { setNeedsAttention } from './attention';
import { showBrowserNotice } from './browser-notice';
import { klippyStateOf } from './klippy-state';
import { alertNotification, type AlertEvent } from './notice';
import { ALERT_PREFS_KEY, reloadAlertPrefs, useAlertPrefs } from './prefs';
import { playAlertTone } from './sound';
import { alertFor } from './transitions';
import { appHref } from '../../../components/app-href';
import { LightScope } from '../LightScope';

registerEnglishArea(alertsMessages);

/** What the alerts read of each printer (added to a light scope's subscription). */
export const ALERT_OBJECTS = {
  print_stats: ['state', 'filename', 'message'],
  webhooks: ['state', 'state_message'],
};

/**
 * The printer's one-word state for the alerts. idle_timeout is left out: a print that just ended
 * reads 'complete' at once, not 'busy' while the end of the file's moves drain.
 */
function useAlertState(): TileState {
  const socket = useConnection((s) => s.socketStatus);
  const needsLogin = useConnection((s) => s.socketReason === 'unauthorized');
  // A socket 'connecting' after it was open is a lost connection being retried (its reason stays
  // empty then), not a printer starting up.
  const [everOpen, setEverOpen] = useState(false);
  useEffect(() => {
    if (socket === 'open') setEverOpen(true);
  }, [socket]);
  const server = useServer((s) => s.klippyState);
  const webhooks = usePrinterField('webhooks', 'state');
  const printState = usePrinterField('print_stats', 'state');
  const klippyState = klippyStateOf(server, webhooks);
  return tileState({ socket, needsLogin, everOpen, klippyState, printState });
}

function PrinterAlerts({ id, name }: { id: string; name: string }) {
  useObjectSubscription('farm-alerts', ALERT_OBJECTS);
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const scope = usePrinterScope();
  const state = useAlertState();
  const previous = useRef<TileState | null>(null);

  useEffect(() => {
    const before = previous.current;
    previous.current = state;
    setNeedsAttention(id, needsAttention(state));
    const kind = alertFor(before, state);
    if (!kind) return;
    const prefs = useAlertPrefs.getState();
    if (!prefs.kinds[kind]) return;
    // What the printer says now, read once for the alert (the view does not follow it).
    const { status } = scope.get(printerStatusStore).getState();
    const printSaid = status.print_stats?.message ?? '';
    const klippySaid =
      status.webhooks?.state_message || scope.get(serverStore).getState().klippyMessage;
    const event: AlertEvent = {
      kind,
      printerId: id,
      printerName: name,
      filename: status.print_stats?.filename ?? '',
      message: kind === 'shutdown' ? klippySaid : kind === 'error' ? printSaid || klippySaid : '',
      at: Date.now(),
    };
    const entry = alertNotification(event, t);
    const chosen = activeScope();
    if (chosen) pushNotification(chosen, entry);
    if (prefs.sound) playAlertTone(kind);
    if (prefs.browser)
      showBrowserNotice({
        title: entry.title,
        body: entry.description ?? '',
        tag: entry.id,
        onClick: () => navigate(appHref(`/p/${id}/`)),
      });
  }, [state, scope, id, name, t, navigate]);

  useEffect(() => () => setNeedsAttention(id, false), [id]);
  return null;
}

function PrinterWatch({ instance }: { instance: Instance }) {
  return (
    <LightScope apiUrl={instance.apiUrl}>
      <PrinterAlerts id={instance.id} name={instance.name} />
    </LightScope>
  );
}

/** Watches every configured printer while there is more than one (mounted once by the shell). */
export default function AlertWatcher() {
  const instances = useInstances((s) => s.instances);
  // Another tab changed the preferences: this one follows.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === ALERT_PREFS_KEY) reloadAlertPrefs();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  if (instances.length < 2) return null;
  return (
    <>
      {instances.map((instance) => (
        <PrinterWatch key={instance.apiUrl} instance={instance} />
      ))}
    </>
  );
}
