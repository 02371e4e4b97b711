// The Klippy host: state machine (startup → ready, shutdown, restart cycles), physics loop, scripts.

import { EventEmitter } from 'node:events';
import { readFileSync } from 'node:fs';
import type { KlippyState, ObjectsRequest, PrinterStatus } from '../../protocol/objects';
import { ServerError } from '../errors';
import type { SimClock } from './clock';
import { loadOrCreateConfig } from './config';
import { GCodeDispatcher, KlippyGone } from './gcode/dispatcher';
import { CommandError } from './gcode/parser';
import { Printer } from './printer';
import { attachConfigPath } from './save_config';

const STARTUP_MESSAGE =
  '\nPrinter is not ready\nThe klippy host software is attempting to connect.  Please\nretry in a few moments.\n';
const SHUTDOWN_TAIL =
  'Once the underlying issue is corrected, use the\n"FIRMWARE_RESTART" command to reset the firmware, reload the\nconfig, and restart the host software.\nPrinter is shutdown\n';
const ERROR_TAIL =
  '\nOnce the underlying issue is corrected, use the "RESTART"\ncommand to reload the config and restart the host software.\nPrinter is halted\n';

export interface KlippyOptions {
  clock: SimClock;
  configPath: string;
  gcodesDir: string;
  /** Real milliseconds spent disconnected and in startup during a (re)start. */
  connectDelayMs?: number;
  startupDelayMs?: number;
}

export interface KlippyEvents {
  response: [string];
  ready: [];
  shutdown: [];
  disconnected: [];
}

export class Klippy extends EventEmitter<KlippyEvents> {
  state: KlippyState = 'disconnected';
  everConnected = false;
  printer: Printer | null = null;
  readonly clock: SimClock;
  private message = '';
  private fallback: GCodeDispatcher | null = null;
  private readonly timers = new Set<NodeJS.Timeout>();
  private physics: NodeJS.Timeout | null = null;
  private lastStep: number;
  private readyWaiters: (() => void)[] = [];

  constructor(private readonly opts: KlippyOptions) {
    super();
    this.clock = opts.clock;
    this.lastStep = this.clock.now();
  }

  start(): void {
    loadOrCreateConfig(this.opts.configPath, this.opts.gcodesDir);
    this.physics = setInterval(() => this.step(), 50);
    this.later(() => this.connect(new Map()), 50);
  }

  close(): void {
    if (this.physics) clearInterval(this.physics);
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    this.printer?.dispose();
  }

  stateMessage(): string {
    if (this.state === 'ready') return 'Printer is ready';
    if (this.state === 'startup') return STARTUP_MESSAGE;
    return this.message;
  }

  /** Resolves when Klipper is ready (immediately if it already is). */
  whenReady(): Promise<void> {
    if (this.state === 'ready') return Promise.resolve();
    return new Promise((resolve) => this.readyWaiters.push(resolve));
  }

  /** printer.gcode.script: runs under the G-code mutex; Klipper errors become 400. */
  async runScript(script: string): Promise<void> {
    const gcode = this.printer?.gcode ?? this.fallback;
    if (this.state === 'disconnected' || !gcode)
      throw new ServerError('Klippy Host not connected', 503);
    try {
      await gcode.run(script);
    } catch (err) {
      if (err instanceof KlippyGone) throw new ServerError('Klippy Disconnected', 503);
      if (err instanceof CommandError) throw new ServerError(err.message, 400);
      throw err;
    }
  }

  emergencyStop(reason: string): void {
    if (this.state !== 'ready' && this.state !== 'startup') return;
    this.state = 'shutdown';
    this.message = `${reason}\n${SHUTDOWN_TAIL}`;
    this.printer?.onShutdown();
    this.emit('response', '// Klipper state: Shutdown');
    this.emit('shutdown');
  }

  /** RESTART / FIRMWARE_RESTART: the caller gets "ok" first, then the disconnect/ready cycle runs. */
  requestRestart(_kind: 'restart' | 'firmware_restart'): void {
    this.later(() => this.disconnect(), 0);
  }

