// Fans: the part fan (M106/M107), heater fans and controller fans that follow heaters and steppers.

import type { ConfigSection } from './settings';

function readFanOptions(
  cfg: ConfigSection,
  shutdownSpeed: number,
): { maxPower: number; offBelow: number; tachometer: boolean } {
  cfg.str('pin');
  if (cfg.has('enable_pin')) cfg.str('enable_pin');
  const maxPower = cfg.float('max_power', 1, { above: 0, maxval: 1 });
  cfg.float('kick_start_time', 0.1, { minval: 0 });
  const offBelow = cfg.float('off_below', 0, { minval: 0, maxval: 1 });
  cfg.float('cycle_time', 0.01, { above: 0 });
  cfg.bool('hardware_pwm', false);
  cfg.float('shutdown_speed', shutdownSpeed, { minval: 0, maxval: 1 });
  const tachometer = cfg.has('tachometer_pin');
  if (tachometer) {
    cfg.str('tachometer_pin');
    cfg.int('tachometer_ppr', 2, { minval: 1 });
    cfg.float('tachometer_poll_interval', 0.0015, { above: 0 });
  }
  return { maxPower, offBelow, tachometer };
}

export class Fan {
  speed = 0;
  protected readonly maxPower: number;
  protected readonly offBelow: number;
  /** With a tachometer_pin the fan reports rpm (a number), else null. */
  private readonly tachometer: boolean;

  constructor(
    readonly name: string,
    cfg: ConfigSection,
    shutdownSpeed = 0,
  ) {
    ({
      maxPower: this.maxPower,
      offBelow: this.offBelow,
      tachometer: this.tachometer,
    } = readFanOptions(cfg, shutdownSpeed));
  }

  set(value: number): void {
    const v = value < this.offBelow ? 0 : Math.max(0, Math.min(1, value));
    this.speed = Math.round(v * this.maxPower * 10000) / 10000;
  }

  getStatus(): Record<string, unknown> {
    // A 5000 rpm fan at full power, with a little jitter (Klipper counts pulses over one second).
    const rpm = this.speed > 0 ? Math.round(this.speed * 5000 + (Math.random() - 0.5) * 60) : 0;
    return { speed: this.speed, rpm: this.tachometer ? rpm : null };
  }
}

export interface FanInputs {
  heaterActive(name: string, minTemp: number): boolean;
  steppersEnabled(): boolean;
}

/** `heater_fan`: on while its heaters have a target or are above heater_temp. */
export class HeaterFan extends Fan {
  private readonly heaters: string[];
  private readonly heaterTemp: number;
  private readonly fanSpeed: number;

  constructor(name: string, cfg: ConfigSection) {
    super(name, cfg, 1);
    this.heaters = cfg.list('heater', ['extruder']);
    this.heaterTemp = cfg.float('heater_temp', 50);
    this.fanSpeed = cfg.float('fan_speed', 1, { minval: 0, maxval: 1 });
  }

  update(inputs: FanInputs): void {
    this.set(this.heaters.some((h) => inputs.heaterActive(h, this.heaterTemp)) ? this.fanSpeed : 0);
  }
}

/** `controller_fan`: on while steppers are enabled or heaters are on, idles out after idle_timeout. */
export class ControllerFan extends Fan {
  private readonly heaters: string[];
  private readonly fanSpeed: number;
  private readonly idleSpeed: number;
  private readonly idleTimeout: number;
  private lastActive = -Infinity;

  constructor(name: string, cfg: ConfigSection) {
    super(name, cfg, 1);
    this.fanSpeed = cfg.float('fan_speed', 1, { minval: 0, maxval: 1 });
    this.idleSpeed = cfg.float('idle_speed', this.fanSpeed, { minval: 0, maxval: 1 });
    this.idleTimeout = cfg.int('idle_timeout', 30, { minval: 0 });
    this.heaters = cfg.list('heater', ['extruder']);
    if (cfg.has('stepper')) cfg.list('stepper');
  }

  update(inputs: FanInputs, now: number): void {
    const active =
      inputs.steppersEnabled() || this.heaters.some((h) => inputs.heaterActive(h, Infinity));
    if (active) {
      this.lastActive = now;
      this.set(this.fanSpeed);
    } else this.set(now - this.lastActive < this.idleTimeout ? this.idleSpeed : 0);
  }
}
