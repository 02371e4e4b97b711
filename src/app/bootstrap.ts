// Start-up: load the host configuration, pick the language, pick the printer (the stored active
// instance, or a probe of this host), then start the session. Failures are logged, not thrown.
import { pickLocale } from '../lib/locale';
import { probeCandidates } from '../lib/api-url';
import { printerIdInPath } from '../lib/printer-ids';
import { readArrivalMark, splitPrinterPath, startUpTarget } from '../lib/start-address';
import { firstReachable } from '../moonraker/probe-answer';
import { useAppStatus } from '../state/app-status';
import { useConnection } from '../state/connection';
import { activeInstance, useInstances } from '../state/instances';
import { startSession } from '../state/session';
import { reportAnswer } from '../state/session-report';
import { useSettings } from '../state/settings';
import { watchThrottle } from '../state/throttle';
import { useUi, type HostConfig } from '../state/ui';
// Always-on listeners that are not tied to a view.
import '../features/timelapse/listener';
import { fetchHostConfig } from './host-config-fetch';
import { setLanguage } from './i18n';
import { instanceWithId } from './printer-address';
import { opensFarm } from '../features/farm/start-page';

const BASE = import.meta.env.BASE_URL.replace(/\/$/, '');

async function loadHostConfig(early?: Promise<unknown>): Promise<HostConfig | null> {
  const json = (await (early ?? fetchHostConfig())) as Partial<HostConfig> | null;
  if (json === null) return null;
  return {
    locales: Array.isArray(json.locales)
      ? json.locales.filter((l) => typeof l?.code === 'string')
      : [{ code: 'en' }],
    blacklist: Array.isArray(json.blacklist)
      ? json.blacklist.filter((h) => typeof h === 'string')
      : [],
  };
}

/** Starts up; `earlyHostConfig` is the host configuration already asked for at page load. */
export async function bootstrap(earlyHostConfig?: Promise<unknown>): Promise<boolean> {
  // The farm as start page (the user's choice): before the router reads the address.
  const path = window.location.pathname.slice(BASE.length);
  if (opensFarm(path, useInstances.getState().instances.length))
    window.history.replaceState(window.history.state, '', `${BASE}/farm${window.location.search}`);
  // A page Printdeck itself sent the user to is not kept over a reload (lib/start-address.ts).
  const { prefix, page } = splitPrinterPath(path);
  const home = startUpTarget({
    page,
    mark: readArrivalMark(window.history.state),
    authenticated: false,
  });
  if (home) window.history.replaceState(null, '', `${BASE}${prefix}${home}`);
  const hostConfig = await loadHostConfig(earlyHostConfig);
  if (!hostConfig) {
    useAppStatus.setState({ hostConfigError: true });
    return false;
  }
  useUi.setState({ hostConfig });
  // The chosen printer's throttle flags are told from the first connect on.
  watchThrottle();
  void setLanguage(pickLocale(navigator.language, hostConfig.locales));
  // The language chosen in Settings › General wins over the browser's ('' goes back to the rule).
  useSettings.subscribe((next, prev) => {
    if (next.general.locale === prev.general.locale) return;
    void setLanguage(next.general.locale || pickLocale(navigator.language, hostConfig.locales));
  });
  try {
    // An address naming a printer (`/p/<id>/…`) shows that one in this tab; the stored choice stays.
    const addressed = printerIdInPath(window.location.pathname, BASE);
    let instance =
      (addressed ? instanceWithId(useInstances.getState().instances, addressed) : undefined) ??
      activeInstance(useInstances.getState());
    if (!instance) {
      const { found, others } = await firstReachable(
        probeCandidates(window.location, hostConfig.blacklist),
      );
      // An address that answered something else than Moonraker (a web server's page) is named.
      if (!found) others.forEach((error) => reportAnswer(error, true));
      if (found) {
        instance = useInstances.getState().add(found);
        useInstances.getState().activate(found);
      }
    }
    useUi.setState({ started: true });
    if (instance) await startSession(instance.apiUrl);
    else {
      useConnection.setState({ socketStatus: 'idle' });
      useUi.setState({ addPrinterOpen: true });
    }
  } catch (error) {
    console.error('Printdeck: start-up failed', error);
    useUi.setState({ started: true });
  }
  return true;
}
