// Moonraker's side of printing (PrintControl, app.print): printer.print.start runs SDCARD_PRINT_FILE
// and remembers the user for the history entry; fileInUse/isBusy read Klipper's print state.

import type { PrintControl } from '../../contracts';
import type { Klippy } from '../../klipper/klippy';

/** Who records the job's user: the history component, when it runs. */
export interface JobUserSink {
  setPendingUser(user: string | null): void;
}

export class PrintController implements PrintControl {
  constructor(
    private readonly klippy: Klippy,
    private readonly history: () => JobUserSink | undefined,
  ) {}

  fileInUse(): string | null {
    const job = this.klippy.printer?.job;
    if (!job || (job.state !== 'printing' && job.state !== 'paused')) return null;
    return job.filename;
  }

  isBusy(): boolean {
    return this.fileInUse() !== null;
  }

  async start(filename: string, user: string): Promise<void> {
    const name = filename.replace(/^\/+/, '');
    if (!this.isBusy()) this.history()?.setPendingUser(user);
    try {
      await this.klippy.runScript(`SDCARD_PRINT_FILE FILENAME="${name.replace(/"/g, '\\"')}"`);
    } catch (err) {
      if (!this.isBusy()) this.history()?.setPendingUser(null);
      throw err;
    }
  }
}
