// The simulator's two logs in the logs root: klippy.log (Klipper's own lines: no timestamps, as
// Klipper writes them) and moonraker.log (Moonraker's format: time, source file and function).

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { RotatingLog, type RotatingLogOptions } from './rotating_log';

export { RotatingLog } from './rotating_log';

/** Python logging's default asctime: local `YYYY-MM-DD HH:MM:SS,mmm`. */
export function asctime(d: Date = new Date()): string {
  const p = (n: number, w = 2): string => String(n).padStart(w, '0');
  return (
    `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ` +
    `${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())},${p(d.getMilliseconds(), 3)}`
  );
}

export class SimLogs {
  readonly klippyLog: RotatingLog;
  readonly moonrakerLog: RotatingLog;

  constructor(
    readonly dir: string,
    opts: RotatingLogOptions = {},
  ) {
    mkdirSync(dir, { recursive: true });
    this.klippyLog = new RotatingLog(join(dir, 'klippy.log'), opts);
    this.moonrakerLog = new RotatingLog(join(dir, 'moonraker.log'), opts);
  }

  /** A klippy.log entry (one or more lines, written as they are). */
  klippy(text: string): void {
    this.klippyLog.write(text);
  }

  /** A moonraker.log entry: `2024-08-06 14:20:11,123 [machine.py:func()] - message`. */
  moonraker(where: string, message: string): void {
    this.moonrakerLog.write(`${asctime()} [${where}] - ${message}`);
  }

  async flush(): Promise<void> {
    await Promise.all([this.klippyLog.flush(), this.moonrakerLog.flush()]);
  }

  async close(): Promise<void> {
    await Promise.all([this.klippyLog.close(), this.moonrakerLog.close()]);
  }
}
