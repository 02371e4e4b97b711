// server.temperature_store and server.gcode_store (data_store component, reference §3).

import type { App } from '../../app';
import type { DataStore } from './data_store';

export function registerDataStoreMethods(app: App, store: DataStore): void {
  const r = app.registry;
  r.register('GET', '/server/temperature_store', (ctx) =>
    store.temperatureStore(ctx.args.bool('include_monitors', false)),
  );
  r.register('GET', '/server/gcode_store', (ctx) => ({
    gcode_store: store.gcodeStore(ctx.args.has('count') ? ctx.args.int('count') : undefined),
  }));
}
