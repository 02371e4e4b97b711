// Simulated monotonic clock: Klipper's eventtime, running at time-scale × real time.

export class SimClock {
  private readonly realStart = performance.now();
  /** Eventtime at start; Klipper's monotonic clock is seconds since host boot. */
  private readonly base = 1000 + Math.round(Math.random() * 500);

  constructor(readonly scale: number) {}

  /** Current eventtime in simulated seconds. */
  now(): number {
    return this.base + ((performance.now() - this.realStart) / 1000) * this.scale;
  }

  /** Real milliseconds for a span of simulated seconds. */
  realMs(simSeconds: number): number {
    return Math.max(0, (simSeconds * 1000) / this.scale);
  }

  /** Waits for a span of simulated time. */
  sleep(simSeconds: number): Promise<void> {
    return new Promise((resolve) => setTimeout(resolve, this.realMs(simSeconds)));
  }
}
