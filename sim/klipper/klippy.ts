// The Klippy host: state machine (startup → ready, shutdown, restart cycles), physics loop, scripts;
// the process itself can be stopped and started (the klipper service), and it writes klippy.log.

import { EventEmitter } from 'node:events';
import { cpus } from 'node:os';
import { dirname, join } from 'node:path';
import type { KlippyState, ObjectsRequest, PrinterStatus } from '../../protocol/objects';
import { ServerError } from '../errors';
import type { SimClock } from './clock';
import { loadOrCreateConfig } from './config';
import { readKlipperConfig, renderConfig } from './config_files';
import { SOFTWARE_VERSION } from './host_stats';
import { GCodeDispatcher, KlippyGone } from './gcode/dispatcher';
import {
  connectErrorMessage,
  retryLogLines,
  unreachableMcu,
  type UnreachableMcu,
} from './mcu_link';
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
  /** Real milliseconds Klipper retries an MCU that is not there before the error (default 3000). */
  mcuRetryMs?: number;
  /** klippy.log: receives Klipper's log lines. */
  log?: (text: string) => void;
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
  private running = false;
  private closed = false;
  /** Methods Moonraker's components registered (webhooks' register_remote_method). */
  private readonly remoteMethods = new Map<string, (kwargs: Record<string, unknown>) => void>();
  /** Heater temperatures carried over a restart (the hardware does not cool at once). */
  private carry = new Map<string, number>();

  constructor(private readonly opts: KlippyOptions) {
    super();
    this.clock = opts.clock;
    this.lastStep = this.clock.now();
    this.on('response', (msg) => {
      if (msg.startsWith('!! ')) this.log(msg);
    });
  }

  start(): void {
    loadOrCreateConfig(this.opts.configPath, this.opts.gcodesDir);
    this.physics = setInterval(() => this.step(), 50);
    this.startProcess();
  }

  /** Whether the Klippy process runs (the klipper service is active). */
  get processRunning(): boolean {
    return this.running;
  }

  /** The klipper service starts: a new Klippy process reads the config and connects. */
  startProcess(): void {
    if (this.running || this.closed) return;
    this.running = true;
    this.logBanner();
    this.later(() => this.connect(this.carry), 50);
  }

  /** The klipper service stops: the process goes away (Moonraker sees Klippy disconnected). */
  stopProcess(): void {
    if (!this.running) return;
    this.running = false;
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    this.carry = this.heaterTemps();
    this.printer?.dispose();
    this.printer = null;
    this.fallback = null;
    this.log('Exiting (print time 0.000s)');
    if (this.state === 'disconnected') return;
    this.state = 'disconnected';
    this.emit('disconnected');
  }

  close(): void {
    this.closed = true;
    this.running = false;
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
    this.log(`Transition to shutdown state: ${reason}`);
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

  /** A Moonraker remote method that macros reach with action_call_remote_method; returns removal. */
  registerRemoteMethod(method: string, fn: (kwargs: Record<string, unknown>) => void): () => void {
    this.remoteMethods.set(method, fn);
    return () => {
      if (this.remoteMethods.get(method) === fn) this.remoteMethods.delete(method);
    };
  }

  private callRemoteMethod(method: string, kwargs: Record<string, unknown>): void {
    const fn = this.remoteMethods.get(method);
    // Klipper's gcode_macro logs the refusal; the macro goes on.
    if (!fn) return this.log(`Remote Call Error\nRemote method '${method}' not registered`);
    queueMicrotask(() => fn(kwargs));
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

  private heaterTemps(): Map<string, number> {
    const carry = new Map<string, number>();
    for (const [name, h] of this.printer?.heaters ?? []) carry.set(name, h.temperature);
    return carry;
  }

  private disconnect(): void {
    if (this.state === 'disconnected' || !this.running) return;
    const carry = this.heaterTemps();
    this.log('Restarting printer');
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
    const now = new Date();
    this.log(
      `Start printer at ${pyAsctime(now)} (${(now.getTime() / 1000).toFixed(1)} ${this.clock.now().toFixed(1)})`,
    );
    try {
      const raw = readKlipperConfig(this.opts.configPath);
      this.log(`===== Config file =====\n${renderConfig(raw)}\n=======================`);
      this.printer = new Printer(this.hostFor(), this.clock, raw, carry);
      attachConfigPath(this.printer, this.opts.configPath);
      const unreachable = unreachableMcu(raw);
      if (unreachable) return this.failMcuConnect(unreachable);
    } catch (err) {
      this.state = 'error';
      const text = err instanceof Error ? err.message : String(err);
      this.log(
        `Config error\nTraceback (most recent call last):\n  File "klippy/klippy.py", line 131, in _connect\n    self._read_config()\nconfigparser.Error: ${text}`,
      );
      this.message = `${text}\n${ERROR_TAIL}`;
      this.fallback = this.errorDispatcher();
      return;
    }
    this.later(() => {
      if (this.state !== 'startup') return;
      this.state = 'ready';
      this.log('Klipper state: Ready');
      this.emit('response', '// Klipper state: Ready');
      this.emit('ready');
      for (const w of this.readyWaiters.splice(0)) w();
    }, this.opts.startupDelayMs ?? 600);
  }

  /** An MCU that is not there: startup while Klipper retries, then the error state (mcu_link.ts). */
  private failMcuConnect(mcu: UnreachableMcu): void {
    const printer = this.printer;
    for (const line of retryLogLines(mcu)) this.log(line);
    this.later(() => {
      if (this.printer !== printer || this.state !== 'startup') return;
      this.state = 'error';
      this.message = connectErrorMessage(mcu);
      this.log(`MCU error during connect\n${this.message.trimEnd()}`);
    }, this.opts.mcuRetryMs ?? 3000);
  }

  private hostFor(): ConstructorParameters<typeof Printer>[0] {
    return {
      state: () => this.state,
      stateMessage: () => this.stateMessage(),
      respond: (msg) => this.emit('response', msg),
      emergencyStop: (reason) => this.emergencyStop(reason),
      requestRestart: (kind) => this.requestRestart(kind),
      callRemoteMethod: (method, kwargs) => this.callRemoteMethod(method, kwargs),
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

  private log(text: string): void {
    this.opts.log?.(text);
  }

  /** What Klipper writes first when its process starts. */
  private logBanner(): void {
    const data = dirname(dirname(this.opts.configPath));
    const args = [
      '/home/pi/klipper/klippy/klippy.py',
      this.opts.configPath,
      '-I',
      join(data, 'comms', 'klippy.serial'),
      '-l',
      join(data, 'logs', 'klippy.log'),
      '-a',
      join(data, 'comms', 'klippy.sock'),
    ];
    const cpu = cpus();
    this.log(
      [
        'Starting Klippy...',
        `Args: [${args.map((a) => `'${a}'`).join(', ')}]`,
        `Git version: '${SOFTWARE_VERSION}'`,
        'Branch: master',
        'Remote: origin',
        'Tracked URL: https://github.com/Klipper3d/klipper',
        `CPU: ${cpu.length} core ${cpu[0]?.model ?? '?'}`,
        `Python: '3.11.2 (main, Mar 13 2023, 12:18:29) [GCC 12.2.0]'`,
      ].join('\n'),
    );
  }

  private later(fn: () => void, ms: number): void {
    const t = setTimeout(() => {
      this.timers.delete(t);
      fn();
    }, ms);
    this.timers.add(t);
  }
}

/** Python's time.asctime(): `Tue Aug  6 14:20:11 2024`. */
function pyAsctime(d: Date): string {
  const days = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  const months = [
    'Jan',
    'Feb',
    'Mar',
    'Apr',
    'May',
    'Jun',
    'Jul',
    'Aug',
    'Sep',
    'Oct',
    'Nov',
    'Dec',
  ];
  const p = (n: number): string => String(n).padStart(2, '0');
  const time = `${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
  return `${days[d.getDay()]} ${months[d.getMonth()]} ${String(d.getDate()).padStart(2, ' ')} ${time} ${d.getFullYear()}`;
}
