// A printer that gave no answer to its API check (switched off, booting, or not answering) is
// asked again every NO_ANSWER_RETRY_MS while its scope is open, so it shows up without a reload or
// a button once it answers. A socket that opened once and dropped comes back through its own
// reconnects instead (its API check had answered).
import { connectionStore } from '../connection';
import type { PrinterScope } from './printer-scope';

/** How often a printer that did not answer its API check is asked again. */
export const NO_ANSWER_RETRY_MS = 5000;

/** Ask `scope`'s printer again while its last API check got no answer; stops when it closes. */
export function keepAsking(scope: PrinterScope): void {
  const connection = scope.get(connectionStore);
  let timer: ReturnType<typeof setTimeout> | null = null;
  const off = connection.subscribe((state) => {
    const noAnswer =
      !state.checking &&
      !state.apiReachable &&
      state.socketStatus === 'closed' &&
      state.socketReason === 'unreachable';
    if (timer || !noAnswer) return;
    timer = setTimeout(() => {
      timer = null;
      if (!scope.isClosed) void scope.session.connect();
    }, NO_ANSWER_RETRY_MS);
  });
  scope.onClose(() => {
    off();
    if (timer) clearTimeout(timer);
  });
}
