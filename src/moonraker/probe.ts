// Is there a Moonraker at this address? GET /server/info, unauthenticated, with a short timeout.
// Only Moonraker's answer counts: a JSON `{result: {...}}` with the server.info fields Moonraker
// always sends, or the 401 JSON error of its authorization. A web server that answers with a page
// (the single-page-app fallback of a static host) or anything else is 'other', with what it sent.
import { faultOf, findFault, type Fault } from '../lib/answer-shape';
import { ANSWERS } from './answers';
import { AnswerError } from './errors';
import { printerLabel } from './http';

export const PROBE_TIMEOUT_MS = 1000;

export type ProbeResult = 'reachable' | 'other' | 'cors' | 'unreachable' | 'cancelled';

export interface ProbeAnswer {
  result: ProbeResult;
  /** With 'other': what the address answered instead. */
  error?: AnswerError;
}

/** Where an HTTP answer to /server/info departs from Moonraker's (null: it is Moonraker's). */
export function probeFault(status: number, body: unknown): Fault | null {
  if (status === 401) return findFault(body, { error: { message: 's' } });
  if (status !== 200) return faultOf(body);
  return findFault(body, { result: ANSWERS['server.info']! });
}

export async function probeAnswer(
  apiUrl: string,
  signal?: AbortSignal,
  timeoutMs = PROBE_TIMEOUT_MS,
): Promise<ProbeAnswer> {
  const controller = new AbortController();
  const abort = () => controller.abort();
  signal?.addEventListener('abort', abort);
  const timer = setTimeout(abort, timeoutMs);
  const url = `${apiUrl.replace(/\/+$/, '')}/server/info?_=${Date.now()}`;
  try {
    const response = await fetch(url, { signal: controller.signal, cache: 'no-store' });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: the text itself is what the address answered.
    }
    const fault = probeFault(response.status, body);
    return fault
      ? { result: 'other', error: new AnswerError(printerLabel(apiUrl), 'server.info', fault) }
      : { result: 'reachable' };
  } catch {
    if (signal?.aborted) return { result: 'cancelled' };
    if (controller.signal.aborted) return { result: 'unreachable' };
    // A network-type error: tell a cross-origin block (the host answers an opaque request) from none.
    try {
      await fetch(url, { mode: 'no-cors', signal: controller.signal, cache: 'no-store' });
      return { result: 'cors' };
    } catch {
      return { result: signal?.aborted ? 'cancelled' : 'unreachable' };
    }
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
}

export async function probeApi(
  apiUrl: string,
  signal?: AbortSignal,
  timeoutMs = PROBE_TIMEOUT_MS,
): Promise<ProbeResult> {
  return (await probeAnswer(apiUrl, signal, timeoutMs)).result;
}

/**
 * Probe candidates in order (the likely one first, so others are rarely asked); the first Moonraker
 * wins. `others`: what the candidates that answered something else sent.
 */
export async function firstReachable(
  candidates: string[],
): Promise<{ found: string | null; others: AnswerError[] }> {
  const others: AnswerError[] = [];
  for (const candidate of candidates) {
    const { result, error } = await probeAnswer(candidate);
    if (result === 'reachable') return { found: candidate, others };
    if (error) others.push(error);
  }
  return { found: null, others };
}
