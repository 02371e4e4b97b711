// printer.* endpoints: Klipper endpoints forwarded to the simulated Klippy, plus restart helpers (§12).

import { cpus, hostname } from 'node:os';
import { join } from 'node:path';
import type { ObjectsRequest } from '../../../protocol/objects';
import type { App } from '../../app';
import { ServerError } from '../../errors';
import { SOFTWARE_VERSION } from '../../klipper/host_stats';
import type { RequestContext } from '../../registry';

const BOTH = ['GET', 'POST'] as const;
const KLIPPY = { klippy: true };

/** Validates `objects` as Klipper does: object → null | string[]. */
export function objectsArg(ctx: RequestContext): ObjectsRequest {
  const objects = ctx.args.raw.objects;
  if (objects === undefined) throw new ServerError('Missing Argument [objects]');
  if (typeof objects !== 'object' || objects === null || Array.isArray(objects)) {
    throw new ServerError('Invalid Argument Type [objects]');
  }
  for (const v of Object.values(objects)) {
    if (v !== null && !(Array.isArray(v) && v.every((f) => typeof f === 'string'))) {
      throw new ServerError('Invalid Argument Type [objects]');
    }
  }
  return objects as ObjectsRequest;
}

export function registerPrinterMethods(app: App): void {
  const { registry: r, klippy } = app;
  r.register(
    [...BOTH],
    '/printer/info',
    () => {
      const cpu = cpus();
      return {
        state: klippy.state === 'disconnected' ? 'startup' : klippy.state,
        state_message: klippy.stateMessage(),
        hostname: hostname(),
        klipper_path: '/home/pi/klipper',
        python_path: '/home/pi/klippy-env/bin/python',
        process_id: process.pid,
        user_id: process.getuid?.() ?? 1000,
        group_id: process.getgid?.() ?? 1000,
        log_file: join(app.options.dataDir, 'logs', 'klippy.log'),
        config_file: join(app.options.dataDir, 'config', 'printer.cfg'),
        software_version:
          app.find('update_manager')?.installedVersion('klipper', 9) ?? SOFTWARE_VERSION,
        cpu_info: `${cpu.length} core ${cpu[0]?.model ?? 'unknown'}`,
      };
    },
    KLIPPY,
  );
  r.register([...BOTH], '/printer/objects/list', () => ({ objects: klippy.objectNames() }), KLIPPY);
  r.register(
    [...BOTH],
    '/printer/objects/query',
    (ctx) => {
      const eventtime = klippy.clock.now();
      return { eventtime, status: klippy.query(objectsArg(ctx), eventtime) };
    },
    KLIPPY,
  );
  r.register(
    [...BOTH],
    '/printer/objects/subscribe',
    (ctx) => {
      if (!ctx.conn) {
        if (ctx.rpc) throw new ServerError('Subscriptions not available for HTTP transport', 404);
        throw new ServerError('No connection associated with subscription request');
      }
      return app.subs.subscribe(ctx.conn, objectsArg(ctx));
    },
    KLIPPY,
  );
  r.register(
    [...BOTH],
    '/printer/gcode/script',
    async (ctx) => {
      const script = ctx.args.raw.script;
      if (script === undefined) throw new ServerError('Missing Argument [script]');
      if (typeof script !== 'string') throw new ServerError('Invalid Argument Type [script]');
      app.find('data_store')?.addGcode(script, 'command');
      await klippy.runScript(script);
      return 'ok' as const;
    },
    KLIPPY,
  );
  const printScript = (script: string) => async (): Promise<'ok'> => {
    app.find('data_store')?.addGcode(script, 'command');
    await klippy.runScript(script);
    return 'ok';
  };
  r.register(
    'POST',
    '/printer/print/start',
    async (ctx) => {
      const filename = ctx.args.str('filename');
      const user = ctx.user?.username ?? 'No User';
      if (app.print) await app.print.start(filename, user);
      else await klippy.runScript(`SDCARD_PRINT_FILE FILENAME="${filename}"`);
      return 'ok' as const;
    },
    KLIPPY,
  );
  r.register('POST', '/printer/print/pause', printScript('PAUSE'), KLIPPY);
  r.register('POST', '/printer/print/resume', printScript('RESUME'), KLIPPY);
  r.register('POST', '/printer/print/cancel', printScript('CANCEL_PRINT'), KLIPPY);
  r.register(
    [...BOTH],
    '/printer/query_endstops/status',
    () => {
      const printer = klippy.printer;
      if (!printer) throw new ServerError('Klippy Host not connected', 503);
      return printer.endstops.webAnswer();
    },
    KLIPPY,
  );
  r.register([...BOTH], '/printer/gcode/help', () => klippy.printer?.gcode.helpMap() ?? {}, KLIPPY);
  r.register(
    [...BOTH],
    '/printer/emergency_stop',
    () => {
      klippy.emergencyStop('Shutdown due to webhooks request');
      return 'ok';
    },
    KLIPPY,
  );
  const restart = (script: string) => async (): Promise<'ok'> => {
    if (klippy.state === 'disconnected') throw new ServerError('Klippy Host not connected', 503);
    try {
      await klippy.runScript(script);
    } catch (err) {
      if (!(err instanceof ServerError && err.message === 'Klippy Disconnected')) throw err;
    }
    return 'ok';
  };
  r.register('POST', '/printer/restart', restart('RESTART'));
  r.register('POST', '/printer/firmware_restart', restart('FIRMWARE_RESTART'));
}
