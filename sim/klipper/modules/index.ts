// The Klipper modules the virtual printer knows beyond the core ones built in printer.ts. Each
// entry is loaded when printer.cfg has a section it claims (see types.ts).
import type { Printer } from '../printer';
import type { ConfigSection } from '../settings';
import type { KlipperModule, ModuleInstance } from './types';
import fanGeneric from './fan_generic';
import filamentSensors from './filament_sensors';
import firmwareRetraction from './firmware_retraction';
import led from './led';
import outputPin from './output_pin';
import saveVariables from './save_variables';
import pidCalibrate from './pid_calibrate';
import configfile from './configfile';
import manualProbe from './manual_probe';
import probe from './probe';
import bedScrews from './bed_screws';
import screwsTiltAdjust from './screws_tilt_adjust';
import zTilt from './z_tilt';
import quadGantryLevel from './quad_gantry_level';
import bedMesh from './bed_mesh';
import delayedGcode from './delayed_gcode';

export const KLIPPER_MODULES: KlipperModule[] = [
  outputPin,
  led,
  fanGeneric,
  filamentSensors,
  saveVariables,
  firmwareRetraction,
  pidCalibrate,
  configfile,
  manualProbe,
  probe,
  bedScrews,
  screwsTiltAdjust,
  zTilt,
  quadGantryLevel,
  bedMesh,
  delayedGcode,
];

function matches(module: KlipperModule, name: string): boolean {
  return module.sections.some((s) => (s.endsWith(' ') ? name.startsWith(s) : name === s));
}

/** Sets up every module that has sections in the config; returns their instances. */
export function setupModules(p: Printer, modules = KLIPPER_MODULES): ModuleInstance[] {
  const out: ModuleInstance[] = [];
  const names = [...p.config.raw.keys()];
  for (const module of modules) {
    const sections: ConfigSection[] = names
      .filter((name) => matches(module, name))
      .map((name) => p.config.section(name));
    if (sections.length === 0) continue;
    const instance = module.setup(p, sections);
    if (instance) out.push(instance);
  }
  return out;
}
