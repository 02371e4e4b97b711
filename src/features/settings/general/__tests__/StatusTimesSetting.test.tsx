// Settings › General's time options as a user drives them: the time-left method and the status
// card's time rows, each change written to the printer's database by its path at once.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_UI_SETTINGS, useSettings } from '../../../../state/settings';
import { openTestPrinter, type TestPrinter } from '../../../../test/printer-scope';
import GeneralSection from '../GeneralSection';

describe('Settings › General: times', () => {
  let printer: TestPrinter;

  /** The last value written to the database at `path`. */
  const last = (path: string) =>
    printer
      .sent('server.database.post_item')
      .filter(({ key }) => key === path)
      .at(-1)?.value;

  beforeEach(async () => {
    printer = await openTestPrinter({ active: true });
    useSettings.setState(structuredClone(DEFAULT_UI_SETTINGS));
  });

  afterEach(() => {
    printer.close();
    useSettings.setState(structuredClone(DEFAULT_UI_SETTINGS));
  });

  describe('time left', () => {
    it('offers the four methods, file progress first, and saves the choice', async () => {
      const user = userEvent.setup();
      render(<GeneralSection />);
      const method = screen.getByRole('combobox', { name: 'Remaining time from' });
      expect(method).toHaveTextContent('File progress');
      await user.click(method);
      const options = within(screen.getByRole('listbox')).getAllByRole('option');
      expect(options.map((option) => option.textContent)).toEqual([
        'File progress',
        'Filament used',
        'Slicer estimate',
        'Average of the available methods',
      ]);
      await user.click(options[1]!);
      expect(last('uiSettings.general.timeLeftMethod')).toBe('filament');
      expect(useSettings.getState().general.timeLeftMethod).toBe('filament');
      expect(method).toHaveTextContent('Filament used');
    });

    it('shows a method the database holds', () => {
      useSettings.setState({
        general: { ...DEFAULT_UI_SETTINGS.general, timeLeftMethod: 'average' },
      });
      render(<GeneralSection />);
      expect(screen.getByRole('combobox', { name: 'Remaining time from' })).toHaveTextContent(
        'Average of the available methods',
      );
    });
  });

  describe('the status card rows', () => {
    it('has a checkbox a row, all checked, and saves what is unchecked and checked again', async () => {
      const user = userEvent.setup();
      render(<GeneralSection />);
      const group = screen.getByRole('group', { name: 'Times on the status card' });
      const boxes = within(group).getAllByRole('checkbox');
      expect(boxes.map((box) => box.closest('label')?.textContent)).toEqual([
        'Remaining',
        'Finish time',
        'Actual time',
        'Total duration',
        'Slicer estimate',
      ]);
      for (const box of boxes) expect(box).toBeChecked();

      await user.click(within(group).getByRole('checkbox', { name: 'Finish time' }));
      expect(last('uiSettings.general.statusTimeRows')).toEqual([
        'remaining',
        'actual',
        'total',
        'slicer',
      ]);
      await user.click(within(group).getByRole('checkbox', { name: 'Remaining' }));
      expect(last('uiSettings.general.statusTimeRows')).toEqual(['actual', 'total', 'slicer']);
      expect(within(group).getByRole('checkbox', { name: 'Remaining' })).not.toBeChecked();

      // Checked again, it takes its place in the card's order.
      await user.click(within(group).getByRole('checkbox', { name: 'Finish time' }));
      expect(last('uiSettings.general.statusTimeRows')).toEqual([
        'finish',
        'actual',
        'total',
        'slicer',
      ]);
    });
  });
});
