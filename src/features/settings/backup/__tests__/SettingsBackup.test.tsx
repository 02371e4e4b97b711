// Settings › General's backup as a user meets it: a backup file named after the printer holding
// what the printer keeps; a restore that asks first, listing what it replaces and what it leaves
// out, then shows the restored values at once; a file it cannot restore refused with the reason
// and nothing written; a write refused midway reported with where it stopped.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Preset } from '../../../../lib/presets';
import { useMessages } from '../../../../state/messages';
import { presetsStore } from '../../../../state/presets';
import { useSettings } from '../../../../state/settings';
import { RpcError } from '../../../../state/__tests__/session-harness';
import { openTestPrinter, type TestPrinter } from '../../../../test/printer-scope';
import SettingsBackup from '../SettingsBackup';

const preset = (id: string, name: string, value: number): Preset => ({
  id,
  name,
  values: { extruder: { type: 'heater', active: true, value } },
  gcode: '',
});

const backup = (settings: unknown, extra: Record<string, unknown> = {}) =>
  new File(
    [
      JSON.stringify({
        format: 'printdeck-settings',
        version: 1,
        exported: '2026-11-20T10:00:00.000Z',
        printer: 'Voron',
        settings,
        ...extra,
      }),
    ],
    'printdeck-settings-Voron-2026-11-20.json',
    { type: 'application/json' },
  );

const messages = () => useMessages.getState().queue.map((m) => m.text);

