// The link to the printer's micro-controllers. The virtual host has one board plugged in, the
// virtual MCU at VIRTUAL_MCU_SERIAL (also reachable as /dev/ttyACM0, where that link points). An
// [mcu] or [mcu NAME] section whose serial names another device, or that asks for a CAN bus the
// host does not have, cannot connect: Klipper stays in startup while it retries, then stops in the
// error state with "mcu 'NAME': Unable to connect" and the advice to fix it and FIRMWARE_RESTART,
// as klippy's serial connect and its MCU error report do. Klipper retries for 90 s; the simulator
// gives up sooner (KlippyOptions.mcuRetryMs).

import type { RawConfig } from './config';

export const VIRTUAL_MCU_SERIAL = '/dev/serial/by-id/usb-Klipper_stm32f446xx_printdeck-if00';
const PRESENT_DEVICES: readonly string[] = [VIRTUAL_MCU_SERIAL, '/dev/ttyACM0'];

/** The tail Klipper adds to an MCU connection error (its state message). */
const CONNECT_ERROR_TAIL =
  '\nOnce the underlying issue is corrected, use the\n"FIRMWARE_RESTART" command to reset the firmware, reload the\nconfig, and restart the host software.\nError configuring printer\n';

export interface UnreachableMcu {
  /** 'mcu' for the main one, NAME for [mcu NAME]. */
  name: string;
  /** The serial device asked for, or null for a CAN bus board. */
  serial: string | null;
}

/** The first MCU (the main one, then the others in the config's order) that cannot connect. */
export function unreachableMcu(raw: RawConfig): UnreachableMcu | null {
  const sections = [...raw].flatMap(([section, options]) => {
    const words = section.trim().toLowerCase().split(/\s+/);
    if (words[0] !== 'mcu' || words.length > 2) return [];
    return [{ name: words[1] ?? 'mcu', options }];
  });
  sections.sort((a, b) => Number(b.name === 'mcu') - Number(a.name === 'mcu'));
  for (const { name, options } of sections) {
    const serial = options.get('serial')?.trim();
    if (serial === undefined) {
      if (options.has('canbus_uuid')) return { name, serial: null };
      continue;
    }
    if (!PRESENT_DEVICES.includes(serial)) return { name, serial };
  }
  return null;
}

/** What klippy.log shows while Klipper tries to open the device. */
export function retryLogLines(mcu: UnreachableMcu): string[] {
  const prefix = `mcu '${mcu.name}': `;
  if (mcu.serial === null)
    return [
      `${prefix}Starting CAN connect`,
      `${prefix}Unable to open CAN port: Network can0 not found`,
    ];
  const missing = `[Errno 2] No such file or directory: '${mcu.serial}'`;
  return [
    `${prefix}Starting serial connect`,
    `${prefix}Unable to open serial port: [Errno 2] could not open port ${mcu.serial}: ${missing}`,
  ];
}

/** Klipper's state message once it gives up. */
export function connectErrorMessage(mcu: UnreachableMcu): string {
  return `mcu '${mcu.name}': Unable to connect${CONNECT_ERROR_TAIL}`;
}
