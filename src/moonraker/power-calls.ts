// Power devices (machine.device_power.*): the tools drawer's and /system's calls, kept off the first
// page (built on the API's generic call). Params are keyed by device name.
import type { MoonrakerApi } from './api';

/** What the power views read of the answers (see answers.ts): the devices, each device's state. */
const devices = { shape: { devices: [{ device: 's', status: 's' }] } };
const states = { shape: { '*': 's' } };

export function powerCalls({ call }: Pick<MoonrakerApi, 'call'>) {
  return {
    devices: () => call('machine.device_power.devices', undefined, devices),
    status: (names: string[]) =>
      call('machine.device_power.status', Object.fromEntries(names.map((d) => [d, null])), states),
    on: (device: string) => call('machine.device_power.on', { [device]: null }, states),
    off: (device: string) => call('machine.device_power.off', { [device]: null }, states),
  };
}
