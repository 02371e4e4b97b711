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
    files: {
      roots: () => send('server.files.roots'),
      getDirectory: (path: string, extended = true) =>
        send('server.files.get_directory', { path, extended }),
      postDirectory: (path: string) => send('server.files.post_directory', { path }),
      deleteDirectory: (path: string, force = false) =>
        send('server.files.delete_directory', { path, force }),
      move: (source: string, dest: string) => send('server.files.move', { source, dest }),
      copy: (source: string, dest: string) => send('server.files.copy', { source, dest }),
      deleteFile: (path: string) => send('server.files.delete_file', { path }),
      metadata: (filename: string) => send('server.files.metadata', { filename }),
      thumbnails: (filename: string) => send('server.files.thumbnails', { filename }),
    },
    history: {
      list: (params: MethodMap['server.history.list']['params'] = {}) =>
        send('server.history.list', params),
      getJob: (uid: string) => send('server.history.get_job', { uid }),
      deleteJob: (uid: string) => send('server.history.delete_job', { uid }),
      deleteAll: () => send('server.history.delete_job', { all: true }),
      totals: () => send('server.history.totals'),
      resetTotals: () => send('server.history.reset_totals'),
    },
    print: {
      start: (filename: string) => send('printer.print.start', { filename }),
      pause: () => send('printer.print.pause'),
      resume: () => send('printer.print.resume'),
      cancel: () => send('printer.print.cancel'),
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
