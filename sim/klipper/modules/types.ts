// A Klipper module of the virtual printer, the way Klipper loads `klippy/extras/<name>.py` for a
// config section: it reads its sections' options, registers its G-code commands and contributes
// status objects. Adding a module is a file in this folder plus one line in ./index.ts; printer.ts
// and objects.ts stay as they are.
import type { Printer } from '../printer';
import type { StatusFn } from '../objects';
import type { ConfigSection } from '../settings';

export interface ModuleInstance {
  /** Status objects in the order printer.objects.list shows them (name → status of eventtime). */
  objects?: [name: string, status: StatusFn][];
  /** Advance the module's physics by `dt` simulated seconds (called every tick). */
  step?(dt: number, now: number): void;
  /** Klipper shut down (M112, an error): outputs to their shutdown values. */
  onShutdown?(): void;
}

export interface KlipperModule {
  /**
   * The config sections the module loads: an exact name ('firmware_retraction') matches that
   * section; a name ending in a space ('output_pin ') matches every section with that prefix.
   */
  sections: string[];
  /**
   * Called once per printer with every matching section, in config order (never with none).
   * Reads the options (so unknown ones are reported), registers commands on `p.gcode`.
   */
  setup(p: Printer, sections: ConfigSection[]): ModuleInstance | void;
}
