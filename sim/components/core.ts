// Components that are parts of Moonraker's server itself: always loaded, mostly without endpoints of
// their own here (the HTTP and websocket transports live in sim/http.ts and sim/websocket.ts).

import type { App } from '../app';
import type { KlippyEvents } from '../klipper/klippy';
import { registerWebsocketMethods } from '../methods/server';
import type { Component } from './component';

export const secrets: Component = {
  name: 'secrets',
  core: true,
  sections: () => ({ secrets: { config: { secrets_path: null } } }),
};

export const template: Component = {
  name: 'template',
  core: true,
  sections: () => ({ template: { config: {} } }),
};

/** Klippy's state changes and console output, relayed to every client. */
export const klippyConnection: Component = {
  name: 'klippy_connection',
  core: true,
  start(app: App) {
    const listeners: { [E in keyof KlippyEvents]: (...args: KlippyEvents[E]) => void } = {
      response: (msg) => app.notify('notify_gcode_response', msg),
      ready: () => app.notify('notify_klippy_ready'),
      shutdown: () => app.notify('notify_klippy_shutdown'),
      disconnected: () => app.notify('notify_klippy_disconnected'),
    };
    app.klippy.on('response', listeners.response);
    app.klippy.on('ready', listeners.ready);
    app.klippy.on('shutdown', listeners.shutdown);
    app.klippy.on('disconnected', listeners.disconnected);
    return {
      close() {
        app.klippy.off('response', listeners.response);
        app.klippy.off('ready', listeners.ready);
        app.klippy.off('shutdown', listeners.shutdown);
        app.klippy.off('disconnected', listeners.disconnected);
      },
    };
  },
};

export const jsonrpc: Component = { name: 'jsonrpc', core: true };
export const internalTransport: Component = { name: 'internal_transport', core: true };
export const application: Component = { name: 'application', core: true };

export const websockets: Component = {
  name: 'websockets',
  core: true,
  start(app: App) {
    registerWebsocketMethods(app);
    return {
      // Moonraker closes every socket when it stops ("Server Shutdown").
      close: () => app.conns.closeAll(),
    };
  },
};
