// Power devices (spec part 1 §4 'Power device', part 2 §4 'Power devices'): which way a toggle
// goes and when it is not allowed.
import type { PowerDevice, PowerStatus } from '../../protocol/machine';

export type PowerAction = 'on' | 'off';

/** A toggle flips on to off and anything else (off) to on. */
export function powerAction(status: PowerStatus): PowerAction {
  return status === 'on' ? 'off' : 'on';
}

/** Why the toggle is disabled, or null when it may be used. */
export type PowerBlock = 'state' | 'printing' | null;

/** Disabled while the device initialises or reports an error, and while printing if locked. */
export function powerBlock(
  device: Pick<PowerDevice, 'status' | 'locked_while_printing'>,
  printing: boolean,
): PowerBlock {
  if (device.status === 'error' || device.status === 'init') return 'state';
  if (printing && device.locked_while_printing) return 'printing';
  return null;
}

const STATUSES: readonly PowerStatus[] = ['on', 'off', 'init', 'error'];

/** A notify_power_changed payload or a devices entry, checked; null when it is not one. */
export function readPowerDevice(value: unknown): PowerDevice | null {
  if (typeof value !== 'object' || value === null) return null;
  const entry = value as Record<string, unknown>;
  if (typeof entry.device !== 'string' || entry.device === '') return null;
  const status = STATUSES.find((s) => s === entry.status) ?? 'error';
  return {
    device: entry.device,
    status,
    locked_while_printing: entry.locked_while_printing === true,
    type: typeof entry.type === 'string' ? entry.type : '',
  };
}

/** The device list with one device replaced (or added at the end when new). */
export function upsertDevice(devices: readonly PowerDevice[], next: PowerDevice): PowerDevice[] {
  const index = devices.findIndex((d) => d.device === next.device);
  if (index < 0) return [...devices, next];
  return devices.map((d, i) => (i === index ? next : d));
}

/** Statuses from an on/off/status answer applied; 'device_not_found' and unknown words ignored. */
export function applyStatuses(
  devices: readonly PowerDevice[],
  answer: Record<string, unknown>,
): PowerDevice[] {
  return devices.map((d) => {
    const status = STATUSES.find((s) => s === answer[d.device]);
    return status && status !== d.status ? { ...d, status } : d;
  });
}
