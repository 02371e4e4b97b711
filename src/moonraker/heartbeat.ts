// Socket heartbeat: probe with a cheap call when an interval passed silently; report a missed answer.
// Spec part 1 §4 "Socket lifecycle" (missed heartbeat within 10 s → not open, connecting) and §9 (10000 ms).

export interface HeartbeatOptions {
  intervalMs: number;
  /** Sends the probe; it must reject when no answer arrives within `intervalMs`. */
  probe: (timeoutMs: number) => Promise<unknown>;
  onMiss: () => void;
  /** True while probing must pause (disconnecting, downloading). */
  paused?: () => boolean;
}

export class Heartbeat {
  private timer: ReturnType<typeof setInterval> | undefined;
  private heard = false;
  private probing = false;
  private generation = 0;

  constructor(private readonly opts: HeartbeatOptions) {}

  start(): void {
    this.stop();
    this.heard = false;
    if (this.opts.intervalMs <= 0) return;
    this.timer = setInterval(() => this.tick(), this.opts.intervalMs);
  }

  stop(): void {
    if (this.timer !== undefined) clearInterval(this.timer);
    this.timer = undefined;
    this.probing = false;
    this.generation++;
  }

  /** Call on every message received from the server. */
  received(): void {
    this.heard = true;
  }

  private tick(): void {
    if (this.heard) {
      this.heard = false;
      return;
    }
    if (this.probing || this.opts.paused?.()) return;
    this.probing = true;
    const generation = this.generation;
    this.opts.probe(this.opts.intervalMs).then(
      () => {
        if (generation === this.generation) this.probing = false;
      },
      () => {
        if (generation !== this.generation) return;
        this.probing = false;
        this.opts.onMiss();
      },
    );
  }
}
