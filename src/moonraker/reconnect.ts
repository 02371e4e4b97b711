// Reconnect schedule: a bounded number of attempts a fixed delay apart (spec part 1 §9: 3 attempts,
// 2000 ms), the first of them sooner (a dropped link is usually back at once, and the dashboard
// should be live again within 3 s of the server being reachable); optionally, once those are used, quiet probes at a slower pace, so a host that takes
// longer to come back (a reboot) is found again without the user's Reconnect.

export class ReconnectSchedule {
  private attempts = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly maxAttempts: number,
    private readonly delayMs: number,
    /** Pace of the probes after the attempts are used; 0: none. */
    private readonly slowDelayMs = 0,
    /** Delay of the first attempt (default: the same as the others). */
    private readonly firstDelayMs = delayMs,
  ) {}

  /** True while an attempt is waiting for its delay. */
  get waiting(): boolean {
    return this.timer !== undefined;
  }

  get attemptsMade(): number {
    return this.attempts;
  }

  /** Runs `attempt` after the delay; false (nothing scheduled) once every attempt is used. */
  schedule(attempt: () => void): boolean {
    this.cancel();
    if (this.attempts >= this.maxAttempts) return false;
    const delay = this.attempts === 0 ? this.firstDelayMs : this.delayMs;
    this.attempts++;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      attempt();
    }, delay);
    return true;
  }

  /** After the attempts: runs `attempt` after the slow delay (false when there is none). */
  scheduleSlow(attempt: () => void): boolean {
    this.cancel();
    if (this.slowDelayMs <= 0) return false;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      attempt();
    }, this.slowDelayMs);
    return true;
  }

  cancel(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }

  /** Cancels a waiting attempt and makes every attempt available again. */
  reset(): void {
    this.cancel();
    this.attempts = 0;
  }
}
