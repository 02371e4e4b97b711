// Klipper is up but a micro-controller is not connected: Klipper could not open or reach a board
// named in printer.cfg, so it stopped in the error state (in older versions sometimes shutdown)
// with "mcu 'NAME': Unable to connect" (its serial connect gave up), or only "MCU error during
// connect" when the details are missing. The fix is usually in printer.cfg (the [mcu] serial or
// canbus_uuid) or the cable, then FIRMWARE_RESTART. A shutdown while running ("Lost communication
// with MCU") is not this: that printer was connected.
import type { KlippyState } from '../../protocol/objects';

export interface McuLinkFault {
  /** The board Klipper names ('mcu' for the main one, NAME for [mcu NAME]); null if none. */
  mcu: string | null;
}

const UNABLE = /mcu '([^']+)': Unable to connect/;
const DURING_CONNECT = /^\s*MCU error during connect/;

/** The MCU Klipper cannot reach, when that is why it is not ready; null otherwise. */
export function mcuLinkFault(
  state: KlippyState | null,
  klippyConnected: boolean,
  message: string,
): McuLinkFault | null {
  if (!klippyConnected || (state !== 'error' && state !== 'shutdown')) return null;
  const named = UNABLE.exec(message);
  if (named) return { mcu: named[1] ?? null };
  return DURING_CONNECT.test(message) ? { mcu: null } : null;
}

/** The config section of an MCU Klipper names: [mcu] or [mcu NAME]. */
export function mcuSection(mcu: string): string {
  return mcu === 'mcu' ? 'mcu' : `mcu ${mcu}`;
}
