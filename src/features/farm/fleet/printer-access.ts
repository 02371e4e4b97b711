// How an action across the fleet reaches one printer: its open scope (the chosen printer's, or the
// light one the farm shares), held while the action runs; its socket's calls; and its address and
// token for HTTP transfers (uploads, the copy of a file).
import { sameApiUrl } from '../../../lib/api-url';
import type { MoonrakerApi } from '../../../moonraker/api';
import { HttpError, MoonrakerError } from '../../../moonraker/errors';
import { authStore } from '../../../state/auth';
import { connectionStore } from '../../../state/connection';
import { activeScope } from '../../../state/scope/active';
import { holdFleetScope, releaseFleetScope } from '../../../state/scope/fleet';
import type { PrinterScope } from '../../../state/scope/printer-scope';

/** How long an action waits for a printer's socket that is not open yet. */
export const CONNECT_WAIT_MS = 8000;

/** Runs `work` with the scope of the printer at `apiUrl`, held until it ends. */
export async function withScope<T>(
  apiUrl: string,
  work: (scope: PrinterScope) => Promise<T>,
): Promise<T> {
  const chosen = activeScope();
  if (chosen && !chosen.isClosed && sameApiUrl(chosen.apiUrl, apiUrl)) return work(chosen);
  const scope = holdFleetScope(apiUrl);
  try {
    return await work(scope);
  } finally {
    releaseFleetScope(scope);
  }
}

/** The printer wants a login: the error its socket's refusal was (Moonraker's 401 answer). */
function loginError(): HttpError {
  return new HttpError(401, 'Unauthorized', { error: { code: 401, message: 'Unauthorized' } });
}

/**
 * The socket's calls of `scope`, waiting up to `ms` for a socket that is being opened. Rejects as
 * the printer's 401 when it wants a login, as NOT_CONNECTED when no socket opened in time or
 * `signal` aborted the wait.
 */
export function readyApi(
  scope: PrinterScope,
  ms = CONNECT_WAIT_MS,
  signal?: AbortSignal,
): Promise<MoonrakerApi> {
  const now = scope.api;
  if (now) return Promise.resolve(now);
  const connection = () => scope.get(connectionStore).getState();
  if (connection().socketReason === 'unauthorized') return Promise.reject(loginError());
  return new Promise((resolve, reject) => {
    const cleanups: (() => void)[] = [];
    let settled = false;
    const finish = (api: MoonrakerApi | null) => {
      if (settled) return;
      settled = true;
      cleanups.forEach((fn) => fn());
      if (api) resolve(api);
      else if (connection().socketReason === 'unauthorized') reject(loginError());
      else reject(new MoonrakerError('NOT_CONNECTED', 'Not connected'));
    };
    const timer = setTimeout(() => finish(null), ms);
    const onAbort = () => finish(null);
    signal?.addEventListener('abort', onAbort, { once: true });
    cleanups.push(
      () => clearTimeout(timer),
      () => signal?.removeEventListener('abort', onAbort),
      scope.get(connectionStore).subscribe((state) => {
        if (state.socketReason === 'unauthorized') finish(null);
      }),
      scope.events.onSocketReady((live) => finish(live.api)),
    );
    if (settled) cleanups.forEach((fn) => fn());
    else if (signal?.aborted) finish(null);
  });
}

/** Runs `work` with the socket's calls of the printer at `apiUrl` (see readyApi). */
export function withApi<T>(
  apiUrl: string,
  work: (api: MoonrakerApi, scope: PrinterScope) => Promise<T>,
  signal?: AbortSignal,
): Promise<T> {
  return withScope(apiUrl, async (scope) => work(await readyApi(scope, undefined, signal), scope));
}

/** Where the printer's HTTP transfers go and the token they carry. */
export function transferTarget(scope: PrinterScope): { apiUrl: string; token: string | null } {
  return { apiUrl: scope.apiUrl, token: scope.get(authStore).getState().token };
}
