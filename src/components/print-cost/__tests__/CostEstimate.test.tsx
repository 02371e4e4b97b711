// The estimated cost of a print in words, over a pretend printer whose Moonraker has the spoolman
// component: the file's filament weight at the active spool's price (else its filament's), and for
// each missing piece the reason instead of 0. The active spool is read again when Moonraker
// announces another one, and the currency is Spoolman's while the user has set none.
import { screen } from '@testing-library/react';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SpoolmanSpool } from '../../../../protocol/spoolman';
import { DEFAULT_UI_SETTINGS, useSettings } from '../../../state/settings';
import {
  notifyFrom,
  openTestPrinter,
  serveServerInfo,
  type TestPrinter,
} from '../../../test/printer-scope';
import CostEstimateText from '../CostEstimate';

const spool = (
  id: number,
  material: string | undefined,
  prices: { spool?: number; filament?: number },
): SpoolmanSpool => ({
  id,
  registered: '2026-01-01T00:00:00Z',
  filament: {
    id,
    registered: '2026-01-01T00:00:00Z',
    density: 1.24,
    diameter: 1.75,
    weight: 1000,
    extra: {},
    ...(material ? { material } : {}),
    ...(prices.filament === undefined ? {} : { price: prices.filament }),
  },
  ...(prices.spool === undefined ? {} : { price: prices.spool }),
  initial_weight: 1000,
  used_weight: 0,
  used_length: 0,
  archived: false,
  extra: {},
});

/** 2: 20 for 1000 g of PLA; 3: only its filament has a price (30 for 1000 g); 4: no price at all. */
const SPOOLS = [
  spool(2, 'PLA', { spool: 20 }),
  spool(3, 'PETG', { filament: 30 }),
  spool(4, 'ABS', {}),
  spool(5, undefined, { spool: 10 }),
];

describe('the estimated cost of a print', () => {
  let open: TestPrinter | undefined;
  let active: number | null;
  let spoolman: 'up' | 'down';
  let currency: string;

  async function show(weight: number | undefined): Promise<TestPrinter> {
    open = await openTestPrinter({
      setup: (printer) => {
        serveServerInfo(printer, { components: ['spoolman'] });
        printer.rpc.set('server.spoolman.get_spool_id', () => ({ spool_id: active }));
        printer.rpc.set('server.spoolman.proxy', (params) => {
          const { path } = params as { path: string };
          if (spoolman === 'down')
            return {
              response: null,
              error: { status_code: 503, message: 'Spoolman server not available' },
            };
          if (path === '/v1/setting/currency')
            return {
              response: { value: JSON.stringify(currency), is_set: true, type: 'string' },
              error: null,
            };
          const found = SPOOLS.find((s) => path === `/v1/spool/${s.id}`);
          return found
            ? { response: found, error: null }
            : { response: null, error: { status_code: 404, message: 'No spool' } };
        });
      },
    });
    open.render(<CostEstimateText weight={weight} />);
    return open;
  }

  beforeEach(() => {
    active = 2;
    spoolman = 'up';
    currency = 'EUR';
    useSettings.setState({ cost: { pricePerKwh: -1, currency: 'EUR' } });
  });
  afterEach(() => {
    open?.close();
    open = undefined;
    useSettings.setState({ cost: { ...DEFAULT_UI_SETTINGS.cost } });
  });

  it.each([
    ['the spool’s price', 2, 12.3, '€0.25 (12.30 g of PLA from spool #2)'],
    ['the filament’s price', 3, 50, '€1.50 (50.00 g of PETG from spool #3)'],
    ['a filament without a material', 5, 100, '€1.00 (100.00 g from spool #5)'],
    ['no active spool', null, 12.3, 'Unknown: no active spool'],
    ['no price anywhere', 4, 12.3, 'Unknown: spool #4 and its filament have no price'],
    ['no weight in the file', 2, undefined, 'Unknown: the file gives no filament weight'],
    ['a spool Spoolman no longer has', 9, 12.3, 'Unknown: no active spool'],
  ])('%s', async (_case, id, weight, text) => {
    active = id;
    await show(weight);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('says Spoolman is unreachable instead of a price', async () => {
    spoolman = 'down';
    await show(12.3);
    expect(await screen.findByText('Unknown: Spoolman unreachable')).toBeInTheDocument();
  });

  it('follows another active spool announced by Moonraker', async () => {
    const p = await show(10);
    expect(await screen.findByText('€0.20 (10.00 g of PLA from spool #2)')).toBeInTheDocument();
    active = 3;
    act(() => notifyFrom(p.printer, 'notify_active_spool_set', [{ spool_id: 3 }]));
    expect(await screen.findByText('€0.30 (10.00 g of PETG from spool #3)')).toBeInTheDocument();
  });

  it('is written in Spoolman’s currency while the user has set none', async () => {
    useSettings.setState({ cost: { pricePerKwh: -1, currency: '' } });
    currency = 'SEK';
    const p = await show(10);
    expect(await screen.findByText('SEK 0.20 (10.00 g of PLA from spool #2)')).toBeInTheDocument();
    expect(p.sent('server.spoolman.proxy').map((q) => q.path)).toContain('/v1/setting/currency');
  });
});
