// 'Ask which spool to use when a print starts' (Settings › Spoolman): with the setting on and
// Spoolman connected, Print first lists the spools; the one chosen becomes the active spool
// before the spool check runs and the print starts. Off, or with Spoolman away, nothing is asked.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PrintChecksProvider } from '../../../components/print-checks';
import { usePrintStart } from '../../../components/print-start/use-print-start';
import { serverStore } from '../../../state/server';
import { DEFAULT_UI_SETTINGS, useSettings } from '../../../state/settings';
import { framesOf } from '../../../test/printer-scope';
import { ask } from '../check-print';
import printCheck from '../print-check';
import { openSpoolmanPrinter, type SpoolmanPrinter } from './spoolman-printer';

/** The dialogs are lazy chunks: on a busy two-core machine their first load takes seconds. */
const LAZY = { timeout: 10_000 };

const METADATA = { filename: 'big.gcode', filament_weight_total: 120, filament_type: 'PLA' };

function PrintButton() {
  const { start, dialogs } = usePrintStart();
  return (
    <>
      <button onClick={() => start('big.gcode')}>Print big.gcode</button>
      {dialogs}
    </>
  );
}

const setAsk = (on: boolean) =>
  useSettings.setState({ spoolman: { ...DEFAULT_UI_SETTINGS.spoolman, askSpoolOnStart: on } });

describe('asking which spool when a print starts', () => {
  let p: SpoolmanPrinter | undefined;
  afterEach(() => {
    p?.close();
    setAsk(false);
  });

  async function open(active: number | null, connected = true): Promise<SpoolmanPrinter> {
    p = await openSpoolmanPrinter({
      active,
      connected,
      setup: (printer) => {
        printer.rpc.set('server.files.metadata', () => METADATA);
        printer.rpc.set('printer.print.start', () => 'ok');
      },
    });
    return p;
  }

  it.each<[string, boolean, boolean, boolean, boolean]>([
    ['the setting on and Spoolman connected', true, true, true, true],
    ['the setting off', false, true, true, false],
    ['Spoolman away', true, false, true, false],
    ['no spoolman component', true, true, false, false],
  ])('%s', async (_name, on, connected, component, asks) => {
    const printer = await open(1, connected);
    setAsk(on);
    if (!component) printer.scope.get(serverStore).setState({ components: ['history'] });
    const step = await ask(printer.scope);
    expect(step?.id ?? null).toBe(asks ? 'spoolman.ask' : null);
  });

  it('is the spool check’s step', async () => {
    expect((await printCheck.load()).ask).toBe(ask);
  });

  it('sets the chosen spool active, then checks it and starts the print', async () => {
    const printer = await open(1);
    setAsk(true);
    printer.render(
      <PrintChecksProvider value={[printCheck]}>
        <PrintButton />
      </PrintChecksProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Print big.gcode' }));
    const dialog = await screen.findByRole('dialog', { name: 'Which spool for big.gcode?' }, LAZY);
    const list = await within(dialog).findByRole('list', { name: 'Spools' });
    // The archived spool is not offered; the active one is marked.
    expect(within(list).getAllByRole('button')).toHaveLength(3);
    expect(within(list).getByRole('button', { name: /Galaxy Black/ })).toHaveTextContent('Active');
    await userEvent.click(within(list).getByRole('button', { name: /PolyLite Signal Red/ }));
    await waitFor(() =>
      expect(printer.sent('printer.print.start')).toEqual([{ filename: 'big.gcode' }]),
    );
    // The spool was set before the print started.
    expect(
      framesOf(printer.printer, 'server.spoolman.post_spool_id', 'printer.print.start').map(
        (f) => f.method,
      ),
    ).toEqual(['server.spoolman.post_spool_id', 'printer.print.start']);
    expect(printer.sent('server.spoolman.post_spool_id')).toEqual([{ spool_id: 2 }]);
  });

  it('checks the spool chosen: a spool too short for the file asks Print anyway', async () => {
    const printer = await open(1);
    setAsk(true);
    printer.render(
      <PrintChecksProvider value={[printCheck]}>
        <PrintButton />
      </PrintChecksProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Print big.gcode' }));
    const dialog = await screen.findByRole('dialog', { name: 'Which spool for big.gcode?' }, LAZY);
    await userEvent.click(await within(dialog).findByRole('button', { name: /Jet Black/ }));
    const warning = await screen.findByRole('dialog', { name: 'Print big.gcode anyway?' }, LAZY);
    expect(warning).toHaveTextContent('the spool #3 (Jet Black) has 31.80 g left');
    expect(printer.sent('printer.print.start')).toEqual([]);
  });

  it('starts nothing and changes no spool when the question is cancelled', async () => {
    const printer = await open(1);
    setAsk(true);
    printer.render(
      <PrintChecksProvider value={[printCheck]}>
        <PrintButton />
      </PrintChecksProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Print big.gcode' }));
    const dialog = await screen.findByRole('dialog', { name: 'Which spool for big.gcode?' }, LAZY);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(printer.sent('server.spoolman.post_spool_id')).toEqual([]);
    expect(printer.sent('printer.print.start')).toEqual([]);
  });

  it('starts the print without asking when the setting is off', async () => {
    const printer = await open(1);
    printer.render(
      <PrintChecksProvider value={[printCheck]}>
        <PrintButton />
      </PrintChecksProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Print big.gcode' }));
    await waitFor(() =>
      expect(printer.sent('printer.print.start')).toEqual([{ filename: 'big.gcode' }]),
    );
    expect(printer.sent('server.spoolman.post_spool_id')).toEqual([]);
  });
});
