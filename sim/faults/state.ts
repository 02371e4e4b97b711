// The simulator's injected faults (item 28): what is wrong right now, one object per simulator
// (app.faults, there only when the simulator starts with --faults). The hooks read it: the endpoint
// gate (delay, stall, error answers), the upload reader (cut half-way, disk full) and the file
// listing (disk usage of a full disk).

import { ServerError } from '../errors';

/** The disk usage a listing shows while the disk is full: every byte used. */
export function fullDisk(usage: { total: number }): { total: number; used: number; free: number } {
  return { total: usage.total, used: usage.total, free: 0 };
}

/** The error writing to a full disk raises, as Python words it. */
export function noSpaceError(): Error {
  return Object.assign(new Error('[Errno 28] No space left on device'), { code: 'ENOSPC' });
}

/** The method name that stands for every call (`stall&method=*`, `error&method=*`). */
export const ANY_CALL = '*';

/** An error a named call answers with instead of running. */
export interface InjectedError {
  code: number;
  message: string;
}

export class FaultState {
  /** Real milliseconds every call waits before it runs (0 = none). */
  delayMs = 0;
  /** Bytes of an upload's body read before its connection is cut (null = uploads run whole). */
  uploadCutBytes: number | null = null;
  /** The disk is full: uploads fail writing, listings show no free space. */
  diskFull = false;
  private readonly stalled = new Set<string>();
  private readonly errors = new Map<string, InjectedError>();
  /** Calls held by a stall, released when their stall is lifted. */
  private waiting: (() => void)[] = [];

  stall(method: string): void {
    this.stalled.add(method);
  }

  answerWithError(method: string, error: InjectedError): void {
    this.errors.set(method, error);
  }

  /** Lifts every fault; calls held by a stall go on and are answered. */
  clear(): void {
    this.delayMs = 0;
    this.uploadCutBytes = null;
    this.diskFull = false;
    this.stalled.clear();
    this.errors.clear();
    for (const release of this.waiting.splice(0)) release();
  }

  /** How many calls a stall holds now. */
  get heldCalls(): number {
    return this.waiting.length;
  }

  /**
   * Runs before a call's handler (`method`, e.g. server.files.list): waits out a delay, holds a
   * stalled call until its stall is lifted, and throws the error a call was told to answer with.
   */
  async beforeCall(method: string): Promise<void> {
    if (this.delayMs > 0) await new Promise((done) => setTimeout(done, this.delayMs));
    if (this.stalled.has(method) || this.stalled.has(ANY_CALL)) {
      await new Promise<void>((release) => this.waiting.push(release));
    }
    const error = this.errors.get(method) ?? this.errors.get(ANY_CALL);
    if (error) throw new ServerError(error.message, error.code);
  }
}
