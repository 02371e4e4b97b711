// The job queue's rules, as Moonraker's job_queue component keeps them: an ordered list of G-code
// files waiting to print, and a state (paused, ready, loading, starting). A job loads when the queue
// is started while the printer is idle, or — with automatic transition — when the print before it
// completes (after the transition delay and G-code). An aborted print pauses a non-empty queue.
// Every change is announced about 50 ms later (notify_job_queue_changed). Operations run one at a
// time, in the order they were asked.

import { randomBytes } from 'node:crypto';
import type {
  JobQueueAction,
  JobQueueChange,
  JobQueueState,
  JobQueueStatus,
} from '../../../protocol/job_queue';
import { ServerError } from '../../errors';

export interface JobQueueOptions {
  loadOnStartup: boolean;
  automaticTransition: boolean;
  /** Seconds between a completed print and the next job's load. */
  jobTransitionDelay: number;
  /** Run before a job loads after another completed ('' = none). */
  jobTransitionGcode: string;
}

/** What the queue needs of the printer. */
export interface QueuePrinter {
  /** print_stats.state, or null when Klipper cannot be asked. */
  printState(): string | null;
  /** Whether a gcodes-relative file exists. */
  fileExists(filename: string): boolean;
  runGcode(script: string): Promise<void>;
  startPrint(filename: string, user: string): Promise<void>;
  notify(change: JobQueueChange): void;
  log(message: string): void;
}

interface Job {
  filename: string;
  jobId: string;
  timeAdded: number;
  user: string;
}

/** Moonraker names a job by a 16-digit upper-case hex number. */
function newJobId(): string {
  return randomBytes(8).toString('hex').toUpperCase();
}

const NOTIFY_DELAY_MS = 50;

export class JobQueue {
  private jobs: Job[] = [];
  private stateValue: JobQueueState = 'paused';
  private pauseRequested = false;
  private popTimer: NodeJS.Timeout | null = null;
  private readonly timers = new Set<NodeJS.Timeout>();
  private chain: Promise<unknown> = Promise.resolve();
  private closed = false;

  constructor(
    readonly options: JobQueueOptions,
    private readonly printer: QueuePrinter,
  ) {}

  get state(): JobQueueState {
    return this.stateValue;
  }

  status(): JobQueueStatus {
    const now = Date.now() / 1000;
    return {
      queued_jobs: this.jobs.map((j) => ({
        filename: j.filename,
        job_id: j.jobId,
        time_added: j.timeAdded,
        time_in_queue: now - j.timeAdded,
      })),
      queue_state: this.stateValue,
    };
  }

  /** Adds files (all must exist, else nothing is added); `reset` empties the queue first. */
  add(filenames: string[], reset: boolean, user: string, checkExists = true): Promise<void> {
    return this.locked(() => {
      if (checkExists) {
        const missing = filenames.find((f) => !this.printer.fileExists(f));
        if (missing !== undefined)
          throw new ServerError(`G-Code File ${missing} does not exist`, 400);
      }
      if (reset) this.jobs = [];
      const now = Date.now() / 1000;
      for (const filename of filenames)
        this.jobs.push({ filename, jobId: newJobId(), timeAdded: now, user });
      this.announce('jobs_added');
      if (this.options.automaticTransition && !this.pauseRequested) {
        const printing = this.printer.printState();
        if (printing === 'printing' || printing === 'paused') this.setState('ready');
      }
    });
  }

  /** Removes the jobs named (unknown ids are ignored), or every job. */
  remove(jobIds: string[], all: boolean): Promise<void> {
    return this.locked(() => {
      if (this.jobs.length === 0) return;
      if (all) this.jobs = [];
      else if (jobIds.length > 0) this.jobs = this.jobs.filter((j) => !jobIds.includes(j.jobId));
      else return;
      this.announce('jobs_removed');
    });
  }

  /** Moves a job to the front. */
  jump(jobId: string): Promise<void> {
    return this.locked(() => {
      const job = this.jobs.find((j) => j.jobId === jobId);
      if (!job) throw new ServerError(`Invalid job id: ${jobId}`, 400);
      this.jobs = [job, ...this.jobs.filter((j) => j !== job)];
    });
  }

  async pause(): Promise<void> {
    this.setState('paused');
    this.cancelPop();
    await this.locked(() => {
      this.pauseRequested = true;
    });
  }

