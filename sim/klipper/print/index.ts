// Wires the print modules into a Printer built from printer.cfg: print_stats, virtual_sdcard,
// pause_resume, exclude_object, gcode_arcs and the G-code state commands.

import type { Printer } from '../printer';
import { registerArcs } from './arcs';
import { ExcludeObject } from './exclude_object';
import { GcodeLock } from './gcode_lock';
import { registerGcodeState, registerPauseResume } from './pause_resume';
import { PrintStats } from './print_stats';
import { VirtualSdcard } from './sdcard';

export interface PrintModules {
  stats: PrintStats;
  sdcard: VirtualSdcard | null;
  exclude: ExcludeObject | null;
}

export function registerPrintModules(p: Printer, gcodesDir: string): PrintModules {
  const lock = new GcodeLock(p.gcode);
  const stats = new PrintStats(p);
  const exclude = p.has('exclude_object') ? new ExcludeObject(p) : null;
  const hooks = exclude ? [() => exclude.reset()] : [];
  const sdcard = p.has('virtual_sdcard')
    ? new VirtualSdcard(p, stats, lock, gcodesDir, hooks)
    : null;
  registerGcodeState(p);
  p.gcode.register('G4', async (cmd) => {
    const ms = cmd.float('P', 0, { minval: 0 });
    await p.toolhead.waitMoves();
    await p.clock.sleep(ms / 1000);
  });
  // M204 (Klipper's toolhead): S, or the lower of P and T, sets max_accel.
  p.gcode.register('M204', (cmd) => {
    const s = cmd.has('S') ? cmd.float('S', 0, { above: 0 }) : null;
    const pt = Math.min(
      cmd.float('P', Infinity, { above: 0 }),
      cmd.float('T', Infinity, { above: 0 }),
    );
    const accel = s ?? pt;
    if (!Number.isFinite(accel)) return cmd.respondInfo(`Invalid M204 command "${cmd.line}"`);
    p.toolhead.maxAccel = accel;
  });
  if (p.has('pause_resume')) registerPauseResume(p, sdcard);
  if (p.has('gcode_arcs')) registerArcs(p);
  return { stats, sdcard, exclude };
}
