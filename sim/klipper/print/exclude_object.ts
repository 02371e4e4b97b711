// exclude_object as Klipper's module behaves:
// - EXCLUDE_OBJECT_DEFINE NAME= [CENTER=x,y] [POLYGON=[[x,y],...]] adds an object (names upper-cased,
//   list kept sorted); without NAME it lists the known objects (JSON=1: as JSON); RESET=1 forgets all.
// - EXCLUDE_OBJECT_START NAME= / EXCLUDE_OBJECT_END [NAME=] mark the object being printed; an END that
//   names another object only says so.
// - EXCLUDE_OBJECT NAME= excludes (any name: Klipper checks nothing), CURRENT=1 the current object,
//   RESET=1 [NAME=] takes one or every exclusion back, no argument lists the excluded objects.
// - The first exclusion puts a move transform between G1 (arcs too) and the toolhead. It first lets
//   a few extruding moves through to learn the extruder's state; after that every move made while
//   the current object is excluded is dropped: the toolhead stays where it is, the G-code position
//   (E included) keeps following the file, and the extruder is offset so that the skipped extrusion
//   is never made up. Leaving the object, the offsets go at the first move away from its last point.
// - A file load or SDCARD_RESET_FILE forgets objects and exclusions and removes the transform.

import { moveTo } from '../gcode/commands/motion';
import { pyJson } from '../../python_values';
import { CommandError } from '../gcode/parser';
import type { GCodeCommand } from '../gcode/command';
import type { ExcludeObjectDef } from '../job';
import type { Printer } from '../printer';
import type { Coord } from '../toolhead';

/** Extruding moves the transform lets through before it skips anything. */
export const LEARNING_MOVES = 5;

/** Klipper reads a parameter such as RESET= as set when it has any text (RESET=0 included). */
const flag = (cmd: GCodeCommand, name: string): boolean => cmd.str(name, '') !== '';

function parseJson(text: string, what: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new CommandError(`Unable to parse ${what} '${text}'`);
  }
}

/** The move transform that drops the moves of excluded objects. */
class SkipMoves {
  /** Per extruder: what is subtracted from the G-code position on its way to the toolhead. */
  private readonly offsets = new Map<string, Coord>();
  /** The last G-code position seen (before the offsets). */
  private last: Coord;
  private lastPrinted: Coord;
  private lastSkipped: Coord;
  private maxPrintedE = 0;
  private maxSkippedE = 0;
  /** Retraction difference between the skipped and the printed path, applied on leaving. */
  private extruderAdjust = 0;
  private learning = LEARNING_MOVES;
  private inSkipped = false;

  constructor(
    private readonly p: Printer,
    private readonly skipping: () => boolean,
  ) {
    this.last = [...p.toolhead.position];
    this.lastPrinted = [...this.last];
    this.lastSkipped = [...this.last];
  }

  private offset(): Coord {
    const name = this.p.toolhead.extruderName;
    let offset = this.offsets.get(name);
    if (!offset) {
      offset = [0, 0, 0, 0];
      this.offsets.set(name, offset);
    }
    return offset;
  }

  /** The G-code position the toolhead's position stands for. */
  position(): Coord {
    const offset = this.offset();
    this.last = this.p.toolhead.position.map((v, i) => v + (offset[i] ?? 0)) as Coord;
    return [...this.last];
  }

  readonly move = (target: Coord, speed: number): Promise<void> => {
    const skip = this.skipping() && this.learning === 0;
    if (skip) {
      this.inSkipped = true;
      this.skip(target);
      return Promise.resolve();
    }
    if (this.inSkipped) {
      this.inSkipped = false;
      this.extruderAdjust =
        this.maxSkippedE - this.lastSkipped[3] - (this.maxPrintedE - this.lastPrinted[3]);
    }
    this.print(target, speed);
    return Promise.resolve();
  };

  private skip(target: Coord): void {
    const offset = this.offset();
    for (const i of [0, 1, 2] as const) offset[i] = target[i] - this.lastPrinted[i];
    offset[3] += target[3] - this.last[3];
    this.last = [...target];
    this.lastSkipped = [...target];
    this.maxSkippedE = Math.max(this.maxSkippedE, target[3]);
  }

  private print(target: Coord, speed: number): void {
    const offset = this.offset();
    if (this.learning > 0 && this.last[3] !== target[3]) this.learning -= 1;
    this.last = [...target];
    this.lastPrinted = [...target];
    this.maxPrintedE = Math.max(this.maxPrintedE, target[3]);
    const [sx, sy, sz, se] = this.lastSkipped;
    if ((offset[0] !== 0 || offset[1] !== 0) && (target[0] !== sx || target[1] !== sy)) {
      offset[0] = offset[1] = offset[2] = 0;
      offset[3] += this.extruderAdjust;
      this.extruderAdjust = 0;
    }
    if (offset[2] !== 0 && target[2] !== sz) offset[2] = 0;
    if (this.extruderAdjust !== 0 && target[3] !== se) {
      offset[3] += this.extruderAdjust;
      this.extruderAdjust = 0;
    }
    moveTo(this.p, target.map((v, i) => v - (offset[i] ?? 0)) as Coord, speed);
  }
}

