// print_stats bookkeeping as Klipper's print_stats module does it: durations (print_duration starts at
// the first extrusion and excludes pauses), filament used, SET_PRINT_STATS_INFO.

import type { Printer } from '../printer';

export class PrintStats {
  private startTime: number | null = null;
  private pauseStart: number | null = null;
  private pausedTotal = 0;
  private initDuration = 0;
  private lastEpos = 0;

  constructor(private readonly p: Printer) {
    const job = p.job;
    job.onQuery = () => this.update();
    p.gcode.register(
      'SET_PRINT_STATS_INFO',
      (cmd) => {
        const total = cmd.has('TOTAL_LAYER') ? cmd.int('TOTAL_LAYER', 0, { minval: 0 }) : null;
        const current = cmd.has('CURRENT_LAYER')
          ? cmd.int('CURRENT_LAYER', 0, { minval: 0 })
          : null;
        if (total !== null) {
          job.totalLayer = total === 0 ? null : total;
          job.currentLayer = total === 0 ? null : 0;
        }
        if (current !== null && job.totalLayer !== null)
          job.currentLayer = Math.min(current, job.totalLayer);
      },
      { help: 'Pass slicer info like layer act and total to klipper' },
    );
  }

  private now(): number {
    return this.p.clock.now();
  }

  /** Clears the stats for a new file (state `standby`). */
  reset(filename: string): void {
    const job = this.p.job;
    Object.assign(job, {
      filename,
      totalDuration: 0,
      printDuration: 0,
      filamentUsed: 0,
      message: '',
      totalLayer: null,
      currentLayer: null,
    });
    this.startTime = null;
    this.pauseStart = null;
    this.pausedTotal = 0;
    this.initDuration = 0;
    job.state = 'standby';
  }

  /** Printing starts or resumes. */
  noteStart(): void {
    const now = this.now();
    if (this.startTime === null) {
      this.startTime = now;
      this.lastEpos = this.epos();
    } else if (this.pauseStart !== null) {
      this.pausedTotal += now - this.pauseStart;
      this.pauseStart = null;
      this.lastEpos = this.epos();
    }
    this.p.job.state = 'printing';
  }

  notePause(): void {
    this.update();
    if (this.pauseStart === null) this.pauseStart = this.now();
    this.p.job.state = 'paused';
  }

  noteEnd(state: 'complete' | 'cancelled' | 'error', message = ''): void {
    this.update();
    this.startTime = null;
    this.p.job.message = message;
    this.p.job.state = state;
  }

  /**
   * The G-code's extruder position in printer coordinates (gcode_move's, as Klipper reads it): the
   * extrusion of an excluded object counts although the extruder never makes it.
   */
  private epos(): number {
    return this.p.gcodeMove.lastPosition[3];
  }

  update(): void {
    const job = this.p.job;
    if (this.startTime === null) return;
    const now = this.now();
    let paused = this.pausedTotal;
    if (this.pauseStart !== null) paused += now - this.pauseStart;
    else {
      const e = this.epos();
      job.filamentUsed += (e - this.lastEpos) / (this.p.gcodeMove.extrudeFactor || 1);
      this.lastEpos = e;
    }
    job.totalDuration = now - this.startTime;
    if (job.filamentUsed < 0.0000001) this.initDuration = job.totalDuration - paused;
    job.printDuration = Math.max(0, job.totalDuration - this.initDuration - paused);
  }
}
