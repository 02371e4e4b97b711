// The history's costs over a pretend printer with Moonraker's spoolman and sensor components: each
// job's cost from the spools its auxiliary data names (priced by Spoolman through the proxy) and its
// energy at the price per kWh; an unknown price says so instead of 0; the week's total adds the
// known costs and says how many prints have none.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { HistoryJob } from '../../../../protocol/history';
import type { SpoolmanSpool } from '../../../../protocol/spoolman';
import { periodStart } from '../../../lib/print-cost';
import { PrinterScopeProvider } from '../../../state/scope/context';
import { DEFAULT_UI_SETTINGS, useSettings } from '../../../state/settings';
import {
  notifyFrom,
  openTestPrinter,
  serveServerInfo,
  type TestPrinter,
} from '../../../test/printer-scope';
import HistoryPage from '../HistoryPage';

const filament = (extra: Partial<SpoolmanSpool['filament']> = {}) => ({
  id: 1,
  registered: '2026-01-01T00:00:00Z',
  density: 1.24,
  diameter: 1.75,
  extra: {},
  ...extra,
});

const spool = (id: number, extra: Partial<SpoolmanSpool>): SpoolmanSpool => ({
  id,
  registered: '2026-01-01T00:00:00Z',
  filament: filament(),
  used_weight: 0,
  used_length: 0,
  archived: false,
  extra: {},
  ...extra,
});

/** Spool 1: 25 for 1000 g; spool 2: no price anywhere. */
const SPOOLS = [spool(1, { price: 25, initial_weight: 1000 }), spool(2, { initial_weight: 1000 })];

/** Noon on this week's Wednesday: the jobs fall in the week the card shows first, in any time zone. */
const WEDNESDAY = (periodStart(Date.now(), 'week') + (2 * 24 + 12) * 3600 * 1000) / 1000;

function job(n: number, spoolId: number, kwh: number): HistoryJob {
  return {
    job_id: n.toString(16).toUpperCase().padStart(6, '0'),
    user: 'x',
    filename: `part-${n}.gcode`,
    status: 'completed',
    start_time: WEDNESDAY + n * 60,
    end_time: WEDNESDAY + n * 60 + 30,
    print_duration: 400,
    total_duration: 500,
    // 10 m of 1.75 mm PLA: 29.8 g.
    filament_used: 10_000,
    metadata: {},
    auxiliary_data: [
      {
        provider: 'spoolman',
        name: 'spool_ids',
        value: [spoolId],
        description: 'Spool IDs used',
        units: null,
      },
      {
        provider: 'sensor power_meter',
        name: 'energy',
        value: kwh,
        description: 'Printer energy',
        units: 'kWh',
      },
    ],
    exists: true,
  };
}

