// Table of in-flight JSON-RPC requests: random ids 10000–99999, per-call timeouts, routing of responses.
// Reference: moonraker-api.md §2.3; spec part 1 §7 ("random numeric ids from 10000 to 99999").
import type { JsonRpcErrorBody } from '../../protocol/jsonrpc';
import { MoonrakerError } from './errors';

interface PendingCall {
  resolve: (value: unknown) => void;
  reject: (error: MoonrakerError) => void;
  timer: ReturnType<typeof setTimeout> | undefined;
  method: string;
}

export const MIN_ID = 10000;
export const MAX_ID = 99999;

export class PendingCalls {
  private readonly calls = new Map<number, PendingCall>();

  constructor(private readonly random: () => number = Math.random) {}

  get size(): number {
    return this.calls.size;
  }

  has(id: number): boolean {
    return this.calls.has(id);
  }

  /** A random id in [MIN_ID, MAX_ID] that is not pending (linear probe when the random source repeats). */
  nextId(): number {
    const span = MAX_ID - MIN_ID + 1;
    if (this.calls.size >= span)
      throw new MoonrakerError('NOT_CONNECTED', 'Too many pending requests');
    let id = MIN_ID + Math.min(span - 1, Math.max(0, Math.floor(this.random() * span)));
    for (let tries = 0; this.calls.has(id) && tries < 16; tries++) {
      id = MIN_ID + Math.min(span - 1, Math.max(0, Math.floor(this.random() * span)));
    }
    while (this.calls.has(id)) id = id === MAX_ID ? MIN_ID : id + 1;
    return id;
  }

  /** Registers a call; it rejects with TIMEOUT after `timeoutMs` (0 or less: never). */
  add<T>(id: number, method: string, timeoutMs: number): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const timer =
        timeoutMs > 0
          ? setTimeout(() => {
              this.calls.delete(id);
              reject(
                new MoonrakerError(
                  'TIMEOUT',
                  `Request '${method}' timed out after ${timeoutMs} ms`,
                  method,
                ),
              );
            }, timeoutMs)
          : undefined;
      this.calls.set(id, { resolve: resolve as (value: unknown) => void, reject, timer, method });
    });
  }

  /** Settles the call with this id; false when no such call is pending. */
  settle(id: number, result: unknown, error?: JsonRpcErrorBody): boolean {
    const call = this.calls.get(id);
    if (!call) return false;
    this.calls.delete(id);
    if (call.timer !== undefined) clearTimeout(call.timer);
    if (error) {
      const message = typeof error.message === 'string' ? error.message : 'Server error';
      call.reject(
        new MoonrakerError(typeof error.code === 'number' ? error.code : 500, message, call.method),
      );
    } else call.resolve(result);
    return true;
  }

  /** Rejects one call (e.g. when its frame could not be sent). */
  fail(id: number, error: MoonrakerError): void {
    const call = this.calls.get(id);
    if (!call) return;
    this.calls.delete(id);
    if (call.timer !== undefined) clearTimeout(call.timer);
    call.reject(error);
  }

  /** Rejects every pending call (socket closed): nothing is left hanging. */
  rejectAll(code: 'CONNECTION_LOST' | 'NOT_CONNECTED', message: string): void {
    const calls = [...this.calls.values()];
    this.calls.clear();
    for (const call of calls) {
      if (call.timer !== undefined) clearTimeout(call.timer);
      call.reject(new MoonrakerError(code, message, call.method));
    }
  }
}
