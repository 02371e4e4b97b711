// power: the `[power <name>]` devices of moonraker.conf (config.ts, devices.ts),
// machine.device_power.* and notify_power_changed, as Moonraker's optional power component (loaded
// after the core ones). A data folder whose moonraker.conf has no power device gets the simulator's
// three (file_manager/setup.ts).

import { join } from 'node:path';
import type { PowerStatus } from '../../../protocol/machine';
import type { App } from '../../app';
import { ensurePowerSections } from '../file_manager/setup';
import { AVAILABLE_SERVICES } from '../machine/services';
import {
  DEFAULT_POWER_SECTIONS,
  deviceConfigValues,
  readPowerConfig,
  type PowerDeviceConfig,
} from './config';
import { PowerDevices, type PowerRequest } from './devices';
import { ServerError } from '../../errors';
import type { Component, ConfigSection } from '../component';

/** The devices the running component loaded, for server.config. */
const LOADED = new WeakMap<App, PowerDeviceConfig[]>();

/** Moonraker refuses to bind a device to its own unit or to a unit the host does not have. */
function bindError(dev: PowerDeviceConfig): string | null {
  for (const svc of dev.boundServices) {
    if (svc === 'moonraker')
      return `Power Device ${dev.name}: Cannot bind to Moonraker service ${svc}.`;
    if (!AVAILABLE_SERVICES.includes(svc)) return `Bound Service ${svc} is not available`;
  }
  return null;
}

export const power: Component = {
  name: 'power',
  core: false,
  sections(app: App) {
    const out: Record<string, ConfigSection> = {};
    for (const dev of LOADED.get(app) ?? []) {
      out[`power ${dev.name}`] = { config: deviceConfigValues(dev), orig: { ...dev.orig } };
    }
    return out;
  },
  start(app: App) {
    const confPath = join(app.options.dataDir, 'config', 'moonraker.conf');
    ensurePowerSections(confPath, DEFAULT_POWER_SECTIONS);
    const { devices: configs, warnings } = readPowerConfig(confPath);
    const usable = configs.filter((dev) => {
      const error = bindError(dev);
      if (error) warnings.push(`Power device '${dev.name}' failed to initialize: ${error}`);
      return error === null;
    });
    for (const w of warnings) app.logs?.moonraker('power.py:__init__()', w);
    app.logs?.moonraker(
      'power.py:__init__()',
      `Power component loading devices: ${JSON.stringify(usable.map((d) => `power ${d.name}`))}`,
    );
    LOADED.set(app, usable);
    const devices = new PowerDevices(app, usable);
    void devices.init();

    const r = app.registry;
    r.register('GET', '/machine/device_power/devices', () => ({ devices: devices.list() }));
    // Unknown names answer "device_not_found", which protocol/machine.ts's PowerStatus leaves out.
    const batch = (req: 'status' | 'on' | 'off') => async (ctx: { args: { raw: object } }) =>
      (await devices.batch(Object.keys(ctx.args.raw), req)) as Record<string, PowerStatus>;
    r.register('GET', '/machine/device_power/status', batch('status'));
    r.register('POST', '/machine/device_power/on', batch('on'));
    r.register('POST', '/machine/device_power/off', batch('off'));
    r.register('GET', '/machine/device_power/device', (ctx) =>
      devices.single(ctx.args.str('device'), 'status'),
    );
    r.register('POST', '/machine/device_power/device', (ctx) => {
      const name = ctx.args.str('device');
      if (!devices.names().includes(name)) throw new ServerError(`No valid device named ${name}`);
      const action = ctx.args.str('action').toLowerCase();
      if (!['on', 'off', 'toggle'].includes(action))
        throw new ServerError(`Invalid requested action '${action}'`);
      return devices.single(name, action as PowerRequest);
    });
    const onShutdown = (): void => devices.klippyShutdown();
    app.klippy.on('shutdown', onShutdown);
    return {
      close() {
        app.klippy.off('shutdown', onShutdown);
        devices.close();
        LOADED.delete(app);
      },
    };
  },
};
