// configfile: SAVE_CONFIG and the pending autosave values (configfile.save_config_pending and
// save_config_pending_items). Klipper has it on every printer; [printer] is in every config.

import { CommandError } from '../gcode/parser';
import type { Printer } from '../printer';
import { AutoSave, configPathOf } from '../save_config';
import type { KlipperModule } from './types';

const AUTOSAVES = new WeakMap<Printer, AutoSave>();

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
              warnings: [],
            };
          },
        ],
      ],
    };
  },
};

export default configfile;
