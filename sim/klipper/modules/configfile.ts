// configfile: SAVE_CONFIG and the pending autosave values (configfile.save_config_pending and
// save_config_pending_items), and Klipper's configuration warnings (configfile.warnings: deprecated
// options and values, runtime warnings), collected anew at each restart. Klipper has it on every
// printer; [printer] is in every config.

import { CommandError } from '../gcode/parser';
import type { Printer } from '../printer';
import { AutoSave, configPathOf } from '../save_config';
import type { KlipperModule } from './types';
import { ConfigWarnings, applyDeprecations } from './config_warnings';

const AUTOSAVES = new WeakMap<Printer, AutoSave>();
const WARNINGS = new WeakMap<Printer, ConfigWarnings>();

/** The printer's configuration warnings; modules call `.deprecate(…)` like config.deprecate. */
export function configWarningsOf(p: Printer): ConfigWarnings {
  let w = WARNINGS.get(p);
  if (!w) {
    w = new ConfigWarnings();
    WARNINGS.set(p, w);
  }
  return w;
}

/** The printer's autosave state; modules call `.set(section, option, value)` like configfile.set. */
export function autosaveOf(p: Printer): AutoSave {
  let a = AUTOSAVES.get(p);
  if (!a) {
    a = new AutoSave(p.config.raw);
    AUTOSAVES.set(p, a);
  }
  return a;
}

const configfile: KlipperModule = {
  sections: ['printer'],
  setup(p) {
    const autosave = autosaveOf(p);
    const warnings = configWarningsOf(p);
    applyDeprecations(p.config.raw, warnings);
    p.gcode.register(
      'SAVE_CONFIG',
      async () => {
        if (autosave.isEmpty()) return;
        const path = configPathOf(p);
        if (!path) throw new CommandError('Unable to read existing config on SAVE_CONFIG');
        // Klipper lets the queued moves finish before it restarts.
        await p.toolhead.waitMoves();
        autosave.write(path);
        p.host.requestRestart('restart');
      },
      { help: 'Overwrite config file and restart' },
    );
    let config: Record<string, Record<string, string>> | null = null;
    return {
      objects: [
        [
          'configfile',
          () => {
            config ??= p.config.rawObject();
            return {
              config,
              settings: p.config.settings,
              save_config_pending: autosave.pending,
              save_config_pending_items: autosave.pendingItems,
              warnings: warnings.list,
            };
          },
        ],
      ],
    };
  },
};

export default configfile;
