// data_store: temperature history and the G-code console store (server.temperature_store,
// server.gcode_store).

import type { App } from '../../app';
import { DataStore, GCODE_STORE_SIZE, TEMPERATURE_STORE_SIZE } from './data_store';
import { registerDataStoreMethods } from './methods';
import type { Component } from '../component';

declare module '../../app' {
  interface Services {
    data_store: DataStore;
  }
}

export const dataStore: Component = {
  name: 'data_store',
  core: true,
  sections: () => ({
    data_store: {
      config: {
        temperature_store_size: TEMPERATURE_STORE_SIZE,
        gcode_store_size: GCODE_STORE_SIZE,
      },
      orig: {
        temperature_store_size: String(TEMPERATURE_STORE_SIZE),
        gcode_store_size: String(GCODE_STORE_SIZE),
      },
    },
  }),
  start(app: App) {
    const store = new DataStore(app.klippy);
    app.provide('data_store', store);
    registerDataStoreMethods(app, store);
    return { close: () => store.close() };
  },
};
