// Spec §6 service map: the service a config file belongs to, restarted by Save & Restart (offered
// only when the service is in machine.system_info's available_services).

import { baseName } from './dialect';

export interface ConfigServiceRule {
  /** Tested against the file's name (not its folder). */
  pattern: RegExp;
  service: string;
}

export const CONFIG_SERVICE_MAP: readonly ConfigServiceRule[] = [
  { pattern: /^moonraker\.conf$/i, service: 'moonraker' },
  { pattern: /^crowsnest\.conf$/i, service: 'crowsnest' },
  { pattern: /^webcam\.txt$/i, service: 'webcamd' },
  { pattern: /^KlipperScreen\.conf$/i, service: 'KlipperScreen' },
  { pattern: /^telegram/i, service: 'moonraker-telegram-bot' },
  { pattern: /\.cfg$/i, service: 'klipper' },
];

export function serviceForFile(path: string): string | null {
  const name = baseName(path);
  return CONFIG_SERVICE_MAP.find((r) => r.pattern.test(name))?.service ?? null;
}