  objectNames(): string[] {
    return this.printer ? [...this.printer.objects.keys()] : ['webhooks'];
  }

  /** Status of the requested objects: unknown objects `{}`, unknown fields `null` (§12.5). */
  query(objects: ObjectsRequest, eventtime = this.clock.now()): PrinterStatus {
    const status: PrinterStatus = {};
    for (const [name, fields] of Object.entries(objects)) {
      const full = this.objectStatus(name, eventtime);
      if (!full) {
        status[name] = {};
        continue;
      }
      if (fields === null) status[name] = full;
      else status[name] = Object.fromEntries(fields.map((f) => [f, f in full ? full[f] : null]));
    }
    return status;
  }

  private objectStatus(name: string, eventtime: number): Record<string, unknown> | null {
    if (name === 'webhooks')
      return {
        state: this.state === 'disconnected' ? 'startup' : this.state,
        state_message: this.stateMessage(),
      };
    const fn = this.printer?.objects.get(name);
    return fn ? fn(eventtime) : null;
  }

  private disconnect(): void {
    if (this.state === 'disconnected') return;
    const carry = new Map<string, number>();
    for (const [name, h] of this.printer?.heaters ?? []) carry.set(name, h.temperature);
    this.printer?.dispose();
    this.printer = null;
    this.fallback = null;
    this.state = 'disconnected';
    this.emit('disconnected');
    this.later(() => this.connect(carry), this.opts.connectDelayMs ?? 400);
  }

  private connect(carry: Map<string, number>): void {
    this.state = 'startup';
    this.everConnected = true;
    try {
      const text = readFileSync(this.opts.configPath, 'utf8');
      this.printer = new Printer(this.hostFor(), this.clock, text, carry);
      attachConfigPath(this.printer, this.opts.configPath);
    } catch (err) {
      this.state = 'error';
      this.message = `${err instanceof Error ? err.message : String(err)}\n${ERROR_TAIL}`;
      this.fallback = this.errorDispatcher();
      return;
    }
    this.later(() => {
      if (this.state !== 'startup') return;
      this.state = 'ready';
      this.emit('response', '// Klipper state: Ready');
      this.emit('ready');
      for (const w of this.readyWaiters.splice(0)) w();
    }, this.opts.startupDelayMs ?? 600);
  }

  private hostFor(): ConstructorParameters<typeof Printer>[0] {
    return {
      state: () => this.state,
      stateMessage: () => this.stateMessage(),
      respond: (msg) => this.emit('response', msg),
      emergencyStop: (reason) => this.emergencyStop(reason),
      requestRestart: (kind) => this.requestRestart(kind),
    };
  }

  /** In the error state only RESTART-like commands work; everything else reports the error. */
  private errorDispatcher(): GCodeDispatcher {
    const d = new GCodeDispatcher({
      isReady: () => false,
      stateMessage: () => this.stateMessage(),
      respond: (msg) => this.emit('response', msg),
      checkAlive: () => undefined,
      onCommandError: () => undefined,
    });
    const restart = (): void => this.requestRestart('restart');
    d.register('RESTART', restart, {
      whenNotReady: true,
      help: 'Reload config file and restart host software',
    });
    d.register('FIRMWARE_RESTART', restart, {
      whenNotReady: true,
      help: 'Restart firmware, host, and reload config',
    });
    d.register(
      'STATUS',
      () => {
        throw new CommandError(`${this.stateMessage().trimEnd()}\nKlipper state: Not ready`);
      },
      { whenNotReady: true, help: 'Report the printer status' },
    );
    return d;
  }

  private step(): void {
    const now = this.clock.now();
    let dt = now - this.lastStep;
    this.lastStep = now;
    const p = this.printer;
    if (!p) return;
    while (dt > 0) {
      const s = Math.min(dt, 0.5);
      p.step(s, now - dt + s);
      dt -= s;
    }
  }

  private later(fn: () => void, ms: number): void {
    const t = setTimeout(() => {
      this.timers.delete(t);
      fn();
    }, ms);
    this.timers.add(t);
  }
}
