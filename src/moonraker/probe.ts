// The add-printer dialog's check of an address: Moonraker or not (probe-answer.ts), and when the
// request failed without an answer, whether a cross-origin block hid one.
import { PROBE_TIMEOUT_MS, probeAnswer } from './probe-answer';

export type ProbeResult = 'reachable' | 'other' | 'cors' | 'unreachable' | 'cancelled';

export async function probeApi(
  apiUrl: string,
  signal?: AbortSignal,
  timeoutMs = PROBE_TIMEOUT_MS,
): Promise<ProbeResult> {
  const { result } = await probeAnswer(apiUrl, signal, timeoutMs);
  if (result !== 'network') return result;
  // A network-type error: tell a cross-origin block (the host answers an opaque request) from none.
  const controller = new AbortController();
  const abort = () => controller.abort();
  signal?.addEventListener('abort', abort);
  const timer = setTimeout(abort, timeoutMs);
  try {
    await fetch(`${apiUrl.replace(/\/+$/, '')}/server/info?_=${Date.now()}`, {
      mode: 'no-cors',
      signal: controller.signal,
      cache: 'no-store',
    });
    return 'cors';
  } catch {
    return signal?.aborted ? 'cancelled' : 'unreachable';
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
}
