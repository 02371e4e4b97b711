// virtual_sdcard's Marlin-style commands, as Klipper answers them: M20 lists the gcodes folder's
// own files, M21 says the card is fine, M23 selects a file, M24 starts or resumes it, M25 pauses,
// M26 sets the byte to go on from, M27 reports the position; M28, M29 and M30 (writing) are refused.
import { CommandError } from '../gcode/parser';
import type { Printer } from '../printer';
import type { VirtualSdcard } from './sdcard';

export function registerSdCommands(p: Printer, sd: VirtualSdcard): void {
  const g = p.gcode;
  g.register('M20', (cmd) => {
    const files = sd.topLevelFiles();
    cmd.respondRaw('Begin file list');
    for (const f of files) cmd.respondRaw(`${f.name} ${f.size}`);
    cmd.respondRaw('End file list');
  });
  g.register('M21', (cmd) => cmd.respondRaw('SD card ok'));
  g.register('M23', async (cmd) => {
    if (sd.busy) throw new CommandError('SD busy');
    await sd.loadFile(cmd.rawParams.trim(), false);
  });
  g.register('M24', () => {
    if (sd.busy) throw new CommandError('SD busy');
    sd.doResume();
  });
  g.register('M25', () => sd.doPause());
  g.register('M26', async (cmd) => {
    if (sd.busy) throw new CommandError('SD busy');
    await sd.seek(cmd.int('S', undefined, { minval: 0 }));
  });
  g.register('M27', (cmd) => {
    const job = p.job;
    if (!sd.hasFile) cmd.respondRaw('Not SD printing.');
    else cmd.respondRaw(`SD printing byte ${job.filePosition}/${job.fileSize}`);
  });
  for (const name of ['M28', 'M29', 'M30'])
    g.register(name, () => {
      throw new CommandError('SD write not supported');
    });
}
