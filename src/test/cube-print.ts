// A pretend printer's print of cube.gcode for the time-left tests: a quarter through the file by
// its progress, half through its filament (1234.5 of 2469 mm), 600 s printed of the slicer's
// 3000 s and 1500 s since it started, so that each method tells a different time left: 30, 10 and
// 40 minutes by file, filament and slicer.
import type { PrinterStatus, PrintStatsState } from '../../protocol/objects';
import type { TestPrinterOptions } from './printer-scope';

export interface CubePrintOptions {
  /** Whether the file's metadata has the slicer's time and filament (default true). */
  estimates?: boolean;
  /** More of Klipper's status. */
  status?: PrinterStatus;
  /** More answers before the socket opens. */
  setup?: TestPrinterOptions['setup'];
}

export function cubePrint(state: PrintStatsState, opts: CubePrintOptions = {}): TestPrinterOptions {
  const file = { filename: 'cube.gcode', size: 1000, modified: 1 };
  const metadata =
    opts.estimates === false ? file : { ...file, estimated_time: 3000, filament_total: 2469 };
  return {
    status: {
      print_stats: {
        state,
        filename: 'cube.gcode',
        print_duration: 600,
        total_duration: 1500,
        filament_used: 1234.5,
      },
      virtual_sdcard: { progress: 0.25 },
      ...opts.status,
    },
    setup: (printer) => {
      printer.rpc.set('server.files.metadata', () => metadata);
      opts.setup?.(printer);
    },
  };
}
