// One typed function per Moonraker method Printdeck calls over the socket.
import type { MethodMap, MethodName } from '../../protocol/methods';
import type { ObjectsRequest } from '../../protocol/objects';

/** Sends one JSON-RPC request; the socket's `call` fits. */
export type RpcCall = (method: string, params?: Record<string, unknown>) => Promise<unknown>;

export function createApi(call: RpcCall) {
  function send<M extends MethodName>(
    method: M,
    params?: MethodMap[M]['params'],
  ): Promise<MethodMap[M]['result']> {
    return call(method, params as Record<string, unknown> | undefined) as Promise<
      MethodMap[M]['result']
    >;
  }
  return {
    server: {
      info: () => send('server.info'),
      config: () => send('server.config'),
      temperatureStore: () => send('server.temperature_store', { include_monitors: false }),
      gcodeStore: (count?: number) => send('server.gcode_store', count ? { count } : undefined),
      restart: () => send('server.restart'),
    },
    database: {
      getItem: (namespace: string, key?: string | string[]) =>
        send('server.database.get_item', key === undefined ? { namespace } : { namespace, key }),
      postItem: (namespace: string, key: string | string[], value: unknown) =>
        send('server.database.post_item', { namespace, key, value }),
    },
    printer: {
      info: () => send('printer.info'),
      objectsList: () => send('printer.objects.list'),
      subscribe: (objects: ObjectsRequest) => send('printer.objects.subscribe', { objects }),
      gcodeScript: (script: string) => send('printer.gcode.script', { script }),
      gcodeHelp: () => send('printer.gcode.help'),
      emergencyStop: () => send('printer.emergency_stop'),
      restart: () => send('printer.restart'),
      firmwareRestart: () => send('printer.firmware_restart'),
    },
  };
}

export type MoonrakerApi = ReturnType<typeof createApi>;
