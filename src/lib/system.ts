// Rules of the /system page (spec part 2 §4 'Services and host', §9 charts; part 1 §9): the MCU
// load figures, the charts' y range, memory units, which CPU samples are charted, and what a
// service's buttons do.

/** Samples kept per utilisation chart. */
export const SYSTEM_CHART_RETENTION = 600;

/** Klipper's MCU statistics constants: a task's time budget (s), the stats window (s), bytes/s. */
export const MCU_TASK_MAX_S = 0.0025;
export const MCU_AWAKE_WINDOW_S = 5;
export const MCU_MAX_BANDWIDTH = 25000;

/** The name Moonraker runs under: it cannot stop itself. */
export const MOONRAKER_SERVICE = 'moonraker';

export interface McuStats {
  mcu_task_avg?: number;
  mcu_task_stddev?: number;
  mcu_awake?: number;
  bytes_write?: number;
  bytes_retransmit?: number;
}

const num = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

/** Task load in percent: the average task time plus three deviations against the budget. */
export function mcuLoad(stats: McuStats | undefined): number | null {
  if (!stats || typeof stats.mcu_task_avg !== 'number') return null;
  return ((num(stats.mcu_task_avg) + 3 * num(stats.mcu_task_stddev)) / MCU_TASK_MAX_S) * 100;
}

/** Time awake in percent of the statistics window. */
export function mcuAwake(stats: McuStats | undefined): number | null {
  if (!stats || typeof stats.mcu_awake !== 'number') return null;
  return (stats.mcu_awake / MCU_AWAKE_WINDOW_S) * 100;
}

/** Bytes sent to the MCU (writes and retransmits) over the interval, in percent of the maximum. */
export function mcuBandwidth(
  previous: McuStats | undefined,
  current: McuStats | undefined,
  seconds: number,
): number | null {
  if (!previous || !current || seconds <= 0) return null;
  if (typeof current.bytes_write !== 'number' || typeof previous.bytes_write !== 'number') {
    return null;
  }
  const sent =
    num(current.bytes_write) +
    num(current.bytes_retransmit) -
    num(previous.bytes_write) -
    num(previous.bytes_retransmit);
  if (sent < 0) return null; // the MCU restarted: its counters began again
  return (sent / (MCU_MAX_BANDWIDTH * seconds)) * 100;
}

/** The MCU load chart's top: the next 5 after a ten at or above the highest value (5, 15, 25, …). */
export function mcuLoadMax(highest: number): number {
  if (!Number.isFinite(highest) || highest <= 5) return 5;
  return Math.ceil((highest - 5) / 10) * 10 + 5;
}

/** A system load chart's top: at least the core count. */
export function systemLoadMax(highest: number, cores: number | null): number {
  return Math.max(Math.ceil(Number.isFinite(highest) ? highest : 0), cores ?? 1, 1);
}

/** CPU usage is charted only when at most 100 (a first sample or a clock jump may exceed it). */
export function chartableCpu(percent: number | null | undefined): number | null {
  if (typeof percent !== 'number' || !Number.isFinite(percent)) return null;
  return percent >= 0 && percent <= 100 ? percent : null;
}

/** Klipper's CPU percent from two readings of system_stats.cputime (s) `seconds` apart. */
export function cpuPercent(
  previousCpu: number | undefined,
  cpu: number | undefined,
  seconds: number,
): number | null {
  if (typeof previousCpu !== 'number' || typeof cpu !== 'number' || seconds <= 0) return null;
  return chartableCpu(((cpu - previousCpu) / seconds) * 100);
}

/** Memory Moonraker reports in kB ('thousands of bytes') as bytes. */
export function memoryBytes(kilo: number | null | undefined, units = 'kB'): number | null {
  if (typeof kilo !== 'number' || !Number.isFinite(kilo)) return null;
  const factor: Record<string, number> = { B: 1, kB: 1000, MB: 1000 ** 2, GB: 1000 ** 3 };
  return kilo * (factor[units] ?? 1000);
}

/** Part of the total in percent (null when unknown). */
export function percentOf(part: number | null, total: number | null): number | null {
  if (part === null || total === null || total <= 0) return null;
  return Math.min(100, Math.max(0, (part / total) * 100));
}

export type ServiceAction = 'start' | 'restart' | 'stop';

export interface ServiceControls {
  /** Start when inactive, Restart otherwise. */
  primary: 'start' | 'restart';
  /** Does the primary action ask first? */
  confirmPrimary: boolean;
  /** Stop is shown (never for Moonraker itself). */
  showStop: boolean;
  stopDisabled: boolean;
}

/** What a service's row offers (spec part 2 §4 'Services and host'). */
export function serviceControls(
  name: string,
  activeState: string | undefined,
  printing: boolean,
): ServiceControls {
  const inactive = activeState === 'inactive';
  const primary = inactive ? 'start' : 'restart';
  return {
    primary,
    confirmPrimary: primary === 'restart' || printing,
    showStop: name !== MOONRAKER_SERVICE,
    stopDisabled: inactive,
  };
}

/** Restart and stop always ask; start only while printing. */
export function needsConfirmation(action: ServiceAction, printing: boolean): boolean {
  return action === 'start' ? printing : true;
}
