// The systemd services the simulator stands for — klipper (the simulated Klippy process), moonraker
// (the simulator's own server) and crowsnest (the camera service) — with start, stop and restart
// going through systemd's states, each change sent as notify_service_state_changed.

import type { ServiceState } from '../../../protocol/machine';
import type { App } from '../../app';
import { ServerError } from '../../errors';

export type ServiceAction = 'start' | 'stop' | 'restart';

/** The units the simulated host has, in the order systemd lists them. */
export const AVAILABLE_SERVICES = ['crowsnest', 'klipper', 'moonraker'];
/** Moonraker's moonraker.asvc defaults: allowed, but not installed here ("not installed"). */
const ALLOWED_SERVICES = [
  'klipper_mcu',
  'webcamd',
  'MoonCord',
  'KlipperScreen',
  'moonraker-telegram-bot',
  'moonraker-obico',
  'sonar',
  'crowsnest',
  'octoeverywhere',
  'ratos-configurator',
];

/** Real milliseconds a unit spends stopping (SIGTERM until exit) and starting. */
export const STOP_MS = 150;
export const START_MS = 80;

const RUNNING: ServiceState = { active_state: 'active', sub_state: 'running' };
const DEAD: ServiceState = { active_state: 'inactive', sub_state: 'dead' };
const STOPPING: ServiceState = { active_state: 'deactivating', sub_state: 'stop-sigterm' };
const STARTING: ServiceState = { active_state: 'activating', sub_state: 'start' };

export class ServiceManager {
  private readonly states = new Map<string, ServiceState>(
    AVAILABLE_SERVICES.map((name) => [name, RUNNING]),
  );
  /** One action at a time per unit (systemd queues jobs per unit). */
  private readonly queues = new Map<string, Promise<void>>();

  constructor(private readonly app: App) {}

  /** service_state of machine.system_info. */
  snapshot(): Record<string, ServiceState> {
    return Object.fromEntries([...this.states].map(([name, s]) => [name, { ...s }]));
  }

  /**
   * machine.services.<action>: checked as Moonraker checks it, then queued; "ok" comes back while
   * the unit goes through its states.
   */
  request(action: ServiceAction, name: string): 'ok' {
    if (name === 'moonraker') {
      if (action !== 'restart')
        throw new ServerError(`Service action '${action}' not available for moonraker`);
      this.log(`Restarting service: ${name}`);
      this.app.restartServer();
      return 'ok';
    }
    if (!this.states.has(name)) {
      if (ALLOWED_SERVICES.includes(name)) throw new ServerError(`Service '${name}' not installed`);
      throw new ServerError(`Service '${name}' not allowed`);
    }
    this.log(`Service action '${action}' requested for ${name}`);
    const previous = this.queues.get(name) ?? Promise.resolve();
    const next = previous.then(() => this.run(action, name));
    this.queues.set(name, next);
    void next.finally(() => {
      if (this.queues.get(name) === next) this.queues.delete(name);
    });
    return 'ok';
  }

  /** Resolves when every queued action is over (tests). */
  async settled(): Promise<void> {
    while (this.queues.size > 0) await Promise.all([...this.queues.values()]);
  }

  private async run(action: ServiceAction, name: string): Promise<void> {
    const active = this.states.get(name)?.active_state === 'active';
    if ((action === 'stop' || action === 'restart') && active) {
      this.set(name, STOPPING);
      await wait(STOP_MS);
      if (name === 'klipper') this.app.klippy.stopProcess();
      this.set(name, DEAD);
    }
    if (action === 'start' || action === 'restart') {
      if (this.states.get(name)?.active_state === 'active') return;
      this.set(name, STARTING);
      await wait(START_MS);
      if (name === 'klipper') this.app.klippy.startProcess();
      this.set(name, RUNNING);
    }
  }

  private set(name: string, state: ServiceState): void {
    this.states.set(name, state);
    this.log(`Service '${name}': ${state.active_state} (${state.sub_state})`);
    this.app.notify('notify_service_state_changed', { [name]: { ...state } });
  }

  private log(message: string): void {
    this.app.logs?.moonraker('machine.py:do_service_action()', message);
  }
}

const wait = (ms: number): Promise<void> => new Promise((done) => setTimeout(done, ms).unref());

const MANAGERS = new WeakMap<App, ServiceManager>();

/** The host's services outlive Moonraker's restarts: one manager per simulator. */
export function servicesOf(app: App): ServiceManager {
  let m = MANAGERS.get(app);
  if (!m) {
    m = new ServiceManager(app);
    MANAGERS.set(app, m);
  }
  return m;
}

/** The host rebooted: its units start over, all running. */
export function forgetServices(app: App): void {
  MANAGERS.delete(app);
}