describe('History costs', () => {
  let open: TestPrinter | undefined;
  let spoolman: 'up' | 'down';

  async function renderPage(jobs: HistoryJob[]): Promise<TestPrinter> {
    open = await openTestPrinter({
      setup: (printer) => {
        serveServerInfo(printer, { components: ['history', 'spoolman', 'sensor'] });
        printer.rpc.set('server.history.list', () => ({ count: jobs.length, jobs }));
        printer.rpc.set('server.history.delete_job', (params) => ({
          deleted_jobs: [String((params as { uid: string }).uid)],
        }));
        printer.rpc.set('server.history.totals', () => ({
          job_totals: {
            total_jobs: jobs.length,
            total_time: 0,
            total_print_time: 0,
            total_filament_used: 0,
            longest_job: 0,
            longest_print: 0,
          },
          auxiliary_totals: [],
        }));
        printer.rpc.set('server.spoolman.proxy', () => {
          // With use_v2_response Moonraker answers Spoolman's absence inside the result.
          if (spoolman === 'down')
            return {
              response: null,
              error: { status_code: 503, message: 'Spoolman server not available' },
            };
          return { response: SPOOLS, response_headers: {}, error: null };
        });
      },
    });
    render(
      <PrinterScopeProvider scope={open.scope}>
        <Router hook={memoryLocation().hook}>
          <HistoryPage />
        </Router>
      </PrinterScopeProvider>,
    );
    await screen.findByText('part-1.gcode', {}, { timeout: 5000 });
    return open;
  }

  const costOf = (name: string) => {
    const row = screen.getByRole('rowheader', { name }).closest('tr')!;
    const index = within(screen.getByRole('table', { name: 'Print history' }))
      .getAllByRole('columnheader')
      .findIndex((cell) => cell.textContent === 'Cost');
    return row.querySelectorAll<HTMLElement>('td, th')[index]!;
  };

  beforeEach(() => {
    spoolman = 'up';
    useSettings.setState({ cost: { pricePerKwh: 0.3, currency: 'EUR' } });
  });
  afterEach(() => {
    open?.close();
    useSettings.setState({ cost: { ...DEFAULT_UI_SETTINGS.cost } });
  });

  it('prices the filament from the spool and the energy per kWh', async () => {
    const p = await renderPage([job(1, 1, 0.5), job(2, 2, 0.2)]);
    // 29.8 g at 0.025 a gram, and 0.5 kWh at 0.3.
    expect(await within(costOf('part-1.gcode')).findByText('€0.90')).toBeInTheDocument();
    expect(costOf('part-2.gcode')).toHaveTextContent('Unknown');
    expect(p.sent('server.spoolman.proxy')).toEqual([
      {
        request_method: 'GET',
        path: '/v1/spool',
        query: 'allow_archived=true',
        use_v2_response: true,
      },
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Show details of part-1.gcode' }));
    const one = screen.getByLabelText('Details of part-1.gcode');
    expect(within(one).getByLabelText('Filament cost')).toHaveTextContent('€0.75');
    expect(within(one).getByLabelText('Spools')).toHaveTextContent('#1');
    expect(within(one).getByLabelText('Energy')).toHaveTextContent('0.500 kWh');
    expect(within(one).getByLabelText('Energy cost')).toHaveTextContent('€0.15');

    await userEvent.click(screen.getByRole('button', { name: 'Show details of part-2.gcode' }));
    const two = screen.getByLabelText('Details of part-2.gcode');
    expect(within(two).getByLabelText('Filament cost')).toHaveTextContent('Price unknown');
    expect(within(two).getByLabelText('Energy cost')).toHaveTextContent('€0.06');
    expect(within(two).getByLabelText('Cost')).toHaveTextContent('Unknown');
  });

  it('adds the known costs of a week and says how many are unknown', async () => {
    await renderPage([job(1, 1, 0.5), job(2, 2, 0.2), job(3, 1, 0)]);
    const totals = screen.getByRole('region', { name: 'Cost of prints' });
    // part-1 0.90 and part-3 0.75 (no energy used); part-2 unknown.
    const week = await within(totals).findByText('€1.64');
    expect(week.closest('dd')).toHaveTextContent('Without a known cost: 1 of 3 prints');
    expect(within(totals).getByText(/^Week of/)).toBeInTheDocument();
  });

  it('without a price per kWh the energy cost, and so the cost, is unknown', async () => {
    useSettings.setState({ cost: { pricePerKwh: -1, currency: 'EUR' } });
    await renderPage([job(1, 1, 0.5), job(2, 2, 0.2)]);
    await userEvent.click(screen.getByRole('button', { name: 'Show details of part-1.gcode' }));
    const one = screen.getByLabelText('Details of part-1.gcode');
    expect(await within(one).findByText('€0.75')).toBeInTheDocument();
    expect(within(one).getByLabelText('Energy cost')).toHaveTextContent('Price per kWh not set');
    expect(costOf('part-1.gcode')).toHaveTextContent('Unknown');
    expect(costOf('part-1.gcode')).not.toHaveTextContent('0');
  });

  it('with Spoolman away the filament costs are unknown, not 0', async () => {
    spoolman = 'down';
    const p = await renderPage([job(1, 1, 0.5)]);
    await userEvent.click(screen.getByRole('button', { name: 'Show details of part-1.gcode' }));
    const one = screen.getByLabelText('Details of part-1.gcode');
    expect(p.sent('server.spoolman.proxy')).toHaveLength(1);
    expect(within(one).getByLabelText('Filament cost')).toHaveTextContent(
      'Spool not known: not in Spoolman, or Spoolman unreachable',
    );
    expect(costOf('part-1.gcode')).toHaveTextContent('Unknown');
  });

  it('follows the history: a print that ends adds to its week, a deleted one leaves it', async () => {
    const p = await renderPage([job(1, 1, 0.5)]);
    const totals = screen.getByRole('region', { name: 'Cost of prints' });
    expect(await within(totals).findByText('€0.90')).toBeInTheDocument();
    const periodReads = () => p.sent('server.history.list').filter((q) => 'since' in q);
    expect(periodReads()).toHaveLength(1);

    act(() =>
      notifyFrom(p.printer, 'notify_history_changed', [{ action: 'finished', job: job(3, 1, 0) }]),
    );
    expect(await within(totals).findByText('€1.64')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Delete part-1.gcode' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', {}, { timeout: 5000 })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await within(totals).findByText('€0.75')).toBeInTheDocument();
    // Kept up to date from the history's own list: the weeks were read once.
    await waitFor(() => expect(p.sent('server.history.delete_job')).toHaveLength(1));
    expect(periodReads()).toHaveLength(1);
  });
});
