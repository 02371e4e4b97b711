// Components that are parts of Moonraker's server itself: always loaded, mostly without endpoints of
// their own here (the HTTP and websocket transports live in sim/http.ts and sim/websocket.ts).

import type { KlippyState } from '../../../protocol/objects';
import type { App } from '../../app';
import type { KlippyEvents } from '../../klipper/klippy';
import { registerWebsocketMethods } from './websockets';
import type { Component, StartPhase } from '../component';

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

/** Moonraker's view of Klippy: 'disconnected' until the connection is made, else Klippy's state. */
export interface KlippyLink {
  state(): KlippyState;
}

declare module '../../app' {
  interface Services {
    klippy_connection: KlippyLink;
  }
}

/** After server.restart, Moonraker connects to the (still running) Klippy again this much later. */
export const KLIPPY_RELINK_MS = 250;

/** The connection to Klippy: its state changes and console output, relayed to every client. */
export const klippyConnection: Component = {
  name: 'klippy_connection',
  core: true,
  start(app: App, phase: StartPhase) {
    const { klippy } = app;
    let linked = phase === 'startup';
    const relink = linked
      ? null
      : setTimeout(() => {
          linked = true;
          if (klippy.state === 'ready') app.notify('notify_klippy_ready');
        }, KLIPPY_RELINK_MS);
    app.provide('klippy_connection', { state: () => (linked ? klippy.state : 'disconnected') });
    const relay = <E extends keyof KlippyEvents>(
      event: E,
      send: (...args: KlippyEvents[E]) => void,
    ): (() => void) => {
      const fn = (...args: KlippyEvents[E]): void => {
        if (linked) send(...args);
      };
      klippy.on(event, fn as never);
      return () => klippy.off(event, fn as never);
    };
    const unrelay = [
      relay('response', (msg) => app.notify('notify_gcode_response', msg)),
      relay('ready', () => app.notify('notify_klippy_ready')),
      relay('shutdown', () => app.notify('notify_klippy_shutdown')),
      relay('disconnected', () => app.notify('notify_klippy_disconnected')),
    ];
    return {
      close() {
        if (relink) clearTimeout(relink);
        linked = false;
        for (const off of unrelay) off();
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
