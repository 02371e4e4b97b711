// The spool check before a print, on a printer with the spoolman component: the file's metadata
// against the active spool as Spoolman has it; nothing said without a spool or without Spoolman.
import { afterEach, describe, expect, it } from 'vitest';
import { serverStore } from '../../../state/server';
import checkPrint from '../check-print';
import printCheck from '../print-check';
import { openSpoolmanPrinter, type SpoolmanPrinter } from './spoolman-printer';

const METADATA: Record<string, Record<string, unknown>> = {
  'big.gcode': { filename: 'big.gcode', filament_weight_total: 120, filament_type: 'PLA' },
  'bigpetg.gcode': { filename: 'bigpetg.gcode', filament_weight_total: 120, filament_type: 'PETG' },
  'petg.gcode': { filename: 'petg.gcode', filament_weight_total: 10, filament_type: 'PETG' },
  'plain.gcode': { filename: 'plain.gcode' },
};

describe('the spool check before a print', () => {
  let p: SpoolmanPrinter | undefined;
  afterEach(() => p?.close());

  const open = (opts: Parameters<typeof openSpoolmanPrinter>[0]) =>
    openSpoolmanPrinter({
      ...opts,
      setup: (printer) =>
        printer.rpc.set('server.files.metadata', (params) => {
          const meta = METADATA[String((params as { filename: string }).filename)];
          if (!meta) throw new Error('not found');
          return meta;
        }),
    });

  it('is found by the shell and loads this check', async () => {
    expect(printCheck.id).toBe('spoolman');
    expect((await printCheck.load()).default).toBe(checkPrint);
  });

  it.each<[string, number | null, string, string[]]>([
    [
      'too little filament left on the spool',
      3,
      'bigpetg.gcode',
      ['The file needs 120.00 g of filament; the spool #3 (Jet Black) has 31.80 g left.'],
    ],
    [
      'another material',
      1,
      'petg.gcode',
      ['The file was sliced for PETG; the spool #1 (Galaxy Black) is PLA.'],
    ],
    [
      'both',
      3,
      'big.gcode',
      [
        'The file needs 120.00 g of filament; the spool #3 (Jet Black) has 31.80 g left.',
        'The file was sliced for PLA; the spool #3 (Jet Black) is PETG.',
      ],
    ],
    ['enough of the right material', 1, 'big.gcode', []],
    ['no spool set', null, 'big.gcode', []],
    ['a file that says nothing of its filament', 3, 'plain.gcode', []],
  ])('%s', async (_name, active, file, texts) => {
    p = await open({ active });
    const warnings = await checkPrint(p.scope, file);
    expect(warnings.map((w) => w.text)).toEqual(texts);
  });

  it('says nothing while Spoolman is not connected', async () => {
    p = await open({ active: 3, connected: false });
    expect(await checkPrint(p.scope, 'big.gcode')).toEqual([]);
  });

  it('says nothing on a printer without the spoolman component', async () => {
    p = await open({ active: 3 });
    p.scope.get(serverStore).setState({ components: ['history'] });
    expect(await checkPrint(p.scope, 'big.gcode')).toEqual([]);
    expect(p.sent('server.files.metadata')).toEqual([]);
  });
});
