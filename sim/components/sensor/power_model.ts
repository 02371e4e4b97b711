// What the virtual printer draws from the wall, as its power meter measures it: the host and board at
// rest, each heater's share of its rated power (its PWM duty), holding current in the enabled
// steppers and more while the toolhead moves, the fans, all through a power supply that loses a
// tenth; the mains voltage wanders slowly around 230 V and sags a little under load.

/** The printer's state the meter's load depends on. */
export interface LoadInputs {
  /** Heater name (extruder, heater_bed, heater_generic …) → PWM duty 0…1. */
  heaters: Record<string, number>;
  /** Steppers (and extruders) with their drivers enabled. */
  steppersEnabled: number;
  /** Toolhead speed, mm/s. */
  speed: number;
  /** Each fan's speed, 0…1. */
  fans: number[];
}

/** Raspberry Pi, mainboard, display and the supply's own draw, W at the wall. */
export const BASE_WATTS = 9.5;
/** Rated heater power by kind, W. */
export const HEATER_WATTS = { extruder: 50, heater_bed: 220, other: 120 };
/** Holding current of one enabled stepper, W. */
export const STEPPER_HOLD_WATTS = 3.5;
/** Extra stepper power at full speed (300 mm/s and above), W. */
export const MOTION_WATTS = 14;
export const FAN_WATTS = 2.4;
/** Power supply efficiency for the 24 V loads. */
export const SUPPLY_EFFICIENCY = 0.9;
export const NOMINAL_VOLTS = 230;

export function heaterWatts(name: string): number {
  if (name.startsWith('extruder')) return HEATER_WATTS.extruder;
  if (name === 'heater_bed') return HEATER_WATTS.heater_bed;
  return HEATER_WATTS.other;
}

const clamp01 = (v: number): number => (Number.isFinite(v) ? Math.min(1, Math.max(0, v)) : 0);

/** Power at the wall, W. */
export function wallWatts(load: LoadInputs): number {
  let dc = 0;
  for (const [name, duty] of Object.entries(load.heaters)) dc += heaterWatts(name) * clamp01(duty);
  dc += STEPPER_HOLD_WATTS * Math.max(0, load.steppersEnabled);
  if (load.steppersEnabled > 0) dc += MOTION_WATTS * clamp01(load.speed / 300);
  for (const fan of load.fans) dc += FAN_WATTS * clamp01(fan);
  return BASE_WATTS + dc / SUPPLY_EFFICIENCY;
}

/** Mains voltage at simulated time `t` (s) under `watts` of load. */
export function lineVolts(t: number, watts: number): number {
  const drift = 1.4 * Math.sin(t / 97) + 0.5 * Math.sin(t / 13.7);
  return NOMINAL_VOLTS + drift - (1.8 * watts) / 1000;
}

/** One reading of the meter, rounded as a plug meter reports it. */
export interface MeterReading {
  power: number;
  voltage: number;
  current: number;
  energy: number;
}

export function reading(watts: number, volts: number, energyKwh: number): MeterReading {
  return {
    power: Math.round(watts * 10) / 10,
    voltage: Math.round(volts * 10) / 10,
    current: Math.round((watts / volts) * 1000) / 1000,
    energy: Math.round(energyKwh * 1e6) / 1e6,
  };
}

/** kWh drawn over `dt` seconds going from `fromWatts` to `toWatts` (trapezoid rule). */
export function energyKwh(fromWatts: number, toWatts: number, dt: number): number {
  if (!(dt > 0)) return 0;
  return (((fromWatts + toWatts) / 2) * (dt / 3600)) / 1000;
}
