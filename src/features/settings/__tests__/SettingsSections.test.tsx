// The General, Toolhead, Editor, G-code preview and Theme sections as a user drives them: each
// valid change is written by its path at once, an invalid one shows the spec's message and is not
// written, lists come back sorted, and the colour picker waits 500 ms before saving.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_UI_SETTINGS, useSettings } from '../../../state/settings';
import { openTestPrinter, type TestPrinter } from '../../../test/printer-scope';
import { SwitchSetting } from '../components/SwitchSetting';
import { TextSetting } from '../components/TextSetting';
import EditorSection from '../editor/EditorSection';
import GcodePreviewSection from '../gcode-preview/GcodePreviewSection';
import GeneralSection from '../general/GeneralSection';
import ThemeSection from '../theme/ThemeSection';
import ToolheadSection from '../toolhead/ToolheadSection';

describe('Settings sections', () => {
  let printer: TestPrinter;

  /** The settings written to the chosen printer's database, in order: [path, value]. */
  const writes = () =>
    printer
      .sent('server.database.post_item')
      .map(({ key, value }) => [key, value] as [string, unknown]);

  const last = (path: string) =>
    writes()
      .filter(([p]) => p === path)
      .at(-1)?.[1];

  beforeEach(async () => {
    // The settings are the chosen printer's: its database gets every change.
    printer = await openTestPrinter({ active: true });
    useSettings.setState(structuredClone(DEFAULT_UI_SETTINGS));
  });

  afterEach(() => printer.close());

  describe('General', () => {
    it('saves the printer name as typed and refuses an empty one', async () => {
      const user = userEvent.setup();
      render(<GeneralSection />);
      const name = screen.getByRole('textbox', { name: 'Printer name' });
      await user.type(name, 'Voron');
      expect(last('uiSettings.general.instanceName')).toBe('Voron');
      await user.clear(name);
      expect(screen.getByText('Required')).toBeInTheDocument();
      expect(last('uiSettings.general.instanceName')).toBe('Voron');
      expect(useSettings.getState().general.instanceName).toBe('Voron');
    });

    it('saves a switch by its path', async () => {
      const user = userEvent.setup();
      render(<GeneralSection />);
      await user.click(screen.getByRole('switch', { name: 'Confirm emergency stop' }));
      expect(writes()).toEqual([['uiSettings.general.confirmOnEstop', true]]);
    });

    it('offers the spec date formats and saves the choice', async () => {
      const user = userEvent.setup();
      render(<GeneralSection />);
      await user.click(screen.getByRole('combobox', { name: 'Date format' }));
      const options = within(screen.getByRole('listbox')).getAllByRole('option');
      expect(options).toHaveLength(2);
      // Each reads as today would, with the year: 'Nov. 23, 2026', '23 Nov. 2026'.
      const year = String(new Date().getFullYear());
      expect(options[0]).toHaveTextContent(new RegExp(`^[A-Z][a-z]{2}\\.? \\d{2}, ${year}$`));
      expect(options[1]).toHaveTextContent(new RegExp(`^\\d{2} [A-Z][a-z]{2}\\.? ${year}$`));
      await user.click(options[1]!);
      expect(last('uiSettings.general.dateFormat')).toBe('DD MMM.');
    });
  });

  describe('Toolhead', () => {
    it('shows Min 1 for a speed under 1 and does not save it', () => {
      render(<ToolheadSection />);
      const z = screen.getByRole('textbox', { name: 'Z speed (mm/s)' });
      fireEvent.change(z, { target: { value: '0' } });
      expect(screen.getByText('Min 1')).toBeInTheDocument();
      expect(writes()).toEqual([]);
      fireEvent.change(z, { target: { value: '25' } });
      expect(writes()).toEqual([['uiSettings.general.defaultToolheadZSpeed', 25]]);
    });

    it('saves move distances sorted and once each, and shows them so once the field is left', () => {
      render(<ToolheadSection />);
      const moves = screen.getByRole('textbox', { name: 'Move distances (mm)' });
      fireEvent.focus(moves);
      fireEvent.change(moves, { target: { value: '50, 5, 5, 0.5' } });
      expect(last('uiSettings.general.toolheadMoveDistances')).toEqual([0.5, 5, 50]);
      fireEvent.blur(moves);
      expect(moves).toHaveValue('0.5, 5, 50');
    });

    it('refuses more than 4 Z adjust distances', () => {
      render(<ToolheadSection />);
      const z = screen.getByRole('textbox', { name: 'Z adjust distances (mm)' });
      fireEvent.change(z, { target: { value: '1 2 3 4 5' } });
      expect(screen.getByText('Max 4')).toBeInTheDocument();
      expect(writes()).toEqual([]);
    });
  });

  describe('Editor', () => {
    it('normalises the auto-edit extensions', () => {
      render(<EditorSection />);
      const field = screen.getByRole('textbox', { name: 'Open in the editor at once' });
      fireEvent.change(field, { target: { value: 'TXT cfg .cfg' } });
      expect(last('uiSettings.editor.autoEditExtensions')).toEqual(['.cfg', '.txt']);
    });
  });

  describe('G-code preview', () => {
    it('refuses 0 with "Must be greater than 0"', () => {
      render(<GcodePreviewSection />);
      const field = screen.getByRole('textbox', { name: 'Move line width (mm)' });
      fireEvent.change(field, { target: { value: '0' } });
      expect(screen.getByText('Must be greater than 0')).toBeInTheDocument();
      expect(writes()).toEqual([]);
      fireEvent.change(field, { target: { value: '0.2' } });
      expect(writes()).toEqual([['uiSettings.gcodePreview.moveLineWidth', 0.2]]);
    });
  });

  describe('Theme', () => {
    afterEach(() => vi.useRealTimers());

    it('saves a typed colour, and the picked one only after 500 ms of quiet', () => {
      vi.useFakeTimers();
      render(<ThemeSection />);
      fireEvent.change(screen.getByRole('textbox', { name: 'Primary colour' }), {
        target: { value: '#abc' },
      });
      expect(writes()).toEqual([['uiSettings.theme.primaryColor', '#aabbcc']]);
      const hue = screen.getByRole('slider', { name: 'Hue' });
      fireEvent.keyDown(hue, { key: 'ArrowLeft', keyCode: 37, which: 37 });
      fireEvent.keyDown(hue, { key: 'ArrowLeft', keyCode: 37, which: 37 });
      act(() => vi.advanceTimersByTime(499));
      expect(writes()).toHaveLength(1);
      act(() => vi.advanceTimersByTime(1));
      expect(writes()).toHaveLength(2);
      expect(writes()[1]![0]).toBe('uiSettings.theme.primaryColor');
    });

    it('resets the colour to the default', () => {
      useSettings.setState({ theme: { isDark: true, primaryColor: '#ff0000', logo: '' } });
      render(<ThemeSection />);
      fireEvent.click(screen.getByRole('button', { name: 'Reset the primary colour' }));
      expect(writes()).toEqual([['uiSettings.theme.primaryColor', '#2196F3']]);
    });
  });

  describe('a setting the server manages', () => {
    it('is disabled and says so', () => {
      render(
        <>
          <SwitchSetting label="Flip" checked={false} onChange={() => undefined} managed />
          <TextSetting
            label="Width"
            value={1}
            check={(text) => ({ ok: true, value: Number(text) })}
            format={String}
            onSave={() => undefined}
            managed
          />
        </>,
      );
      expect(screen.getByRole('switch', { name: 'Flip' })).toBeDisabled();
      expect(screen.getByRole('textbox', { name: 'Width' })).toBeDisabled();
      expect(screen.getAllByText('Managed by the server')).toHaveLength(2);
    });
  });
});
