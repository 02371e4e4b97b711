// How the session tells the user about failed calls: a 4xx becomes an error snackbar, a 5xx one that
// stays until dismissed ('Server error' when the server gave no message), a 503 the firmware error
// state, and a printer command lost to a dropped connection a message naming it. A failed HTTP
// request follows spec §8: no answer and 404 are only logged, 401 is the login's business (the
// HTTP client logs out), a 5xx stays until dismissed and any other status is shown.
import i18n from '../locales/i18n';
import { commandLabel } from '../moonraker/api';
import {
  HttpError,
  httpErrorSeverity,
  MoonrakerError,
  type AnswerError,
} from '../moonraker/errors';
import { showError } from './messages';
import { applyKlippyUnavailable, useServer, type ServerStore } from './server';

/** Moonraker sometimes puts a JSON object in the message; show its own message then. */
export function readableMessage(message: string): string {
  try {
    const parsed: unknown = JSON.parse(message);
    if (
      parsed &&
      typeof parsed === 'object' &&
      typeof (parsed as { message?: unknown }).message === 'string'
    ) {
      return (parsed as { message: string }).message;
    }
  } catch {
    /* plain text */
  }
  return message;
}

/**
 * Report a failed call. Returns true when Klipper is unavailable (503): the printer's server store
 * then shows the error state, and the caller asks the server again until it is ready. A message
 * is shown for the printer the interface shows (`tell`), not for one a page only watches.
 */
export function reportError(error: unknown, server: ServerStore = useServer, tell = true): boolean {
  if (error instanceof MoonrakerError) {
    if (error.code === 503) {
      applyKlippyUnavailable(error.message, server);
      return true;
    }
    if (tell && typeof error.code === 'number' && error.code >= 400 && error.code < 500)
      showError(readableMessage(error.message));
    // A server failure (500 and the like) stays until dismissed: the call did not run.
    else if (tell && typeof error.code === 'number' && error.code >= 500)
      showError(readableMessage(error.message) || 'Server error', true);
    else console.warn('Printdeck:', error);
    return false;
  }
  if (error instanceof HttpError && tell && httpErrorSeverity(error.status) === 'error') {
    showError(readableMessage(error.message) || 'Server error', error.status >= 500);
    return false;
  }
  console.warn('Printdeck:', error);
  return false;
}

/**
 * A printer command failed for lack of a connection. CONNECTION_LOST: it was sent and the answer
 * never came, so the printer may or may not be running it; NOT_CONNECTED: it was never sent.
 * Returns true when the user was told.
 */
export function reportLostCommand(
  error: unknown,
  method: string,
  params?: Record<string, unknown>,
): boolean {
  if (!(error instanceof MoonrakerError)) return false;
  const command = commandLabel(method, params);
  if (error.code === 'CONNECTION_LOST') {
    showError(i18n.t('session.commandLost', { command }), true);
    return true;
  }
  if (error.code === 'NOT_CONNECTED') {
    showError(i18n.t('session.commandNotSent', { command }));
    return true;
  }
  return false;
}

/**
 * A printer answered with something Printdeck cannot use: the message names the printer, the call
 * and what came back, in the user's language (its words load with the first such answer; should
 * they fail to load, the English summary shows).
 */
export function reportAnswer(error: AnswerError, persistent = false): void {
  console.warn('Printdeck:', error.message);
  import('./session-answer-text').then(
    (text) => showError(text.answerMessage(error), persistent),
    () => showError(error.message, persistent),
  );
}
