// One action across several printers: each printer's outcome (done, queued, refused and why, skipped),
// the refusal read from the error a Moonraker call threw, and the counts. Pure but for the clock
// (a Scheduler, for staggered starts).
import { isPage } from '../../../lib/answer-shape';
import { HttpError, messageFromBody, MoonrakerError } from '../../../moonraker/errors';
import { runStaggered, type Scheduler } from './stagger';

export type RefusalReason =
  | 'busy'
  | 'no-queue'
  | 'no-job-queue'
  | 'not-ready'
  | 'disk-full'
  | 'login'
  | 'unreachable'
  | 'error';

export type FleetOutcome =
  | { kind: 'done' }
  /** Added to the printer's job queue (instead of a start when it was busy, or distributed). */
  | { kind: 'queued' }
  | { kind: 'refused'; reason: RefusalReason; message: string }
  | { kind: 'skipped' };

export type Refusal = Extract<FleetOutcome, { kind: 'refused' }>;

export interface FleetResult {
  printerId: string;
  outcome: FleetOutcome;
}

export const REFUSAL_REASONS: readonly RefusalReason[] = [
  'busy',
  /** Busy, and its Moonraker has no job queue to take the file instead. */
  'no-queue',
  /** Its Moonraker has no job queue (for an action that only queues). */
  'no-job-queue',
  'not-ready',
  'disk-full',
  'login',
  'unreachable',
  'error',
];

/** Codes the client gives a call that got no answer (channel.ts, pending.ts). */
const LOCAL_CODES: readonly unknown[] = ['CONNECTION_LOST', 'TIMEOUT', 'NOT_CONNECTED'];

/** JSON-RPC code Moonraker answers a 401 with (it also means 'Invalid params:' …). */
const RPC_UNAUTHORIZED = -32602;

/** The printer has no room left: Linux's ENOSPC as Node or Python word it, or a disk-full text. */
const DISK_FULL =
  /no space left on device|\bENOSPC\b|\[Errno 28\]|insufficient storage|disk (is )?full|not enough (free )?(disk )?space/i;

/**
 * The printer is doing something that excludes the action: Klipper's SDCARD_PRINT_FILE during a
 * print ('SD busy'), Moonraker's file manager on the printed file ('File currently in use',
 * 'File is loaded, upload not permitted'), its update manager ('… Refused: Klippy is printing') and
 * power devices locked while printing.
 */
const BUSY =
  /\bSD busy\b|\bprinter is busy\b|\bfile currently in use\b|\bfile is loaded\b|\bklippy is printing\b|\bwhile printing\b|\balready printing\b|\bprint already in progress\b/i;

/**
 * Klipper cannot take commands: Moonraker without Klipper ('Klippy Host not connected',
 * 'Klippy Disconnected') or Klipper starting, shut down or halted (its state message).
 */
const NOT_READY =
  /\bKlippy (Host not connected|Disconnected)\b|\bnot ready\b|\bPrinter is (shutdown|halted)\b/i;

/** At most this many characters of a printer's text go into a message. */
export const MESSAGE_LENGTH = 500;

/** Status or code of the error: an HttpError's status, a MoonrakerError's code, or a like field. */
function codeOf(error: unknown): { status: number | null; local: boolean } {
  if (error instanceof HttpError)
    return { status: error.status === 0 ? null : error.status, local: error.status === 0 };
  const record =
    typeof error === 'object' && error !== null ? (error as Record<string, unknown>) : {};
  const code = error instanceof MoonrakerError ? error.code : (record.code ?? record.status);
  if (LOCAL_CODES.includes(code)) return { status: null, local: true };
  return { status: typeof code === 'number' && Number.isFinite(code) ? code : null, local: false };
}

function ownMessage(error: unknown): string {
  if (typeof error === 'string') return error;
  if (typeof error === 'object' && error !== null) {
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string') return message;
  }
  return '';
}

/**
 * Moonraker's HTTP handlers for file deletes and uploads answer a refusal with the status's reason
 * phrase as the message ('Forbidden') and the server's own text only in the traceback's last
 * line: `tornado.web.HTTPError: HTTP 403: Forbidden (File currently in use)`. That text, when the
 * message is that phrase; nothing for an answer without a text; else the message.
 */
