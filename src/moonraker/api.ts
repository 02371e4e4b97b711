// One typed function per Moonraker method Printdeck calls over the socket.
import type { MethodMap, MethodName } from '../../protocol/methods';
import type { ObjectsRequest } from '../../protocol/objects';
import type { Shape } from '../lib/answer-shape';
import { checked } from './answers';
import type { AnswerError } from './errors';

/**
 * Per-call options; `timeoutMs` 0 waits as long as the server does. `shape`: what the caller reads
 * of the answer, when the method has none in answers.ts (the lazily loaded calls).
 */
export interface CallOptions {
  timeoutMs?: number;
  shape?: Shape;
}

/** Sends one JSON-RPC request; the socket's `call` fits. */
export type RpcCall = (
  method: string,
  params?: Record<string, unknown>,
  options?: CallOptions,
) => Promise<unknown>;

/**
 * Calls that last as long as Klipper works on them (M109, G28, BED_MESH_CALIBRATE,
 * QUAD_GANTRY_LEVEL; a print start runs PRINT_START): Moonraker answers only when Klipper is done,
 * so they get no client timeout. Every other call keeps the socket's default (30 s).
 */
export const UNTIMED_METHODS: ReadonlySet<string> = new Set([
  'printer.gcode.script',
  'printer.print.start',
  'printer.print.pause',
  'printer.print.resume',
  'printer.print.cancel',
  'printer.emergency_stop',
  'printer.restart',
  'printer.firmware_restart',
]);

/** The options a method is sent with when the caller gives none. */
export function defaultCallOptions(method: string): CallOptions | undefined {
  return UNTIMED_METHODS.has(method) ? { timeoutMs: 0 } : undefined;
}

/**
 * Commands the user starts that act on the printer: when the connection drops before their answer,
 * the user is told (the printer may or may not have run them).
 */
export function isPrinterCommand(method: string): boolean {
  return UNTIMED_METHODS.has(method);
}

/** How a command is named to the user: the G-code itself for a script, else the method. */
export function commandLabel(method: string, params?: Record<string, unknown>): string {
  if (method === 'printer.gcode.script' && typeof params?.script === 'string') {
    const firstLine = params.script.trim().split('\n')[0] ?? '';
    const more = params.script.trim().includes('\n') ? ' …' : '';
    return firstLine.length > 60 ? `${firstLine.slice(0, 57)}…` : `${firstLine}${more}`;
  }
  if (method === 'printer.print.start' && typeof params?.filename === 'string')
    return `${method} ${params.filename}`;
  return method;
}

/**
 * The typed calls over `call`. Every answer is checked (answers.ts) before the caller sees it: one
 * that does not fit rejects with an AnswerError naming `printer`, which also goes to `onBadAnswer`
 * (the session shows it, whoever made the call).
 */
export function createApi(call: RpcCall, printer = '', onBadAnswer?: (error: AnswerError) => void) {
  function send<M extends MethodName>(
    method: M,
    params?: MethodMap[M]['params'],
    options: CallOptions | undefined = defaultCallOptions(method),
  ): Promise<MethodMap[M]['result']> {
    return call(method, params as Record<string, unknown> | undefined, options).then((value) => {
      try {
        return checked(printer, method, value, options?.shape);
      } catch (error) {
        onBadAnswer?.(error as AnswerError);
        throw error;
      }
    }) as Promise<MethodMap[M]['result']>;
  }
  return {
    /**
     * Any method of the map. The groups below are the calls of first-page code; a lazily loaded
     * part keeps its own group beside this file (access-calls.ts, power-calls.ts, update-calls.ts),
     * built on this.
     */
    call: send,
    server: {
      info: () => send('server.info'),
      config: () => send('server.config'),
      temperatureStore: () => send('server.temperature_store', { include_monitors: false }),
      gcodeStore: (count?: number) => send('server.gcode_store', count ? { count } : undefined),
      restart: () => send('server.restart'),
    },
    machine: {
      systemInfo: () => send('machine.system_info'),
      restartService: (service: string) => send('machine.services.restart', { service }),
      startService: (service: string) => send('machine.services.start', { service }),
      stopService: (service: string) => send('machine.services.stop', { service }),
      procStats: () => send('machine.proc_stats'),
      reboot: () => send('machine.reboot'),
      shutdown: () => send('machine.shutdown'),
    },
    /** The update manager's status; its actions are in update-calls.ts (the versions section's). */
    updates: {
      status: (refresh = false) =>
        send('machine.update.status', refresh ? { refresh } : undefined, { timeoutMs: 0 }),
    },
    announcements: {
      /** Every entry, dismissed ones too (a snoozed entry's wake only names it). */
      list: () => send('server.announcements.list'),
      /** `wakeTime` in seconds from now; null dismisses for good. */
      dismiss: (entryId: string, wakeTime: number | null = null) =>
        send(
          'server.announcements.dismiss',
          wakeTime === null ? { entry_id: entryId } : { entry_id: entryId, wake_time: wakeTime },
        ),
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
      /** Runs G-code; waits as long as Klipper does unless `options.timeoutMs` says otherwise. */
      gcodeScript: (script: string, options?: CallOptions) =>
        send(
          'printer.gcode.script',
          { script },
          options ?? defaultCallOptions('printer.gcode.script'),
        ),
      gcodeHelp: () => send('printer.gcode.help'),
      queryEndstops: () => send('printer.query_endstops.status'),
      emergencyStop: () => send('printer.emergency_stop'),
      restart: () => send('printer.restart'),
      firmwareRestart: () => send('printer.firmware_restart'),
    },
  };
}

export type MoonrakerApi = ReturnType<typeof createApi>;
