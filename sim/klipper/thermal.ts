// Thermal physics: first-order heaters with a feed-forward + proportional controller, sensors, temp fans.

import type { ConfigSection } from './settings';

export const AMBIENT = 22;

const round2 = (v: number): number => Math.round(v * 100) / 100;
const clamp = (v: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, v));
const noise = (amp: number): number => (Math.random() - 0.5) * 2 * amp;

/** Reads the options every Klipper heater / sensor section has. */
function readSensor(cfg: ConfigSection, needsPin: boolean): void {
  const type = cfg.str('sensor_type');
  if (needsPin || cfg.has('sensor_pin')) cfg.str('sensor_pin');
  if (type !== 'temperature_host' && !type.startsWith('temperature_')) {
    cfg.float('pullup_resistor', 4700);
    cfg.float('inline_resistor', 0);
  }
}

/** A heater (extruder, heater_bed, heater_generic): T' = (ambient + gain·power − T) / tau. */
export class Heater {
  readonly minTemp: number;
  readonly maxTemp: number;
  readonly maxPower: number;
  readonly minExtrudeTemp: number;
  target = 0;
  power = 0;
  private temp: number;
  private measured: number;
  private readonly gain: number;
  private readonly tau: number;

  constructor(
    readonly name: string,
    cfg: ConfigSection,
    initialTemp: number | undefined,
  ) {
    readSensor(cfg, true);
    this.minTemp = cfg.float('min_temp', undefined, { minval: -273.15 });
    this.maxTemp = cfg.float('max_temp', undefined, { above: this.minTemp });
    this.minExtrudeTemp = cfg.float('min_extrude_temp', 170);
    this.maxPower = cfg.float('max_power', 1, { above: 0, maxval: 1 });
    cfg.float('smooth_time', 1, { above: 0 });
    const control = cfg.str('control');
    if (control === 'pid') ['pid_kp', 'pid_ki', 'pid_kd'].forEach((o) => cfg.float(o));
    else cfg.float('max_delta', 2, { above: 0 });
    cfg.str('heater_pin');
    cfg.float('pwm_cycle_time', 0.1, { above: 0, maxval: 0.2 });
    // extruder: 20 → 200 °C in ~25 s at full power; beds are slower.
    [this.gain, this.tau] = name.startsWith('extruder')
      ? [300, 28]
      : name === 'heater_bed'
        ? [120, 100]
        : [150, 60];
    this.temp = initialTemp ?? AMBIENT + noise(0.5);
    this.measured = this.temp;
  }

  get temperature(): number {
    return this.measured;
  }

  setTarget(target: number): void {
    this.target = target;
  }

  step(dt: number): void {
    if (this.target > 0) {
      const feedForward = (this.target - AMBIENT) / this.gain;
      this.power = clamp(feedForward + 0.12 * (this.target - this.temp), 0, this.maxPower);
    } else this.power = 0;
    const equilibrium = AMBIENT + this.gain * this.power;
    this.temp += (equilibrium - this.temp) * (1 - Math.exp(-dt / this.tau));
    this.measured = this.temp + noise(0.04);
  }

  getStatus(): Record<string, unknown> {
    return {
      temperature: round2(this.measured),
      target: this.target,
      power: Math.round(this.power * 1000) / 1000,
    };
  }
}

/** `temperature_sensor <name>`: a slowly wandering reading with min/max tracking. */
export class TemperatureSensor {
  private temp: number;
  private min: number;
  private max: number;
  private phase = Math.random() * 100;

  constructor(
    readonly name: string,
    cfg: ConfigSection,
  ) {
    readSensor(cfg, false);
    cfg.float('min_temp', -273.15);
    cfg.float('max_temp', 99999999.9);
    this.temp = 45;
    this.min = this.temp;
    this.max = this.temp;
  }

  get temperature(): number {
    return this.temp;
  }

  step(dt: number): void {
    this.phase += dt;
    this.temp = 45 + 3 * Math.sin(this.phase / 90) + noise(0.3);
    this.min = Math.min(this.min, this.temp);
    this.max = Math.max(this.max, this.temp);
  }

  getStatus(): Record<string, unknown> {
    return {
      temperature: round2(this.temp),
      measured_min_temp: round2(this.min),
      measured_max_temp: round2(this.max),
    };
  }
}

/** `temperature_fan <name>`: warmed by the heaters around it, cooled by its own fan. */
export class TemperatureFan {
  target: number;
  speed = 0;
  minSpeed: number;
  maxSpeed: number;
  private temp = AMBIENT + 1;

  constructor(
    readonly name: string,
    cfg: ConfigSection,
    private readonly heat: () => number,
  ) {
    readSensor(cfg, true);
    const minTemp = cfg.float('min_temp');
    const maxTemp = cfg.float('max_temp', undefined, { above: minTemp });
    cfg.str('pin');
    for (const [o, d] of [
      ['max_power', 1],
      ['kick_start_time', 0.1],
      ['off_below', 0],
      ['cycle_time', 0.01],
    ] as const) {
      cfg.float(o, d);
    }
    cfg.bool('hardware_pwm', false);
    cfg.float('shutdown_speed', 0);
    const control = cfg.str('control');
    if (control === 'pid') ['pid_kp', 'pid_ki', 'pid_kd'].forEach((o) => cfg.float(o));
    else cfg.float('max_delta', 2);
    this.maxSpeed = cfg.float('max_speed', 1, { above: 0, maxval: 1 });
    this.minSpeed = cfg.float('min_speed', 0.3, { minval: 0, maxval: 1 });
    this.target = cfg.float('target_temp', 40, { minval: minTemp, maxval: maxTemp });
  }

  get temperature(): number {
    return this.temp;
  }

  step(dt: number): void {
    const hot = this.target > 0 && this.temp > this.target;
    this.speed = hot
      ? clamp(this.minSpeed + (this.temp - this.target) / 4, this.minSpeed, this.maxSpeed)
      : this.minSpeed;
    const equilibrium = AMBIENT + 1 + this.heat() * (1 - 0.7 * this.speed);
    this.temp += (equilibrium - this.temp) * (1 - Math.exp(-dt / 120)) + noise(0.02);
  }

  getStatus(): Record<string, unknown> {
    return {
      temperature: round2(this.temp),
      target: this.target,
      speed: Math.round(this.speed * 1000) / 1000,
      rpm: null,
    };
  }
}
