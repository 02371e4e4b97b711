// virtual_sdcard: SDCARD_PRINT_FILE / SDCARD_RESET_FILE (the M20–M30 commands: sdcard_commands.ts)
// and the work loop that streams the file through
// the G-code dispatcher in simulated time, a batch of lines at a time, keeping the toolhead's motion
// queue a little ahead of the clock (Klipper's lookahead).

import { readdirSync, statSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import { KlippyGone } from '../gcode/dispatcher';
import { CommandError } from '../gcode/parser';
import type { Printer } from '../printer';
import type { GcodeLock } from './gcode_lock';
import { LineReader } from './line_reader';
import { registerSdCommands } from './sdcard_commands';
import type { PrintStats } from './print_stats';

type BatchResult = 'more' | 'eof' | 'stop' | { error: string };

/** Longest real time one batch holds the G-code mutex. */
const BATCH_REAL_MS = 15;

export class VirtualSdcard {
  private reader: LineReader | null = null;
  private running = false;
  /** A line of the file is being run (commands that must not come from the file check it). */
  private fromFile = false;
  private stopRequested = false;
  /** Called when a print reaches the end of its file or fails (for tests and diagnostics). */
  onFinish: (() => void) | null = null;

  constructor(
    private readonly p: Printer,
    private readonly stats: PrintStats,
    private readonly lock: GcodeLock,
    private readonly gcodesDir: string,
    private readonly resetHooks: (() => void)[],
  ) {
    const g = p.gcode;
    g.register('SDCARD_PRINT_FILE', (cmd) => this.printFile(cmd.str('FILENAME')), {
      help: 'Loads a SD file and starts the print.  May include files in subdirectories.',
    });
    g.register(
      'SDCARD_RESET_FILE',
      async () => {
        if (this.fromFile)
          throw new CommandError('SDCARD_RESET_FILE cannot be run from the sdcard');
        await this.stopReading();
        this.resetFile('');
      },
      { help: 'Clears a loaded SD File. Stops the print if necessary' },
    );
    registerSdCommands(p, this);
  }

  get isActive(): boolean {
    return this.p.job.isActive;
  }

  /** Whether a file is open (printing or paused). */
  get hasFile(): boolean {
    return this.reader !== null;
  }

  private async printFile(name: string): Promise<void> {
    // Busy only while the file is being read: a paused print's file is closed and replaced.
    if (this.busy) throw new CommandError('SD busy');
    await this.stopReading();
    await this.loadFile(name, true);
    this.doResume();
  }

  /** A print is being read (Klipper's work timer runs): not when paused. */
  get busy(): boolean {
    return this.p.job.isActive;
  }

  /**
   * Opens `name` in the gcodes folder (a subfolder's file only for SDCARD_PRINT_FILE, as Klipper;
   * M23 matches a top-level file case-insensitively), forgetting the file before.
   */
  async loadFile(name: string, subdirs: boolean): Promise<void> {
    const job = this.p.job;
    let filename = name.replace(/^\/+/, '');
    if (!subdirs) {
      const listed = this.topLevelFiles().find(
        (f) => f.name === filename || f.name.toLowerCase() === filename.toLowerCase(),
      );
      filename = listed?.name ?? filename;
    }
    const path = resolve(this.gcodesDir, filename);
    let size: number;
    try {
      if (!path.startsWith(resolve(this.gcodesDir) + sep)) throw new Error('outside');
      if (!subdirs && filename.includes('/')) throw new Error('in a subfolder');
      const st = statSync(path);
      if (!st.isFile()) throw new Error('not a file');
      size = st.size;
      await this.closeFile();
      this.reader = await LineReader.open(path);
    } catch {
      throw new CommandError('Unable to open file');
    }
    this.p.gcode.respondRaw(`File opened:${name.replace(/^\/+/, '')} Size:${size}`);
    this.p.gcode.respondRaw('File selected');
    this.resetFile(filename);
    Object.assign(job, { filePath: path, fileSize: size, filePosition: 0 });
  }

  /** The gcodes folder's own files (not in subfolders, not hidden), by name ignoring case (M20). */
  topLevelFiles(): { name: string; size: number }[] {
    let names: string[];
    try {
      names = readdirSync(this.gcodesDir);
    } catch {
      throw new CommandError('Unable to get file list');
    }
    return names
      .filter((n) => !n.startsWith('.'))
      .flatMap((n) => {
        try {
          const st = statSync(resolve(this.gcodesDir, n));
          return st.isFile() ? [{ name: n, size: st.size }] : [];
        } catch {
          return [];
        }
      })
      .sort((a, b) => (a.name.toLowerCase() < b.name.toLowerCase() ? -1 : 1));
  }

  /** M26: the next line is read from byte `position` of the open file. */
  async seek(position: number): Promise<void> {
    const job = this.p.job;
    job.filePosition = position;
    if (!this.reader || !job.filePath) return;
    await this.closeFile();
    this.reader = await LineReader.open(job.filePath, position);
  }

  /** Clears print_stats, the file position and the per-print state of other modules. */
  private resetFile(filename: string): void {
    const job = this.p.job;
    Object.assign(job, { filePath: null, fileSize: 0, filePosition: 0, isActive: false });
    job.m73Progress = null;
    for (const hook of this.resetHooks) hook();
    this.stats.reset(filename);
  }

  /** Stops reading and closes the file: the reading loop ends at its next line. */
  private async stopReading(): Promise<void> {
    this.doPause();
    await this.closeFile();
  }

  private async closeFile(): Promise<void> {
    const r = this.reader;
    this.reader = null;
    await r?.close().catch(() => undefined);
  }

  /** Stops reading after the current line (called under the G-code mutex). */
  doPause(): void {
    if (!this.p.job.isActive) return;
    this.stopRequested = true;
    this.p.job.isActive = false;
    this.stats.notePause();
  }

  doResume(): void {
    if (!this.reader) return;
    this.stopRequested = false;
    this.p.job.isActive = true;
    this.stats.noteStart();
    if (!this.running) void this.work();
  }

  doCancel(): void {
    const job = this.p.job;
    if (this.reader) {
      this.doPause();
      void this.closeFile();
      Object.assign(job, { filePath: null, fileSize: 0, filePosition: 0, isActive: false });
      this.stats.noteEnd('cancelled');
    }
    job.filePosition = 0;
    job.fileSize = 0;
  }

  private async work(): Promise<void> {
    const { p } = this;
    const lookahead = Math.max(2, p.clock.scale * 0.1);
    this.running = true;
    p.busyCount++;
    let result: BatchResult = 'stop';
    try {
      for (;;) {
        result = await this.lock.lock(() => this.batch(lookahead));
        if (result !== 'more') break;
        const ahead = p.toolhead.lastActivity - p.clock.now();
        if (ahead > lookahead / 2) await p.clock.sleep(ahead - lookahead / 2);
        else await new Promise((r) => setImmediate(r));
      }
    } finally {
      this.running = false;
      p.busyCount--;
    }
    if (p.disposed || result === 'stop') return;
    const job = p.job;
    await this.closeFile();
    job.isActive = false;
    if (result === 'eof') {
      p.gcode.respondRaw('Done printing file');
      job.filePath = null;
      this.stats.noteEnd('complete');
    } else {
      for (const h of p.heaters.values()) h.setTarget(0);
      this.stats.noteEnd('error', result.error);
    }
    this.onFinish?.();
  }

  private async batch(lookahead: number): Promise<BatchResult> {
    const { p } = this;
    const reader = this.reader;
    const deadline = performance.now() + BATCH_REAL_MS;
    for (;;) {
      if (this.stopRequested || p.disposed || !reader || reader !== this.reader) return 'stop';
      if (p.toolhead.lastActivity - p.clock.now() > lookahead) return 'more';
      if (performance.now() > deadline) return 'more';
      const line = reader.nextBuffered();
      if (line === undefined) {
        await reader.fill();
        continue;
      }
      if (line === null) return 'eof';
      p.job.filePosition = reader.position;
      try {
        this.fromFile = true;
        await p.gcode.runLines(line).finally(() => (this.fromFile = false));
        this.stats.update();
      } catch (err) {
        if (err instanceof KlippyGone || p.disposed) return 'stop';
        if (p.host.state() !== 'ready') return 'stop';
        return { error: err instanceof Error ? err.message : String(err) };
      }
    }
  }
}
