// Streams a file line by line in 64 KiB chunks, tracking the byte offset after each line (the whole
// file is never held in memory).

import { open, type FileHandle } from 'node:fs/promises';

const CHUNK = 64 * 1024;

export class LineReader {
  private buf = Buffer.alloc(0);
  private bufStart = 0;
  private eof = false;
  /** Byte offset just past the last line returned. */
  position: number;

  private constructor(
    private readonly fh: FileHandle,
    start: number,
  ) {
    this.position = start;
    this.bufStart = start;
  }

  static async open(path: string, start = 0): Promise<LineReader> {
    return new LineReader(await open(path, 'r'), start);
  }

  /** The next line without waiting, `null` at end of file, or `undefined` when a read is needed. */
  nextBuffered(): string | null | undefined {
    const off = this.position - this.bufStart;
    const nl = this.buf.indexOf(10, off);
    if (nl >= 0) {
      this.position = this.bufStart + nl + 1;
      return this.buf.toString('utf8', off, nl).replace(/\r$/, '');
    }
    if (!this.eof) return undefined;
    if (off >= this.buf.length) return null;
    this.position = this.bufStart + this.buf.length;
    return this.buf.toString('utf8', off);
  }

  /** Reads the next chunk into the buffer (dropping consumed bytes). */
  async fill(): Promise<void> {
    const rest = this.buf.subarray(this.position - this.bufStart);
    const chunk = Buffer.alloc(CHUNK);
    const { bytesRead } = await this.fh.read(chunk, 0, CHUNK, this.position + rest.length);
    if (bytesRead === 0) this.eof = true;
    this.buf = Buffer.concat([rest, chunk.subarray(0, bytesRead)]);
    this.bufStart = this.position;
  }

  async next(): Promise<string | null> {
    for (;;) {
      const line = this.nextBuffered();
      if (line !== undefined) return line;
      await this.fill();
    }
  }

  async close(): Promise<void> {
    await this.fh.close();
  }
}