describe('Settings › General › Settings backup', { timeout: 30_000 }, () => {
  let p: TestPrinter;

  beforeEach(async () => {
    p = await openTestPrinter({
      active: true,
      db: {
        printdeck: {
          uiSettings: { general: { instanceName: 'Now' } },
          presets: [preset('abs', 'ABS', 250)],
          macros: { stored: [], categories: [], expanded: [] },
        },
      },
    });
  });
  afterEach(() => p.close());

  const pick = async (file: File) => {
    const user = userEvent.setup();
    p.render(<SettingsBackup />);
    await user.upload(screen.getByTestId('settings-restore-file'), file);
    return user;
  };

  it('downloads what the printer keeps, named after the printer', async () => {
    await waitFor(() => expect(useSettings.getState().general.instanceName).toBe('Now'));
    const saved: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => (saved.push(blob), 'blob:x'),
      revokeObjectURL: () => {},
    });
    const names: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    const user = userEvent.setup();
    p.render(<SettingsBackup />);
    await user.click(screen.getByRole('button', { name: 'Back up settings' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    click.mockRestore();
    expect(names[0]).toMatch(/^printdeck-settings-Now-\d{4}-\d\d-\d\d\.json$/);
    expect(messages()).toContain(`Settings saved to ${names[0]}.`);
    const file = JSON.parse(await saved[0]!.text()) as {
      settings: { presets: Preset[]; uiSettings: { general: { instanceName: string } } };
    };
    expect(file).toMatchObject({ format: 'printdeck-settings', version: 1, printer: 'Now' });
    expect(file.settings.presets).toEqual([preset('abs', 'ABS', 250)]);
    expect(file.settings.uiSettings.general.instanceName).toBe('Now');
  });

  it('asks first, listing what it replaces and leaves out, then shows the restored values', async () => {
    const user = await pick(
      backup({
        uiSettings: { general: { instanceName: 'Voron' }, future: { x: 1 } },
        presets: [preset('pla', 'PLA', 205), preset('petg', 'PETG', 240)],
      }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Restore settings from printdeck-settings-Voron-2026-11-20.json?',
    });
    const list = within(dialog).getByRole('list', { name: 'Settings to replace' });
    // With how many presets the printer holds now, once they are read.
    await within(list).findByText('Thermal presets: 2 (now 1)');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^Interface settings/) as unknown as string,
      'Thermal presets: 2 (now 1)',
    ]);
    expect(dialog).toHaveTextContent('unknown to this Printdeck: settings.uiSettings.future');
    expect(p.sent('server.database.post_item')).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(p.db.printdeck!.presets).toEqual([
      preset('pla', 'PLA', 205),
      preset('petg', 'PETG', 240),
    ]);
    expect(
      p.scope
        .get(presetsStore)
        .getState()
        .presets.map((x) => x.name),
    ).toEqual(['PLA', 'PETG']);
    expect(useSettings.getState().general.instanceName).toBe('Voron');
    expect(p.db.printdeck!.uiSettings).toMatchObject({ general: { instanceName: 'Voron' } });
    expect(messages()).toContain(
      'Settings restored from printdeck-settings-Voron-2026-11-20.json.',
    );
  });

  it('writes nothing when the question is answered Cancel', async () => {
    const user = await pick(backup({ presets: [] }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(p.sent('server.database.post_item')).toEqual([]);
    expect(p.db.printdeck!.presets).toEqual([preset('abs', 'ABS', 250)]);
  });

  const refused: [string, File, string][] = [
    [
      'a broken file',
      new File(['{"format": "printdeck-settings", "vers'], 'cut.json'),
      'This file cannot be read: it is not JSON, or it was cut short. Nothing was changed.',
    ],
    [
      "Fluidd's settings",
      new File([JSON.stringify({ uiSettings: { general: { instanceName: 'x' } } })], 'f.json'),
      'This is not a Printdeck settings backup (a file of another app?). Nothing was changed.',
    ],
    [
      'a file far too large',
      new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.json'),
      'This file is too large to be a Printdeck settings backup (over 5 MB). Nothing was changed.',
    ],
    [
      'a newer format',
      backup({ presets: [] }, { version: 3 }),
      'This backup has format version 3, made by a newer Printdeck; this one reads version 1. Nothing was changed.',
    ],
    [
      'a value of the wrong type',
      backup({ presets: [{ ...preset('pla', 'PLA', 205), name: 7 }] }),
      'This backup holds a value of the wrong kind at settings.presets.0.name. Nothing was changed.',
    ],
  ];
  it.each(refused)('refuses %s with the reason and writes nothing', async (_name, file, text) => {
    await pick(file);
    await waitFor(() =>
      expect(messages().map((m) => m.replace(/[\u2066-\u2069]/g, ''))).toContain(text),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(p.sent('server.database.post_item')).toEqual([]);
    expect(p.db.printdeck!.presets).toEqual([preset('abs', 'ABS', 250)]);
  });

  const refusing = (refuse: (key: string, calls: number) => boolean) => {
    const post = p.printer.rpc.get('server.database.post_item')!;
    const calls: Record<string, number> = {};
    p.printer.rpc.set('server.database.post_item', (params) => {
      const { key } = params as { key: string };
      calls[key] = (calls[key] ?? 0) + 1;
      if (refuse(key, calls[key])) throw new RpcError(500, 'Disk full');
      return post(params);
    });
  };
  const partly = backup({
    uiSettings: { general: { instanceName: 'Voron' } },
    presets: [preset('pla', 'PLA', 205)],
    macros: { categories: [{ id: 'c', name: 'Tools' }] },
    console: { commandHistory: ['G28'] },
  });
  const plainMessages = () => messages().map((m) => m.replace(/[\u2066-\u2069]/g, ''));

  it('puts back what it wrote when the printer refuses a later write', async () => {
    refusing((key) => key === 'macros');
    const user = await pick(partly);
    await user.click(await screen.findByRole('button', { name: 'Restore' }));
    await waitFor(() =>
      expect(plainMessages()).toContain(
        'The restore failed: macro settings could not be written (Disk full). What had already been written was put back: the settings are as they were.',
      ),
    );
    expect(p.db.printdeck!.presets).toEqual([preset('abs', 'ABS', 250)]);
    expect(
      p.scope
        .get(presetsStore)
        .getState()
        .presets.map((x) => x.name),
    ).toEqual(['ABS']);
    expect(p.db.printdeck!.uiSettings).toMatchObject({ general: { instanceName: 'Now' } });
    expect(useSettings.getState().general.instanceName).toBe('Now');
    expect(p.db.printdeck!.console).toBeUndefined();
  });

  it('removes again a dashboard layout the printer did not have', async () => {
    refusing((key) => key === 'charts.selectedLegends');
    const column = [{ id: 'status', enabled: true, collapsed: true }];
    const user = await pick(
      backup({
        layout: { layouts: { dashboard: { container1: column, container2: [] } } },
        charts: { selectedLegends: { extruder: false } },
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Restore' }));
    await waitFor(() =>
      expect(plainMessages()).toContain(
        'The restore failed: chart series could not be written (Disk full). What had already been written was put back: the settings are as they were.',
      ),
    );
    expect(p.sent('server.database.post_item').map((x) => x.key)).toEqual([
      'layout.layouts.dashboard',
      'charts.selectedLegends',
    ]);
    expect(p.sent('server.database.delete_item')).toEqual([
      { namespace: 'printdeck', key: 'layout.layouts.dashboard' },
    ]);
    expect(p.db.printdeck!.layout).toEqual({ layouts: {} });
  });

  it('names what it could not put back', async () => {
    // The presets are taken once (the restore), then refused (putting them back).
    refusing((key, calls) => key === 'macros' || (key === 'presets' && calls > 1));
    const user = await pick(partly);
    await user.click(await screen.findByRole('button', { name: 'Restore' }));
    await waitFor(() =>
      expect(plainMessages()).toContain(
        'The restore failed: macro settings could not be written (Disk full), and these could not be put back, so they are now as in the file: thermal presets. The rest is as it was.',
      ),
    );
    expect(p.db.printdeck!.presets).toEqual([preset('pla', 'PLA', 205)]);
    expect(p.db.printdeck!.uiSettings).toMatchObject({ general: { instanceName: 'Now' } });
  });

  it('writes nothing when the current settings cannot be read first', async () => {
    p.printer.rpc.set('server.database.get_item', () => {
      throw new RpcError(500, 'Database locked');
    });
    const user = await pick(partly);
    await user.click(await screen.findByRole('button', { name: 'Restore' }));
    await waitFor(() =>
      expect(plainMessages()).toContain(
        "Could not read the printer's current settings before restoring (Database locked). Nothing was changed.",
      ),
    );
    expect(p.sent('server.database.post_item')).toEqual([]);
  });
});
