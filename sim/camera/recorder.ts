// Records what the virtual printer extrudes, for the camera: it listens to the moves of each
// Printer's toolhead (a new one after every Klipper restart) and keeps them in a PrintedTrace. A new
// print clears the bed and takes its filament colours from the file's metadata (filament_colors).
// The work per move is a few comparisons; segments are drawn into the trace's grid once laid.

import type { App } from '../app';
import type { Printer } from '../klipper/printer';
import type { Coord, MoveListener } from '../klipper/toolhead';
import { DEFAULT_INK, PrintedTrace, parseColour } from './trace';

/** Where a print is in its file, as the recorder last saw it (null: no print running). */
export interface PrintSpot {
  path: string | null;
  position: number;
}

/**
 * The spot of the print running now (print_stats printing or paused), or null; and whether it is a
 * new print since `last`: another file, or the same file read again from an earlier position (a
 * print reads its file forwards only).
 */
export function printSpot(
  last: PrintSpot | null,
  job: { state: string; filePath: string | null; filePosition: number },
): { spot: PrintSpot | null; started: boolean } {
  if (job.state !== 'printing' && job.state !== 'paused') return { spot: last, started: false };
  const spot = { path: job.filePath, position: job.filePosition };
  const started = !last || last.path !== spot.path || spot.position < last.position;
  return { spot, started };
}

/** Index of an extruder by name: extruder → 0, extruder1 → 1, … */
function extruderIndex(name: string): number {
  const n = Number(name.slice('extruder'.length));
  return Number.isInteger(n) && n > 0 ? n : 0;
}

export class ExtrusionRecorder {
  readonly trace = new PrintedTrace();
  private attached: { printer: Printer; listener: MoveListener } | null = null;
  private print: PrintSpot | null = null;
  private readonly onReady = (): void => this.attach();

  constructor(private readonly app: App) {
    app.klippy.on('ready', this.onReady);
    this.attach();
  }

  close(): void {
    this.app.klippy.off('ready', this.onReady);
    this.detach();
  }

  /** Lays the segments finished by now; the segment being laid, if any. */
  settle(): ReturnType<PrintedTrace['settle']> {
    const printer = this.app.klippy.printer;
    if (!printer || printer !== this.attached?.printer) return null;
    const now = printer.clock.now();
    return this.trace.settle(now, printer.toolhead.isBusy(now));
  }

  private attach(): void {
    const printer = this.app.klippy.printer;
    if (!printer || printer === this.attached?.printer) return;
    this.detach();
    const [rx, ry] = printer.toolhead.rails;
    if (rx && ry) this.trace.setBed({ xmin: rx.min, xmax: rx.max, ymin: ry.min, ymax: ry.max });
    const listener: MoveListener = (start, end, t0) => this.onMove(printer, start, end, t0);
    printer.toolhead.moveListeners.add(listener);
    this.attached = { printer, listener };
  }

  private detach(): void {
    if (!this.attached) return;
    this.attached.printer.toolhead.moveListeners.delete(this.attached.listener);
    // What was laid stays on the bed; the moves still queued by a Klipper that went away never happen.
    this.trace.settle(this.attached.printer.clock.now(), false);
    this.trace.dropPending();
    this.attached = null;
  }

  private onMove(printer: Printer, start: Coord, end: Coord, t0: number): void {
    const { spot, started } = printSpot(this.print, printer.job);
    this.print = spot;
    if (started) this.newPrint(printer);
    const extrudes =
      end[3] - start[3] > 1e-6 && Math.abs(end[0] - start[0]) + Math.abs(end[1] - start[1]) > 1e-6;
    this.trace.noteMove(
      t0,
      extrudes
        ? {
            x0: start[0],
            y0: start[1],
            x1: end[0],
            y1: end[1],
            z: end[2],
            ink: extruderIndex(printer.toolhead.extruderName),
          }
        : null,
    );
  }

  /** A print starts: an empty bed, and the file's filament colours once its metadata is read. */
  private newPrint(printer: Printer): void {
    this.trace.clear();
    this.trace.palette = [DEFAULT_INK];
    const filename = printer.job.filename;
    const files = this.app.files;
    if (!files || !filename) return;
    void files
      .metadata(filename)
      .then((meta) => {
        const colours = (meta?.filament_colors ?? [])
          .map((c) => parseColour(c))
          .filter((c) => c !== null);
        if (colours.length > 0 && printer.job.filename === filename) this.trace.palette = colours;
      })
      .catch(() => undefined);
  }
}
