// A log file written in small asynchronous appends (never blocking the physics loop) and kept
// bounded: when the next append would take it past `maxBytes`, `name` becomes `name.1` (older ones
// shift up to `backups`), so a long demo never fills a disk.

import { statSync } from 'node:fs';
import { appendFile, rename, rm } from 'node:fs/promises';

export interface RotatingLogOptions {
  /** Bytes a file may reach before it is rotated (default 1 MiB). */
  maxBytes?: number;
  /** Rotated files kept beside the live one (default 1: `klippy.log` and `klippy.log.1`). */
  backups?: number;
}

export const DEFAULT_MAX_BYTES = 1024 * 1024;

export class RotatingLog {
  readonly maxBytes: number;
  readonly backups: number;
  private size: number;
  private pending: string[] = [];
  private draining: Promise<void> | null = null;
  private closed = false;

  constructor(
    readonly path: string,
    opts: RotatingLogOptions = {},
  ) {
    this.maxBytes = Math.max(256, opts.maxBytes ?? DEFAULT_MAX_BYTES);
    this.backups = Math.max(1, opts.backups ?? 1);
    try {
      this.size = statSync(path).size;
    } catch {
      this.size = 0;
    }
  }

  /** Queues `text` (one or more lines) for the file; written on a later turn of the event loop. */
  write(text: string): void {
    if (this.closed) return;
    for (const line of text.split('\n')) this.pending.push(`${line}\n`);
    this.schedule();
  }

  private schedule(): void {
    this.draining ??= new Promise<void>((go) => setImmediate(go))
      .then(() => this.drain())
      .finally(() => {
        this.draining = null;
        if (this.pending.length > 0) this.schedule();
      });
  }

  /** Resolves when everything queued so far is on disk. */
  async flush(): Promise<void> {
    while (this.draining) await this.draining;
  }

  /** Writes what is queued and takes no more lines. */
  async close(): Promise<void> {
    await this.flush();
    this.closed = true;
  }

  private async drain(): Promise<void> {
    const lines = this.pending.splice(0);
    let chunk = '';
    let chunkBytes = 0;
    for (let line of lines) {
      let bytes = Buffer.byteLength(line);
      if (bytes > this.maxBytes) {
        line = `${line.slice(0, Math.floor(this.maxBytes / 4) - 1)}\n`;
        bytes = Buffer.byteLength(line);
      }
      if (this.size + chunkBytes + bytes > this.maxBytes) {
        await this.append(chunk);
        chunk = '';
        chunkBytes = 0;
        await this.rotate();
      }
      chunk += line;
      chunkBytes += bytes;
    }
    await this.append(chunk);
  }

  private async append(chunk: string): Promise<void> {
    if (chunk === '') return;
    try {
      await appendFile(this.path, chunk);
      this.size += Buffer.byteLength(chunk);
    } catch {
      // The logs folder went away (a test's data folder removed): nothing to keep.
    }
  }

  private async rotate(): Promise<void> {
    try {
      await rm(`${this.path}.${this.backups}`, { force: true });
      for (let i = this.backups - 1; i >= 1; i--)
        await rename(`${this.path}.${i}`, `${this.path}.${i + 1}`).catch(() => undefined);
      await rename(this.path, `${this.path}.1`);
    } catch {
      // Nothing to rotate yet.
    }
    this.size = 0;
  }
}
