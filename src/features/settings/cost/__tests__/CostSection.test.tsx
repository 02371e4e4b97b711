// Settings › Print cost as a user drives it: a price per kWh of 0 or more is written to the printer's
// database at once, a negative one or text shows why and is not written, an emptied field stores
// 'no price' (-1); the currency is written trimmed, and while none is set the field names Spoolman's.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_UI_SETTINGS, useSettings } from '../../../../state/settings';
import { openTestPrinter, serveServerInfo, type TestPrinter } from '../../../../test/printer-scope';
import CostSection from '../CostSection';

describe('Print cost settings', () => {
  let printer: TestPrinter;
  const writes = () =>
    printer
      .sent('server.database.post_item')
      .map(({ key, value }) => [key, value] as [string, unknown]);

  beforeEach(async () => {
    printer = await openTestPrinter({ active: true });
    useSettings.setState(structuredClone(DEFAULT_UI_SETTINGS));
  });
  afterEach(() => printer.close());

  it('starts empty: no price is set until the user types one', () => {
    render(<CostSection />);
    expect(screen.getByRole('textbox', { name: 'Price per kWh' })).toHaveValue('');
  });

  it('saves a price of 0 or more, with a comma as well as a point', () => {
    render(<CostSection />);
    const price = screen.getByRole('textbox', { name: 'Price per kWh' });
    fireEvent.change(price, { target: { value: '0,32' } });
    fireEvent.change(price, { target: { value: '0' } });
    expect(writes()).toEqual([
      ['uiSettings.cost.pricePerKwh', 0.32],
      ['uiSettings.cost.pricePerKwh', 0],
    ]);
    expect(useSettings.getState().cost.pricePerKwh).toBe(0);
  });

  it.each([
    ['-0.2', 'Min 0'],
    ['cheap', 'Invalid Number'],
  ])('refuses %j with %j and writes nothing', (text, message) => {
    render(<CostSection />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Price per kWh' }), {
      target: { value: text },
    });
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(writes()).toEqual([]);
  });

  it('an emptied price is stored as none', () => {
    useSettings.setState({ cost: { pricePerKwh: 0.4, currency: '' } });
    render(<CostSection />);
    const price = screen.getByRole('textbox', { name: 'Price per kWh' });
    expect(price).toHaveValue('0.4');
    fireEvent.change(price, { target: { value: '' } });
    expect(writes()).toEqual([['uiSettings.cost.pricePerKwh', -1]]);
  });

  it('saves the currency trimmed', () => {
    render(<CostSection />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Currency' }), {
      target: { value: ' EUR ' },
    });
    expect(writes()).toEqual([['uiSettings.cost.currency', 'EUR']]);
  });

  it("names Spoolman's currency while none is set here, and the user's own once typed", async () => {
    printer.close();
    printer = await openTestPrinter({
      active: true,
      setup: (fake) => {
        serveServerInfo(fake, { components: ['spoolman'] });
        fake.rpc.set('server.spoolman.proxy', () => ({
          response: { value: '"SEK"', is_set: true, type: 'string' },
          error: null,
        }));
      },
    });
    render(<CostSection />);
    expect(await screen.findByText('From Spoolman: SEK')).toBeInTheDocument();
    expect(printer.sent('server.spoolman.proxy')).toEqual([
      { request_method: 'GET', path: '/v1/setting/currency', use_v2_response: true },
    ]);
    fireEvent.change(screen.getByRole('textbox', { name: 'Currency' }), {
      target: { value: 'USD' },
    });
    await waitFor(() => expect(screen.queryByText('From Spoolman: SEK')).not.toBeInTheDocument());
    expect(writes()).toEqual([['uiSettings.cost.currency', 'USD']]);
  });
});
