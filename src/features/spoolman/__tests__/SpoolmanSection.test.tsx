// Settings › Spoolman: 'Ask which spool to use when a print starts' is off at first, and turning it
// on or off writes it to the printer's database with the other interface settings; a stored value
// comes back on the next read.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_UI_SETTINGS, mergeSettings, useSettings } from '../../../state/settings';
import { openTestPrinter, type TestPrinter } from '../../../test/printer-scope';
import SpoolmanSection from '../settings/SpoolmanSection';
import section from '../section';

describe('Spoolman settings', () => {
  let printer: TestPrinter;
  const writes = () =>
    printer
      .sent('server.database.post_item')
      .map(({ key, value }) => [key, value] as [string, unknown]);

  beforeEach(async () => {
    printer = await openTestPrinter({ active: true });
    useSettings.setState(structuredClone(DEFAULT_UI_SETTINGS));
  });
  afterEach(() => {
    printer.close();
    useSettings.setState(structuredClone(DEFAULT_UI_SETTINGS));
  });

  it('is shown only where Moonraker has the spoolman component', () => {
    expect(section.condition?.({ components: ['history'] })).toBe(false);
    expect(section.condition?.({ components: ['history', 'spoolman'] })).toBe(true);
  });

  it('asks nothing until turned on, and writes each change to the database', async () => {
    render(<SpoolmanSection />);
    const ask = screen.getByRole('switch', { name: 'Ask which spool to use when a print starts' });
    expect(ask).not.toBeChecked();
    await userEvent.click(ask);
    expect(ask).toBeChecked();
    expect(useSettings.getState().spoolman.askSpoolOnStart).toBe(true);
    await userEvent.click(ask);
    await waitFor(() =>
      expect(writes()).toEqual([
        ['uiSettings.spoolman.askSpoolOnStart', true],
        ['uiSettings.spoolman.askSpoolOnStart', false],
      ]),
    );
  });

  it.each<[unknown, boolean]>([
    [{ spoolman: { askSpoolOnStart: true } }, true],
    [{ spoolman: { askSpoolOnStart: 'yes' } }, false],
    [{}, false],
  ])('reads %j from the database as %s', (stored, on) => {
    expect(mergeSettings(stored).spoolman.askSpoolOnStart).toBe(on);
  });
});
