// pause_resume (PAUSE, RESUME, CANCEL_PRINT, CLEAR_PAUSE) and gcode_move's SAVE_GCODE_STATE /
// RESTORE_GCODE_STATE, as Klipper implements them.

import { moveTo } from '../gcode/commands/motion';
import type { Printer } from '../printer';
import type { Coord } from '../toolhead';
import type { VirtualSdcard } from './sdcard';

interface SavedState {
  absoluteCoordinates: boolean;
  absoluteExtrude: boolean;
  basePosition: Coord;
  lastPosition: Coord;
  homingOrigin: Coord;
  speed: number;
  speedFactor: number;
  extrudeFactor: number;
}

export function registerGcodeState(p: Printer): void {
  const gm = p.gcodeMove;
  const saved = new Map<string, SavedState>();
  p.gcode.register(
    'SAVE_GCODE_STATE',
    (cmd) => {
      saved.set(cmd.str('NAME', 'default'), {
        absoluteCoordinates: gm.absoluteCoordinates,
        absoluteExtrude: gm.absoluteExtrude,
        basePosition: [...gm.basePosition],
        lastPosition: [...gm.lastPosition],
        homingOrigin: [...gm.homingOrigin],
        speed: gm.speed,
        speedFactor: gm.speedFactor,
        extrudeFactor: gm.extrudeFactor,
      });
    },
    { help: 'Save G-Code coordinate state' },
  );
  p.gcode.register(
    'RESTORE_GCODE_STATE',
    (cmd) => {
      const name = cmd.str('NAME', 'default');
      const s = saved.get(name);
      if (!s) throw cmd.error(`Unknown g-code state: ${name}`);
      Object.assign(gm, {
        absoluteCoordinates: s.absoluteCoordinates,
        absoluteExtrude: s.absoluteExtrude,
        homingOrigin: [...s.homingOrigin],
        speed: s.speed,
        speedFactor: s.speedFactor,
        extrudeFactor: s.extrudeFactor,
      });
      const base: Coord = [...s.basePosition];
      base[3] += gm.lastPosition[3] - s.lastPosition[3];
      gm.basePosition = base;
      if (cmd.int('MOVE', 0) === 1) {
        const speed = cmd.float('MOVE_SPEED', gm.speed, { above: 0 });
        const target: Coord = [
          s.lastPosition[0],
          s.lastPosition[1],
          s.lastPosition[2],
          gm.lastPosition[3],
        ];
        moveTo(p, target, speed);
        gm.lastPosition = target;
      }
    },
    { help: 'Restore a previously saved G-Code state' },
  );
}

export function registerPauseResume(p: Printer, sd: VirtualSdcard | null): void {
  const g = p.gcode;
  const job = p.job;
  const recover = Number(p.config.raw.get('pause_resume')?.get('recover_velocity') ?? 50);
  let sdPaused = false;
  g.register(
    'PAUSE',
    async (cmd) => {
      if (job.isPaused) return cmd.respondInfo('Print already paused');
      if (sd?.isActive) {
        sdPaused = true;
        sd.doPause();
      } else {
        sdPaused = false;
        cmd.respondInfo('action:paused');
      }
      await g.runLines('SAVE_GCODE_STATE NAME=PAUSE_STATE');
      job.isPaused = true;
    },
    { help: 'Pauses the current print' },
  );
  g.register(
    'RESUME',
    async (cmd) => {
      if (!job.isPaused) return cmd.respondInfo('Print is not paused, resume aborted');
      const velocity = cmd.float('VELOCITY', recover);
      await g.runLines(
        `RESTORE_GCODE_STATE NAME=PAUSE_STATE MOVE=1 MOVE_SPEED=${velocity.toFixed(4)}`,
      );
      if (sdPaused && sd) {
        sd.doResume();
        sdPaused = false;
      } else cmd.respondInfo('action:resumed');
      job.isPaused = false;
    },
    { help: 'Resumes the print from a pause' },
  );
  g.register(
    'CLEAR_PAUSE',
    () => {
      job.isPaused = false;
      sdPaused = false;
    },
    { help: 'Clears the current paused state without resuming the print' },
  );
  g.register(
    'CANCEL_PRINT',
    (cmd) => {
      if (sd && (sd.isActive || sdPaused)) sd.doCancel();
      else cmd.respondInfo('action:cancel');
      job.isPaused = false;
      sdPaused = false;
    },
    { help: 'Cancel the current print' },
  );
}