export class ExcludeObject {
  private transform: SkipMoves | null = null;

  constructor(private readonly p: Printer) {
    // After homing, an extruder switch or an error, G-code takes its position from the toolhead:
    // through the transform's offsets while it is in place (Klipper asks the transform).
    const gm = p.gcodeMove;
    const reread = gm.resetLastPosition.bind(gm);
    gm.resetLastPosition = (): void => {
      reread();
      if (this.transform) gm.lastPosition = this.transform.position();
    };
    this.register();
  }

  /** Whether moves are being dropped now (the current object is excluded). */
  private currentExcluded(): boolean {
    const job = this.p.job;
    return job.currentObject !== null && job.excluded.includes(job.currentObject);
  }

  /** A new file (virtual_sdcard reset): no objects, no exclusions, no transform. */
  reset(): void {
    const job = this.p.job;
    job.objects = [];
    job.excluded = [];
    job.currentObject = null;
    if (!this.transform) return;
    if (this.p.moveTransform === this.transform.move) this.p.moveTransform = null;
    this.transform = null;
    this.p.gcodeMove.resetLastPosition();
  }

  private startSkipping(): void {
    if (this.transform) return;
    // As in Klipper, a running TUNING_TOWER keeps its place and nothing is skipped.
    if (this.p.moveTransform) return;
    this.transform = new SkipMoves(this.p, () => this.currentExcluded());
    this.p.moveTransform = this.transform.move;
  }

  private exclude(name: string): void {
    const job = this.p.job;
    this.startSkipping();
    this.p.gcode.respondInfo(`Excluding object ${name}`);
    if (!job.excluded.includes(name)) job.excluded = [...job.excluded, name].sort();
  }

  private addObject(def: ExcludeObjectDef): void {
    const job = this.p.job;
    job.objects = [...job.objects, def].sort((a, b) => (a.name < b.name ? -1 : 1));
  }

  private register(): void {
    const g = this.p.gcode;
    const job = this.p.job;
    g.register(
      'EXCLUDE_OBJECT_DEFINE',
      (cmd) => {
        const name = cmd.str('NAME', '').toUpperCase();
        if (flag(cmd, 'RESET')) return this.reset();
        if (name === '') {
          const list = cmd.has('JSON')
            ? pyJson(job.objects)
            : job.objects.map((o) => o.name).join(' ');
          cmd.respondInfo(`Known objects: ${list}`);
          return;
        }
        const def: ExcludeObjectDef = { name };
        if (cmd.has('CENTER'))
          def.center = parseJson(`[${cmd.str('CENTER')}]`, 'CENTER') as number[];
        if (cmd.has('POLYGON'))
          def.polygon = parseJson(cmd.str('POLYGON'), 'POLYGON') as number[][];
        this.addObject(def);
      },
      { help: 'Provides a summary of an object' },
    );
    g.register(
      'EXCLUDE_OBJECT_START',
      (cmd) => {
        const name = cmd.str('NAME').toUpperCase();
        if (!job.objects.some((o) => o.name === name)) this.addObject({ name });
        job.currentObject = name;
      },
      { help: 'Marks the beginning the current object as labeled' },
    );
    g.register(
      'EXCLUDE_OBJECT_END',
      (cmd) => {
        if (job.currentObject === null && this.transform) {
          cmd.respondInfo('EXCLUDE_OBJECT_END called, but no object is currently active');
          return;
        }
        const name = cmd.has('NAME') ? cmd.str('NAME').toUpperCase() : null;
        if (name !== null && name !== job.currentObject)
          cmd.respondInfo(
            `EXCLUDE_OBJECT_END NAME=${name} does not match the current object NAME=${job.currentObject ?? 'None'}`,
          );
        job.currentObject = null;
      },
      { help: 'Marks the end the current object' },
    );
    g.register(
      'EXCLUDE_OBJECT',
      (cmd) => {
        const name = cmd.str('NAME', '').toUpperCase();
        if (flag(cmd, 'RESET')) {
          if (name === '') job.excluded = [];
          else {
            cmd.respondInfo(`Unexcluding object ${name}`);
            job.excluded = job.excluded.filter((n) => n !== name);
          }
        } else if (name !== '') {
          if (!job.excluded.includes(name)) this.exclude(name);
        } else if (flag(cmd, 'CURRENT')) {
          if (job.currentObject === null)
            throw new CommandError('There is no current object to cancel');
          this.exclude(job.currentObject);
        } else {
          cmd.respondInfo(`Excluded objects: ${job.excluded.join(' ')}`);
        }
      },
      { help: 'Cancel moves inside a specified objects' },
    );
  }
}
