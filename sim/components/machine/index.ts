// machine: the host's system information and its services (machine.system_info,
// machine.services.restart|start|stop, machine.reboot|shutdown), as Moonraker's machine component
// with the systemd_dbus provider. The services' states live in services.ts and outlive
// server.restart.

import type { App } from '../../app';
import { logHostAction } from './host';
import { AVAILABLE_SERVICES, servicesOf, type ServiceAction } from './services';
import { systemInfo } from './system_info';
import type { Component } from '../component';

const INSTANCE_IDS = { moonraker: 'moonraker', klipper: 'klipper' };

export const machine: Component = {
  name: 'machine',
  core: true,
  sections: () => ({
    machine: {
      config: {
        sudo_password: null,
        provider: 'systemd_dbus',
        shutdown_action: 'poweroff',
        force_validation: false,
        validate_service: false,
        validate_config: false,
      },
      orig: { provider: 'systemd_dbus', validate_service: 'False', validate_config: 'False' },
    },
  }),
  start(app: App) {
    const services = servicesOf(app);
    const r = app.registry;
    r.register('GET', '/machine/system_info', () => ({
      system_info: systemInfo(services.snapshot(), INSTANCE_IDS),
    }));
    const action = (name: ServiceAction) => (ctx: { args: { str(k: 'service'): string } }) =>
      services.request(name, ctx.args.str('service'));
    r.register('POST', '/machine/services/restart', action('restart'));
    r.register('POST', '/machine/services/start', action('start'));
    r.register('POST', '/machine/services/stop', action('stop'));
    // The "ok" goes out before the host goes down (App.hostAction waits for it).
    r.register('POST', '/machine/reboot', () => {
      logHostAction(app, 'reboot');
      app.hostAction('reboot');
      return 'ok';
    });
    r.register('POST', '/machine/shutdown', () => {
      logHostAction(app, 'shutdown');
      app.hostAction('shutdown');
      return 'ok';
    });
    app.logs?.moonraker(
      'machine.py:component_init()',
      `Using System Provider: systemd_dbus; available services: ${AVAILABLE_SERVICES.join(', ')}`,
    );
  },
};