function serverText(error: unknown): string {
  const message = ownMessage(error);
  if (!(error instanceof HttpError)) return message;
  // An answer without a text of its own: the client's stand-in ('Server error') says nothing.
  if (error.status !== 0 && messageFromBody(error.body, '') === '') return '';
  const body = error.body as { error?: { traceback?: unknown } } | null | undefined;
  const traceback = typeof body === 'object' && body !== null ? body.error?.traceback : undefined;
  if (typeof traceback !== 'string') return message;
  const lines = [...traceback.matchAll(/HTTPError: HTTP \d{3}: ([^\n(]*?) \((.+)\)[ \t]*$/gm)];
  const last = lines[lines.length - 1];
  return last !== undefined && last[1] === message.trim() ? (last[2] ?? message) : message;
}

/**
 * The text to show of the error: the server's own message, trimmed and cut to MESSAGE_LENGTH; a
 * web page (a proxy's error page) gives its title, else 'HTTP <status>'; nothing gives
 * 'HTTP <status>' or 'Unknown error'.
 */
export function refusalMessage(error: unknown): string {
  const { status } = codeOf(error);
  const fallback = status !== null ? `HTTP ${status}` : 'Unknown error';
  let text = serverText(error).trim();
  if (isPage(text) || /^<[a-z!]/i.test(text)) {
    const title = /<title[^>]*>([^<]*)<\/title>/i.exec(text)?.[1];
    text = title !== undefined ? title.replace(/\s+/g, ' ').trim() : '';
  }
  if (text === '') return fallback;
  return text.length > MESSAGE_LENGTH ? `${text.slice(0, MESSAGE_LENGTH - 1)}…` : text;
}

function isNetworkFailure(error: unknown): boolean {
  if (typeof DOMException !== 'undefined' && error instanceof DOMException)
    return (
      error.name === 'AbortError' || error.name === 'TimeoutError' || error.name === 'NetworkError'
    );
  // fetch itself rejects with a TypeError when the printer cannot be reached.
  return error instanceof TypeError && /fetch|network/i.test(error.message);
}

/**
 * Why a printer refused an action, from the error its Moonraker call threw (HttpError: HTTP status,
 * 0 without an answer; MoonrakerError: JSON-RPC code or a local code), first rule that applies:
 * - login: HTTP 401, or JSON-RPC -32602 that is no 'Invalid params' (Moonraker's 401 over the socket);
 * - unreachable: no answer (status 0, CONNECTION_LOST, TIMEOUT, NOT_CONNECTED, a failed fetch),
 *   or a proxy that could not reach Moonraker (502, 504);
 * - disk-full: HTTP 507, or a text naming the lack of space (Moonraker words a failed write only
 *   'Unable to save file', which stays 'error' as it may be any write failure);
 * - busy: a text saying the printer is printing or the file is in use (see BUSY) — also over a 403
 *   or 503 status, which Moonraker gives those;
 * - not-ready: HTTP/JSON-RPC 503, or Klipper's or Moonraker's text for Klipper not connected,
 *   starting, shut down or halted;
 * - error: anything else — among them a 403 (Moonraker's 403 forbids a path or namespace; it never
 *   asks for a login).
 * The message is the server's own text (refusalMessage).
 */
export function refusalOf(error: unknown): Refusal {
  const message = refusalMessage(error);
  const refused = (reason: RefusalReason): Refusal => ({ kind: 'refused', reason, message });
  const { status, local } = codeOf(error);
  const text = serverText(error);
  if (status === 401 || (status === RPC_UNAUTHORIZED && !/^\s*Invalid params/i.test(text)))
    return refused('login');
  if (local || isNetworkFailure(error) || status === 502 || status === 504)
    return refused('unreachable');
  if (status === 507 || DISK_FULL.test(text)) return refused('disk-full');
  if (BUSY.test(text)) return refused('busy');
  if (status === 503 || NOT_READY.test(text)) return refused('not-ready');
  return refused('error');
}

/**
 * Runs `action` for each printer — staggered by `staggerS` (runStaggered; 0 or absent: all at
 * once) — one failure never stopping the others; a printer listed twice runs once. Results come
 * in the order given (a repeated printer at its first place): done when the action resolved,
 * refused (refusalOf) when it threw, skipped when `signal` aborted before it started. Rejects with
 * a RangeError, running nothing, for a stagger outside 0..3600 s.
 */
export async function runFleet(
  printerIds: readonly string[],
  action: (id: string) => Promise<void>,
  opts: { staggerS?: number; scheduler: Scheduler; signal?: AbortSignal },
): Promise<FleetResult[]> {
  const ids = [...new Set(printerIds)];
  const settled = await runStaggered(
    ids.length,
    opts.staggerS ?? 0,
    (i) => action(ids[i] as string),
    opts.scheduler,
    opts.signal,
  );
  return ids.map((printerId, i) => {
    const result = settled[i];
    const outcome: FleetOutcome =
      result === undefined || result.status === 'skipped'
        ? { kind: 'skipped' }
        : result.status === 'fulfilled'
          ? { kind: 'done' }
          : refusalOf(result.reason);
    return { printerId, outcome };
  });
}

/** How many printers did it, queued it instead, refused, were skipped. */
export function fleetSummary(results: readonly FleetResult[]): {
  done: number;
  queued: number;
  refused: number;
  skipped: number;
} {
  const counts = { done: 0, queued: 0, refused: 0, skipped: 0 };
  for (const { outcome } of results) counts[outcome.kind] += 1;
  return counts;
}

/** The refusals grouped by reason, in REFUSAL_REASONS order, each with its printers in order. */
export function refusalsByReason(
  results: readonly FleetResult[],
): Array<{ reason: RefusalReason; printerIds: string[] }> {
  return REFUSAL_REASONS.map((reason) => ({
    reason,
    printerIds: results
      .filter((r) => r.outcome.kind === 'refused' && r.outcome.reason === reason)
      .map((r) => r.printerId),
  })).filter((group) => group.printerIds.length > 0);
}
