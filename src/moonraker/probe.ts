// Is there a Moonraker at this address? GET /server/info, unauthenticated, with a short timeout.
// Any HTTP answer that looks like Moonraker (200, or 401 from its authorization) counts.

export const PROBE_TIMEOUT_MS = 1000;

export type ProbeResult = 'reachable' | 'cors' | 'unreachable' | 'cancelled';

export async function probeApi(
  apiUrl: string,
  signal?: AbortSignal,
  timeoutMs = PROBE_TIMEOUT_MS,
): Promise<ProbeResult> {
  const controller = new AbortController();
  const abort = () => controller.abort();
  signal?.addEventListener('abort', abort);
  const timer = setTimeout(abort, timeoutMs);
  const url = `${apiUrl.replace(/\/+$/, '')}/server/info?_=${Date.now()}`;
  try {
    const response = await fetch(url, { signal: controller.signal, cache: 'no-store' });
    return response.ok || response.status === 401 ? 'reachable' : 'unreachable';
  } catch {
    if (signal?.aborted) return 'cancelled';
    if (controller.signal.aborted) return 'unreachable';
    // A network-type error: tell a cross-origin block (the host answers an opaque request) from none.
    try {
      await fetch(url, { mode: 'no-cors', signal: controller.signal, cache: 'no-store' });
      return 'cors';
    } catch {
      return signal?.aborted ? 'cancelled' : 'unreachable';
    }
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
}

/** Probe candidates in order (the likely one first, so others are rarely asked); first answer wins. */
export async function firstReachable(candidates: string[]): Promise<string | null> {
  for (const candidate of candidates) {
    if ((await probeApi(candidate)) === 'reachable') return candidate;
  }
  return null;
}
