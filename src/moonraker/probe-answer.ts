// Is there a Moonraker at this address? GET /server/info, unauthenticated, with a short timeout.
// Only Moonraker's answer counts: a JSON `{result: {...}}` with the server.info fields Moonraker
// always sends, or the 401 JSON error of its authorization. A web server that answers with a page
// (the single-page-app fallback of a static host) or anything else is 'other', with what it sent.
// This is the start-up part; probe.ts adds what the add-printer dialog needs.
import { findMisfit, type Misfit } from '../lib/answer-shape';
import { ANSWERS } from './answers';
import { AnswerError } from './errors';
import { printerLabel } from './http';

export const PROBE_TIMEOUT_MS = 1000;
/**
 * How long start-up waits for each address of this host: a Moonraker under load can take seconds
 * to answer, and taking a slow one for none would open the add-printer dialog instead of it.
 */
export const STARTUP_PROBE_TIMEOUT_MS = 5000;

export interface ProbeAnswer {
  /** 'network': the request failed before any answer (not a timeout). */
  result: 'reachable' | 'other' | 'network' | 'unreachable' | 'cancelled';
  /** With 'other': what the address answered instead. */
  error?: AnswerError;
}

/** Where an HTTP answer to /server/info departs from Moonraker's (null: it is Moonraker's). */
export function probeMisfit(status: number, body: unknown): Misfit | null {
  if (status === 401) return findMisfit(body, { error: { message: 's' } });
  if (status !== 200) return { path: '', value: body };
  return findMisfit(body, { result: ANSWERS['server.info']! });
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
    let body: unknown = await response.text();
    try {
      body = JSON.parse(body as string);
    } catch {
      // Not JSON: the text itself is what the address answered.
    }
    const misfit = probeMisfit(response.status, body);
    return misfit
      ? { result: 'other', error: new AnswerError(printerLabel(apiUrl), 'server.info', misfit) }
      : { result: 'reachable' };
  } catch {
    if (signal?.aborted) return { result: 'cancelled' };
    return { result: controller.signal.aborted ? 'unreachable' : 'network' };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
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
    const { result, error } = await probeAnswer(candidate, undefined, STARTUP_PROBE_TIMEOUT_MS);
    if (result === 'reachable') return { found: candidate, others };
    if (error) others.push(error);
  }
  return { found: null, others };
}
