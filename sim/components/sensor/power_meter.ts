// The virtual printer's power meter: a plug meter between the wall and the printer that publishes
// its readings (power W, voltage V, current A, energy kWh) as JSON on an MQTT-like topic, once a
// simulated second (at most every 50 ms of real time when time runs faster). Its load follows the
// simulated printer (power_model.ts); its energy counter keeps rising across restarts
// (DATA/database/sim_power_meter.json), as a real meter's does.

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { App } from '../../app';
import {
  BASE_WATTS,
  energyKwh,
  lineVolts,
  reading,
  wallWatts,
  type LoadInputs,
  type MeterReading,
} from './power_model';

/** The topic the virtual meter publishes on; a `[sensor …]` with this state_topic hears it. */
export const POWER_METER_TOPIC = 'printdeck/power_meter/status';

const STATE_FILE = 'sim_power_meter.json';

/** The printer's present load, or the host alone while Klipper is not running. */
export function loadOf(app: App): LoadInputs {
  const p = app.klippy.printer;
  if (!p || app.klippy.state !== 'ready')
    return { heaters: {}, steppersEnabled: 0, speed: 0, fans: [] };
  const now = app.klippy.clock.now();
  const heaters: Record<string, number> = {};
  for (const [name, h] of p.heaters) heaters[name] = h.power;
  const fans = [p.partFan, ...p.heaterFans, ...p.controllerFans]
    .filter((f) => f !== null)
    .map((f) => f.speed);
  return {
    heaters,
    steppersEnabled: p.toolhead.enabled.size,
    speed: p.toolhead.liveVelocity(now).velocity,
    fans,
  };
}

function storedEnergy(path: string): number {
  try {
    const v = (JSON.parse(readFileSync(path, 'utf8')) as { energy_kwh?: unknown }).energy_kwh;
    return typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : 0;
  } catch {
    return 0;
  }
}

export class VirtualPowerMeter {
  private energy: number;
  private watts = BASE_WATTS;
  private last: number;
  private timer: NodeJS.Timeout | null = null;
  private readonly listeners = new Set<(payload: string) => void>();
  private readonly statePath: string;

  constructor(private readonly app: App) {
    this.statePath = join(app.options.dataDir, 'database', STATE_FILE);
    this.energy = existsSync(this.statePath) ? storedEnergy(this.statePath) : 0;
    this.last = app.klippy.clock.now();
  }

  /** Starts publishing; `onPayload` gets every message (the JSON text) from now on. */
  subscribe(onPayload: (payload: string) => void): void {
    this.listeners.add(onPayload);
    if (this.timer) return;
    const realMs = Math.min(1000, Math.max(50, 1000 / this.app.klippy.clock.scale));
    this.timer = setInterval(() => this.publish(), realMs);
    this.timer.unref();
  }

  /** Advances the meter to now and sends a reading. */
  publish(): MeterReading {
    const now = this.app.klippy.clock.now();
    const watts = wallWatts(loadOf(this.app));
    this.energy += energyKwh(this.watts, watts, now - this.last);
    this.watts = watts;
    this.last = now;
    const r = reading(watts, lineVolts(now, watts), this.energy);
    const payload = JSON.stringify(r);
    for (const l of this.listeners) l(payload);
    return r;
  }

  close(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.listeners.clear();
    try {
      writeFileSync(this.statePath, `${JSON.stringify({ energy_kwh: this.energy })}\n`);
    } catch {
      // A data folder gone (a test's, removed) keeps nothing.
    }
  }
}
