// The Klipper printer model built from printer.cfg: components, status objects, G-code table, physics.

import type { KlippyState } from '../../protocol/objects';
import type { SimClock } from './clock';
import { parseConfig, type RawConfig } from './config';
import { ControllerFan, Fan, HeaterFan } from './fans';
import { GCodeDispatcher, KlippyGone } from './gcode/dispatcher';
import { registerHostCommands } from './gcode/commands/host';
import { registerMotionCommands } from './gcode/commands/motion';
import { Endstops, registerStepperCommands } from './gcode/commands/steppers';
import { registerAdcCommands } from './gcode/commands/adc';
import { registerTuningTower } from './gcode/commands/tuning_tower';
import { registerTemperatureCommands } from './gcode/commands/temperature';
import { GCodeMove } from './gcode_move';
import { HostStats } from './host_stats';
import { JobState } from './job';
import { loadMacros, type Macro, type MacroEnv } from './macros';
import { registerPrintModules, type PrintModules } from './print';
import { PrinterConfig } from './settings';
import { Heater, TemperatureFan, TemperatureSensor } from './thermal';
import { Toolhead, type Coord } from './toolhead';
import { loadExtruders, registerExtruderCommands, type Extruder } from './extruder';
import { buildObjects, type StatusFn } from './objects';
import { setupModules } from './modules';
import type { ModuleInstance } from './modules/types';

export interface PrinterHost {
  state(): KlippyState;
  stateMessage(): string;
  respond(msg: string): void;
  emergencyStop(reason: string): void;
  requestRestart(kind: 'restart' | 'firmware_restart'): void;
  /** webhooks' call_remote_method: to Moonraker's component that registered `method`. */
  callRemoteMethod?(method: string, kwargs: Record<string, unknown>): void;
}

export class Printer {
  readonly config: PrinterConfig;
  readonly gcode: GCodeDispatcher;
  readonly toolhead: Toolhead;
  readonly gcodeMove: GCodeMove;
  readonly heaters = new Map<string, Heater>();
  readonly sensors = new Map<string, TemperatureSensor>();
  readonly temperatureFans = new Map<string, TemperatureFan>();
  readonly partFan: Fan | null;
  readonly heaterFans: HeaterFan[] = [];
  readonly controllerFans: ControllerFan[] = [];
  readonly macros: Map<string, Macro>;
  /** What G-code templates (macros, delayed_gcode) read and call. */
  readonly macroEnv: MacroEnv;
  readonly job = new JobState();
  readonly stats: HostStats;
  /** [extruder], [extruder1]...; the toolhead moves the one named toolhead.extruderName. */
  readonly extruders: Map<string, Extruder>;
  readonly endstops = new Endstops(this);
  /** A tool between G1 and the toolhead (TUNING_TOWER), as Klipper's gcode_move move transform. */
  moveTransform: ((target: Coord, speed: number) => Promise<void>) | null = null;
  /** Klipper's bed mesh between G-code positions and the toolhead's (modules/bed_mesh.ts). */
  meshTransform: { toToolhead(target: Coord): Coord } | null = null;
  readonly objects: Map<string, StatusFn>;
  readonly print: PrintModules;
  /** Modules loaded from sim/klipper/modules for the config's sections. */
  readonly modules: ModuleInstance[];
  idleTimeout: number;
  idleState: 'Idle' | 'Printing' | 'Ready' = 'Idle';
  printingSince = 0;
  readySince = 0;
  /** Commands that wait (M109, G28...) keep idle_timeout in `Printing`. */
  busyCount = 0;
  disposed = false;

  constructor(
    readonly host: PrinterHost,
    readonly clock: SimClock,
    cfgText: string | RawConfig,
    carryTemps: Map<string, number>,
  ) {
    this.config = new PrinterConfig(parseConfig(cfgText));
    const cfg = this.config;
    this.gcode = new GCodeDispatcher({
      isReady: () => host.state() === 'ready',
      stateMessage: () => host.stateMessage(),
      respond: (msg) => host.respond(msg),
      checkAlive: () => {
        if (this.disposed) throw new KlippyGone('Klippy Disconnected');
      },
      onCommandError: () => this.gcodeMove.resetLastPosition(),
    });
    const mcu = cfg.section('mcu');
    this.stats = new HostStats(mcu.str('serial'));
    mcu.int('baud', 250000);
    mcu.str('restart_method', 'arduino');
    this.toolhead = new Toolhead(cfg, clock);
    this.gcodeMove = new GCodeMove(this.toolhead);
    for (const name of [
      'heater_bed',
      ...[...cfg.raw.keys()].filter((n) => n.startsWith('heater_generic ')),
    ]) {
      const sec = cfg.maybe(name);
      if (sec) this.heaters.set(name, new Heater(name, sec, carryTemps.get(name)));
    }
    this.extruders = loadExtruders(this, carryTemps);
    // The simulator needs an [extruder]; without one, its first option is reported missing.
    if (!this.extruders.has('extruder')) this.config.section('extruder').str('sensor_type');
    for (const [name, ext] of this.extruders) this.heaters.set(name, ext.heater);
    for (const sec of cfg.prefixed('temperature_sensor'))
      this.sensors.set(sec.name, new TemperatureSensor(sec.name, sec));
    for (const sec of cfg.prefixed('temperature_fan')) {
      const fan = new TemperatureFan(sec.name, sec, () => this.chamberHeat());
      this.temperatureFans.set(sec.name, fan);
    }
    const fanSec = cfg.maybe('fan');
    this.partFan = fanSec ? new Fan('fan', fanSec) : null;
    for (const sec of cfg.prefixed('heater_fan'))
      this.heaterFans.push(new HeaterFan(sec.name, sec));
    for (const sec of cfg.prefixed('controller_fan'))
      this.controllerFans.push(new ControllerFan(sec.name, sec));
    this.idleTimeout = this.loadSimpleSections();
    registerHostCommands(this);
    registerMotionCommands(this);
    registerTemperatureCommands(this);
    registerExtruderCommands(this);
    registerStepperCommands(this);
    registerAdcCommands(this);
    registerTuningTower(this);
    const sdPath = cfg.raw.get('virtual_sdcard')?.get('path') ?? '~/printer_data/gcodes';
    this.print = registerPrintModules(this, sdPath.replace(/^~/, process.env.HOME ?? ''));
    this.macroEnv = {
      status: (name) => this.objects.get(name)?.(clock.now()) ?? null,
      objectNames: () => [...this.objects.keys()],
      respondInfo: (msg) => this.gcode.respondInfo(msg),
      callRemoteMethod: (method, kwargs) => host.callRemoteMethod?.(method, kwargs),
    };
    this.modules = setupModules(this);
    this.macros = loadMacros(cfg.prefixed('gcode_macro'), this.gcode, this.macroEnv);
    cfg.checkUnused();
    for (const [name, opts] of cfg.raw)
      cfg.settings[name.toLowerCase()] ??= Object.fromEntries(opts);
    this.objects = buildObjects(this);
    for (const module of this.modules)
      for (const [name, status] of module.objects ?? []) this.objects.set(name, status);
  }

