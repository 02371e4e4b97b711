// The power devices at work: each with its state (init, on, off, error), one request at a time,
// switching in a short realistic time, notify_power_changed on every change, its bound services
// started or stopped through the host's service manager, refusals in Moonraker's words. What a device
// was switched to belongs to the hardware: it outlives server.restart and is forgotten on a reboot.

import type { PowerDevice, PowerStatus } from '../../../protocol/machine';
import type { App } from '../../app';
import { ServerError } from '../../errors';
import { servicesOf } from '../machine/services';
import type { PowerDeviceConfig } from './config';

export type PowerRequest = 'on' | 'off' | 'toggle' | 'status';

/** Real milliseconds a device takes to switch: a GPIO line at once, a network plug a little longer. */
export const switchMs = (type: string): number => (type === 'gpio' ? 30 : 250);
/** Real milliseconds a network device stays in `init` while its first state is queried. */
export const INIT_MS = 300;

const MEMORY = new WeakMap<App, Map<string, PowerStatus>>();

/** The states the devices were left in (by name), for this simulated host. */
function memoryOf(app: App): Map<string, PowerStatus> {
  let m = MEMORY.get(app);
  if (!m) {
    m = new Map();
    MEMORY.set(app, m);
  }
  return m;
}

/** The host rebooted: every device starts from its configuration again. */
export function forgetPowerStates(app: App): void {
  MEMORY.delete(app);
}

const wait = (ms: number): Promise<void> => new Promise((done) => setTimeout(done, ms).unref());

class Device {
  status: PowerStatus = 'init';
  private queue: Promise<unknown> = Promise.resolve();
  private busy = 0;

  constructor(
    readonly cfg: PowerDeviceConfig,
    private readonly owner: PowerDevices,
  ) {}

  info(): PowerDevice {
    return {
      device: this.cfg.name,
      status: this.status,
      locked_while_printing: this.cfg.lockedWhilePrinting,
      type: this.cfg.type,
    };
  }

  /** Queued behind the device's running request; an initialising device answers `init` at once. */
  request(req: PowerRequest, force = false): Promise<PowerStatus> {
    if (this.status === 'init' && this.busy > 0) return Promise.resolve('init');
    this.busy++;
    const run = this.queue.then(() => this.process(req, force));
    this.queue = run.catch(() => undefined);
    return run.finally(() => {
      this.busy--;
    });
  }

  /** The first state: the configured initial state, else what the hardware was left in. */
  async init(remembered: PowerStatus | undefined): Promise<void> {
    this.busy++;
    try {
      const run = this.queue.then(async () => {
        if (this.cfg.type !== 'gpio') await wait(INIT_MS);
        if (this.owner.closed) return;
        const initial = this.cfg.initialState;
        this.status = initial === null ? (remembered ?? 'off') : initial ? 'on' : 'off';
        this.owner.remember(this);
        this.owner.notify(this);
        if (initial !== null) this.owner.bindServices(this);
      });
      this.queue = run.catch(() => undefined);
      await run;
    } finally {
      this.busy--;
    }
  }

  private async process(req: PowerRequest, force: boolean): Promise<PowerStatus> {
    if (req === 'status') return this.status;
    const target = req === 'toggle' ? (this.status === 'off' ? 'on' : 'off') : req;
    if (target === this.status) return this.status;
    if (!force && this.cfg.lockedWhilePrinting && this.owner.printing())
      throw new ServerError(`Unable to change power for ${this.cfg.name} while printing`);
    await wait(switchMs(this.cfg.type));
    this.status = target;
    this.owner.remember(this);
    this.owner.notify(this);
    this.owner.bindServices(this);
    return this.status;
  }
}

export class PowerDevices {
  private readonly devices = new Map<string, Device>();
  closed = false;

  constructor(
    private readonly app: App,
    configs: readonly PowerDeviceConfig[],
  ) {
    for (const cfg of configs) this.devices.set(cfg.name, new Device(cfg, this));
  }

  /** Brings every device to its first state (resolves when all have one). */
  async init(): Promise<void> {
    const memory = memoryOf(this.app);
    await Promise.all([...this.devices.values()].map((d) => d.init(memory.get(d.cfg.name))));
  }

  list(): PowerDevice[] {
    return [...this.devices.values()].map((d) => d.info());
  }

  names(): string[] {
    return [...this.devices.keys()];
  }

  /** machine.device_power.get_device / post_device: one named device. */
  async single(name: string, req: PowerRequest): Promise<Record<string, PowerStatus>> {
    const dev = this.devices.get(name);
    if (!dev) throw new ServerError(`No valid device named ${name}`);
    return { [name]: await dev.request(req) };
  }

  /** machine.device_power.status|on|off: device names as keys; unknown ones `device_not_found`. */
  async batch(
    names: string[],
    req: 'status' | 'on' | 'off',
  ): Promise<Record<string, PowerStatus | 'device_not_found'>> {
    if (names.length === 0) throw new ServerError('No arguments provided');
    const out: Record<string, PowerStatus | 'device_not_found'> = {};
    for (const name of names) {
      const dev = this.devices.get(name);
      out[name] = dev ? await dev.request(req) : 'device_not_found';
    }
    return out;
  }

  /** Klipper shut down: devices with off_when_shutdown switch off (not refused while printing). */
  klippyShutdown(): void {
    for (const dev of this.devices.values())
      if (dev.cfg.offWhenShutdown) void dev.request('off', true).catch(() => undefined);
  }

  close(): void {
    this.closed = true;
  }

  // --- for the devices ---

  printing(): boolean {
    const { klippy } = this.app;
    if (klippy.state !== 'ready') return false;
    return klippy.query({ print_stats: ['state'] }).print_stats?.state === 'printing';
  }

  remember(dev: Device): void {
    if (dev.status === 'on' || dev.status === 'off')
      memoryOf(this.app).set(dev.cfg.name, dev.status);
  }

  notify(dev: Device): void {
    if (this.closed) return;
    this.log(`Power Device ${dev.cfg.name}: ${dev.status}`);
    this.app.notify('notify_power_changed', dev.info());
  }

  /** Starts (on) or stops (off) the device's bound services, as Moonraker does after a change. */
  bindServices(dev: Device): void {
    if (this.closed || (dev.status !== 'on' && dev.status !== 'off')) return;
    const action = dev.status === 'on' ? 'start' : 'stop';
    for (const svc of dev.cfg.boundServices) {
      this.log(`Power Device ${dev.cfg.name}: Performing ${action} action on bound service ${svc}`);
      try {
        servicesOf(this.app).request(action, svc);
      } catch (err) {
        this.log(
          `Power Device ${dev.cfg.name}: Error processing ${action} action for bound service ${svc}: ${String(err)}`,
        );
      }
    }
  }

  private log(message: string): void {
    this.app.logs?.moonraker('power.py', message);
  }
}