  /** Loads the first job now when the printer is idle; otherwise waits (ready) or stays paused. */
  start(): Promise<void> {
    return this.locked(() => {
      this.pauseRequested = false;
      if (this.stateValue !== 'ready' && this.stateValue !== 'paused') return;
      if (this.jobs.length === 0) this.setState('paused');
      else if (this.canPrint()) {
        this.setState('loading');
        this.schedulePop(10, false);
      } else this.setState(this.options.automaticTransition ? 'ready' : 'paused');
    });
  }

  /** Klipper became ready: with load_on_startup, the first job loads a second later. */
  onKlippyReady(): Promise<void> {
    return this.locked(() => {
      if (!this.options.loadOnStartup || this.jobs.length === 0) return;
      if (this.stateValue === 'ready' || this.stateValue === 'paused') {
        this.setState('loading');
        this.schedulePop(1000, false);
      }
    });
  }

  /** Klipper shut down: the queue pauses, keeping whether a pause was asked before. */
  async onKlippyShutdown(): Promise<void> {
    const asked = this.pauseRequested;
    await this.pause();
    this.pauseRequested = asked;
  }

  /** A print_stats.state change: a completed print loads the next job, an aborted one pauses. */
  onPrintState(state: string): Promise<void> {
    if (state === 'complete') {
      if (!this.options.automaticTransition) return Promise.resolve();
      return this.locked(() => {
        if (this.stateValue === 'ready' && this.jobs.length > 0) {
          this.setState('loading');
          this.schedulePop(this.options.jobTransitionDelay * 1000, true);
        }
      });
    }
    if (state === 'cancelled' || state === 'error')
      return this.locked(() => {
        if (this.jobs.length > 0) this.setState('paused');
      });
    return Promise.resolve();
  }

  close(): void {
    this.closed = true;
    this.stateValue = 'paused';
    this.cancelPop();
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
  }

  private canPrint(): boolean {
    const state = this.printer.printState();
    return state !== null && state !== 'printing' && state !== 'paused';
  }

  private async popJob(needTransition: boolean): Promise<void> {
    if (this.stateValue === 'paused') return;
    const job = this.jobs[0];
    if (!job) {
      this.setState('paused');
      return;
    }
    if (!this.canPrint() || this.stateValue !== 'loading') {
      this.setState('paused');
      return;
    }
    try {
      if (this.options.jobTransitionGcode && needTransition) {
        await this.printer.runGcode(this.options.jobTransitionGcode);
        // A pause asked while the transition G-code ran stops the load.
        if (this.state !== 'loading') {
          this.setState('paused');
          throw new ServerError('Queue State Changed during Transition Gcode');
        }
      }
      this.setState('starting');
      await this.printer.startPrint(job.filename, job.user);
    } catch (e) {
      this.printer.log(
        `Error Loading print: ${job.filename}: ${e instanceof Error ? e.message : String(e)}`,
      );
      this.setState('paused');
      return;
    }
    this.jobs = this.jobs.filter((j) => j !== job);
    // A pause asked while the print started leaves the queue paused.
    if (this.state === 'starting') {
      const more = this.jobs.length > 0 && this.options.automaticTransition;
      // Set quietly: the job_loaded announcement carries the new state.
      this.stateValue = more ? 'ready' : 'paused';
    }
    this.announce('job_loaded');
  }

  private schedulePop(delayMs: number, needTransition: boolean): void {
    this.cancelPop();
    this.popTimer = setTimeout(() => {
      this.popTimer = null;
      void this.locked(() => this.popJob(needTransition)).catch(() => undefined);
    }, delayMs);
  }

  private cancelPop(): void {
    if (this.popTimer) clearTimeout(this.popTimer);
    this.popTimer = null;
  }

  private setState(state: JobQueueState): void {
    if (state === this.stateValue) return;
    this.stateValue = state;
    this.announce('state_changed');
  }

  private announce(action: JobQueueAction): void {
    if (this.closed) return;
    const change: JobQueueChange = {
      action,
      updated_queue: action === 'state_changed' ? null : this.status().queued_jobs,
      queue_state: this.stateValue,
    };
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.printer.notify(change);
    }, NOTIFY_DELAY_MS);
    this.timers.add(timer);
  }

  /** Runs `fn` after every operation asked before it. */
  private locked<T>(fn: () => T | Promise<T>): Promise<T> {
    const run = this.chain.then(fn);
    this.chain = run.catch(() => undefined);
    return run;
  }
}
