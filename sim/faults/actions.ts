// POST /debug/sim/faults?action=…: the one switchboard of injected faults, there only when the
// simulator runs with --faults (sim/http.ts routes it, behind the login check of every debug route).
//   drop_sockets                       every websocket cut at once (no closing handshake)
//   delay&ms=N                         every call answered N ms late (ms=0 turns it off)
//   stall&method=M                     call M (e.g. server.files.list) held until cleared
//   error&method=M&code=C&message=T    call M answered with error C (HTTP status; JSON-RPC code)
//                                      (method=* for every call, the fault route excepted)
//   upload_cut&bytes=N                 an upload's connection cut after N bytes of its body
//   disk_full                          uploads fail writing; listings show no free space
//   klipper_shutdown[&message=T]       Klipper shuts down (default: an MCU shutdown)
//   klipper_disconnect                 Klipper goes away and reconnects, as on RESTART
//   restart                            Moonraker restarts, as server.restart
//   clear                              every fault lifted; stalled calls answered

import type { App } from '../app';
import type { Args } from '../args';
import { ServerError } from '../errors';
import type { FaultState } from './state';

export const FAULTS_PATH = '/debug/sim/faults';

/** Klipper's text for the MCU shutdown it reports most often. */
export const MCU_SHUTDOWN = "MCU 'mcu' shutdown: Timer too close";

/** Runs one fault action; resolves with 'ok' or throws a 400 for an unknown action or argument. */
export function runFaultAction(app: App, faults: FaultState, args: Args): string {
  const action = args.str('action');
  switch (action) {
    case 'drop_sockets':
      for (const conn of app.conns.all()) conn.drop();
      break;
    case 'delay':
      faults.delayMs = nonNegative(args, 'ms');
      break;
    case 'stall':
      faults.stall(args.str('method'));
      break;
    case 'error': {
      const code = args.int('code');
      if (code < 400 || code > 599) throw new ServerError(`Invalid error code: ${code}`);
      faults.answerWithError(args.str('method'), { code, message: args.str('message') });
      break;
    }
    case 'upload_cut':
      faults.uploadCutBytes = nonNegative(args, 'bytes');
      break;
    case 'disk_full':
      faults.diskFull = true;
      break;
    case 'klipper_shutdown':
      if (app.klippy.state !== 'ready' && app.klippy.state !== 'startup')
        throw new ServerError(`Klippy is ${app.klippy.state}, it cannot shut down`);
      app.klippy.emergencyStop(args.str('message', MCU_SHUTDOWN));
      break;
    case 'klipper_disconnect':
      app.klippy.requestRestart('restart');
      break;
    case 'restart':
      app.restartServer();
      break;
    case 'clear':
      faults.clear();
      break;
    default:
      throw new ServerError(`Unknown fault action: ${action}`);
  }
  return 'ok';
}

function nonNegative(args: Args, key: string): number {
  const n = args.int(key);
  if (n < 0) throw new ServerError(`Invalid value for ${key}: ${n}`);
  return n;
}