  /** The active extruder (toolhead.extruder). */
  get extruder(): Extruder {
    return this.extruders.get(this.toolhead.extruderName) as Extruder;
  }

  /** Sections with few options; returns the idle timeout. */
  private loadSimpleSections(): number {
    const cfg = this.config;
    const turnOff = "\n{% if 'heaters' in printer %}\n   TURN_OFF_HEATERS\n{% endif %}\n";
    cfg.maybe('virtual_sdcard')?.str('path');
    cfg.maybe('virtual_sdcard')?.str('on_error_gcode', turnOff);
    cfg.maybe('pause_resume')?.float('recover_velocity', 50);
    cfg.maybe('gcode_arcs')?.float('resolution', 1, { above: 0 });
    cfg.maybe('display_status');
    cfg.maybe('exclude_object');
    const respond = cfg.maybe('respond');
    respond?.str('default_type', 'echo');
    respond?.str('default_prefix', 'echo:');
    const idle = cfg.maybe('idle_timeout');
    idle?.str('gcode', `${turnOff}M84\n`);
    return idle ? idle.float('timeout', 600, { above: 0 }) : 600;
  }

  has(section: string): boolean {
    return this.config.raw.has(section);
  }

  /** Heat reaching the chamber: a share of the bed's and the hotend's excess temperature. */
  private chamberHeat(): number {
    const bed = this.heaters.get('heater_bed');
    const ext = this.heaters.get('extruder');
    return (bed ? (bed.temperature - 22) * 0.25 : 0) + (ext ? (ext.temperature - 22) * 0.02 : 0);
  }

  /** Advances the physics by `dt` simulated seconds. */
  step(dt: number, now: number): void {
    for (const h of this.heaters.values()) h.step(dt);
    for (const s of this.sensors.values()) s.step(dt);
    for (const f of this.temperatureFans.values()) f.step(dt);
    const inputs = {
      heaterActive: (name: string, minTemp: number) => {
        const h = this.heaters.get(name);
        return !!h && (h.target > 0 || h.temperature > minTemp);
      },
      steppersEnabled: () => this.toolhead.enabled.size > 0,
    };
    for (const f of this.heaterFans) f.update(inputs);
    for (const f of this.controllerFans) f.update(inputs, now);
    for (const module of this.modules) module.step?.(dt, now);
    this.stats.update(now);
    this.updateIdle(now);
  }

  private updateIdle(now: number): void {
    const busy = this.busyCount > 0 || this.toolhead.isBusy(now);
    if (busy && this.idleState !== 'Printing') {
      this.idleState = 'Printing';
      this.printingSince = now;
    } else if (!busy && this.idleState === 'Printing') {
      this.idleState = 'Ready';
      this.readySince = now;
    } else if (
      this.idleState === 'Ready' &&
      now - this.readySince > this.idleTimeout &&
      this.host.state() === 'ready'
    ) {
      for (const h of this.heaters.values()) h.setTarget(0);
      this.toolhead.motorOff();
      this.idleState = 'Idle';
    }
  }

  /** Klipper shutdown: heaters off, motion halted, fans to their shutdown state. */
  onShutdown(): void {
    for (const h of this.heaters.values()) {
      h.setTarget(0);
      h.power = 0;
    }
    this.toolhead.halt();
    this.partFan?.set(0);
    for (const module of this.modules) module.onShutdown?.();
    if (this.job.state === 'printing' || this.job.state === 'paused') {
      this.job.isActive = false;
      this.print.stats.noteEnd('error', this.host.stateMessage());
    }
  }

  dispose(): void {
    this.disposed = true;
  }
}
