// exclude_object: EXCLUDE_OBJECT_DEFINE/START/END, EXCLUDE_OBJECT; while an excluded object is being
// printed its moves never reach the toolhead, and the extruder is re-based afterwards (no catch-up).

import { CommandError } from '../gcode/parser';
import type { Printer } from '../printer';
import type { Coord } from '../toolhead';

function parseNums(text: string): number[] {
  return text.split(',').map((s) => Number(s.trim()));
}

export class ExcludeObject {
  private excluding = false;
  /** Commanded E (printer coordinates) minus the toolhead's real E. */
  private eOffset = 0;
  private virtualE = 0;

  constructor(private readonly p: Printer) {
    const th = p.toolhead;
    const realMove = th.move.bind(th);
    th.move = (end, speed, limits): void => {
      if (this.excluding) {
        this.virtualE = end[3];
        return;
      }
      const target: Coord = [end[0], end[1], end[2], end[3] - this.eOffset];
      realMove(target, speed, limits);
    };
    this.register();
  }

  /** Forgets objects for a new print (virtual_sdcard reset). */
  reset(): void {
    const job = this.p.job;
    job.objects = [];
    job.excluded = [];
    job.currentObject = null;
    this.setExcluding(false);
    this.eOffset = 0;
  }

  private setExcluding(on: boolean): void {
    const th = this.p.toolhead;
    if (on && !this.excluding) this.virtualE = th.position[3] + this.eOffset;
    if (!on && this.excluding) this.eOffset = this.virtualE - th.position[3];
    this.excluding = on;
  }

  private register(): void {
    const g = this.p.gcode;
    const job = this.p.job;
    const nameOf = (raw: string): string => raw.toUpperCase().replace(/\s/g, '_');
    g.register(
      'EXCLUDE_OBJECT_DEFINE',
      (cmd) => {
        if (!cmd.has('NAME')) {
          cmd.respondInfo(job.objects.map((o) => o.name).join('\n') || 'No objects defined');
          return;
        }
        const name = nameOf(cmd.str('NAME'));
        const def: { name: string; center?: number[]; polygon?: number[][] } = { name };
        if (cmd.has('CENTER')) def.center = parseNums(cmd.str('CENTER'));
        if (cmd.has('POLYGON')) {
          try {
            def.polygon = JSON.parse(cmd.str('POLYGON')) as number[][];
          } catch {
            throw new CommandError(`Unable to parse POLYGON '${cmd.str('POLYGON')}'`);
          }
        }
        job.objects = [...job.objects.filter((o) => o.name !== name), def].sort((a, b) =>
          a.name.localeCompare(b.name),
        );
      },
      { help: 'Provides a summary of an object' },
    );
    g.register(
      'EXCLUDE_OBJECT_START',
      (cmd) => {
        const name = nameOf(cmd.str('NAME'));
        if (!job.objects.some((o) => o.name === name)) job.objects = [...job.objects, { name }];
        job.currentObject = name;
        this.setExcluding(job.excluded.includes(name));
      },
      { help: 'Marks the beginning the current object as labeled' },
    );
    g.register(
      'EXCLUDE_OBJECT_END',
      (cmd) => {
        if (job.currentObject === null) return;
        const name = cmd.has('NAME') ? nameOf(cmd.str('NAME')) : job.currentObject;
        if (name !== job.currentObject)
          throw new CommandError(
            `EXCLUDE_OBJECT_END NAME=${name} does not match the current object NAME=${job.currentObject}`,
          );
        job.currentObject = null;
        this.setExcluding(false);
      },
      { help: 'Marks the end the current object' },
    );
    g.register(
      'EXCLUDE_OBJECT',
      (cmd) => {
        if (cmd.int('RESET', 0) === 1) {
          job.excluded = [];
          return;
        }
        if (!cmd.has('NAME')) {
          cmd.respondInfo(`Excluded objects: ${job.excluded.join(' ') || 'None'}`);
          return;
        }
        const name = nameOf(cmd.str('NAME'));
        if (!job.excluded.includes(name)) {
          cmd.respondInfo(`Excluding object ${name}`);
          job.excluded = [...job.excluded, name];
        }
        if (job.currentObject === name) this.setExcluding(true);
      },
      { help: 'Cancel moves for a specific object' },
    );
  }
}
