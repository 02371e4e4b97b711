// Power devices (machine.device_power.*): the tools drawer's and /system's calls, kept off the first
// page (built on the API's generic call). Params are keyed by device name.
import type { MoonrakerApi } from './api';

export function powerCalls({ call }: Pick<MoonrakerApi, 'call'>) {
  return {
    devices: () => call('machine.device_power.devices'),
    status: (devices: string[]) =>
      call('machine.device_power.status', Object.fromEntries(devices.map((d) => [d, null]))),
    on: (device: string) => call('machine.device_power.on', { [device]: null }),
    off: (device: string) => call('machine.device_power.off', { [device]: null }),
  };
}
