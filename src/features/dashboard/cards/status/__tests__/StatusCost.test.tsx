// The status card's overview of a loaded file, on a printer whose Moonraker has Spoolman: it says
// what printing the file should cost at the active spool's price, or why that is unknown; a printer
// without Spoolman has no such row, and a running print shows its own rows instead.
import { screen } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PrintStatsState } from '../../../../../../protocol/objects';
import type { SpoolmanSpool } from '../../../../../../protocol/spoolman';
import { DEFAULT_UI_SETTINGS, useSettings } from '../../../../../state/settings';
import { openCardPrinter, type CardPrinter } from '../../../../../test/card-printer';
import { serveServerInfo } from '../../../../../test/printer-scope';
import { StatusCard } from '../StatusCard';

/** Spool 2: 24 for 1000 g of PLA. */
const SPOOL: SpoolmanSpool = {
  id: 2,
  registered: '2026-01-01T00:00:00Z',
  filament: {
    id: 2,
    registered: '2026-01-01T00:00:00Z',
    material: 'PLA',
    density: 1.24,
    diameter: 1.75,
    extra: {},
  },
  price: 24,
  initial_weight: 1000,
  used_weight: 0,
  used_length: 0,
  archived: false,
  extra: {},
};

describe('the estimated cost in the status card', () => {
  let p: CardPrinter | undefined;
  let weight: number | undefined;

  async function show(state: PrintStatsState, components: string[]) {
    p = await openCardPrinter({
      status: { print_stats: { state, filename: 'cube.gcode', filament_used: 0 } },
      setup: (printer) => {
        serveServerInfo(printer, { components });
        printer.rpc.set('server.files.metadata', () => ({
          filename: 'cube.gcode',
          size: 1000,
          modified: 1,
          estimated_time: 600,
          ...(weight === undefined ? {} : { filament_weight_total: weight }),
        }));
        printer.rpc.set('server.spoolman.get_spool_id', () => ({ spool_id: 2 }));
        printer.rpc.set('server.spoolman.proxy', () => ({ response: SPOOL, error: null }));
      },
    });
    p.render(
      <Router hook={memoryLocation().hook}>
        <StatusCard />
      </Router>,
    );
  }

  beforeEach(() => {
    weight = 12.5;
    useSettings.setState({ cost: { pricePerKwh: -1, currency: 'EUR' } });
  });
  afterEach(() => {
    p?.close();
    p = undefined;
    useSettings.setState({ cost: { ...DEFAULT_UI_SETTINGS.cost } });
  });

  it("prices the loaded file's filament at the active spool's price", async () => {
    await show('standby', ['spoolman']);
    expect(await screen.findByText('€0.30 (12.50 g of PLA from spool #2)')).toBeInTheDocument();
    expect(screen.getByLabelText('Estimated cost')).toHaveTextContent('€0.30');
  });

  it('says why when the file gives no filament weight', async () => {
    weight = undefined;
    await show('complete', ['spoolman']);
    expect(
      await screen.findByText('Unknown: the file gives no filament weight'),
    ).toBeInTheDocument();
  });

  it('has no estimate without Spoolman, nor while printing', async () => {
    await show('standby', []);
    expect(await screen.findByLabelText('Slicer estimate')).toBeInTheDocument();
    expect(screen.queryByLabelText('Estimated cost')).toBeNull();
    p!.close();
    await show('printing', ['spoolman']);
    expect(await screen.findByLabelText('Speed')).toBeInTheDocument();
    expect(screen.queryByLabelText('Estimated cost')).toBeNull();
  });
});
