// Settings › General › Import from Fluidd / Mainsail as a user sees it: the preview lists what
// comes over per kind, what it replaces and what has no equivalent, writes nothing until Import;
// Import writes through Printdeck's stores (presets, macros, filters, history, theme); a printer
// without the namespace says so.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Preset } from '../../../../lib/presets';
import { RpcError } from '../../../../state/__tests__/session-harness';
import { useMessages } from '../../../../state/messages';
import { presetsStore } from '../../../../state/presets';
import { useSettings } from '../../../../state/settings';
import { openTestPrinter, type TestPrinter } from '../../../../test/printer-scope';
import { ImportSettings } from '../ImportSettings';

const pla: Preset = {
  id: 'mine',
  name: 'PLA',
  values: { extruder: { type: 'heater', active: true, value: 200 } },
  gcode: '',
};

const fluidd = {
  uiSettings: {
    theme: { color: '#E91E63', isDark: true },
    dashboard: {
      tempPresets: [
        {
          id: 1,
          name: 'PLA',
          gcode: '',
          values: { extruder: { value: 215, type: 'heater', active: true } },
        },
        {
          id: 2,
          name: 'PETG',
          gcode: '',
          values: { extruder: { value: 240, type: 'heater', active: true } },
        },
      ],
    },
  },
  macros: {
    stored: [{ name: 'pause', visible: true, categoryId: 'c2', color: '#FF9800' }],
    categories: [{ id: 'c2', name: 'During print' }],
  },
  console: {
    commandHistory: ['G28', 'QUAD_GANTRY_LEVEL'],
    consoleFilters: [
      { id: 'f1', name: 'SD', type: 'starts-with', value: 'SD printing', enabled: true },
    ],
  },
  layout: {
    layouts: {
      dashboard: {
        container1: [
          { id: 'printer-status-card', enabled: true, collapsed: false },
          { id: 'bed-mesh-card', enabled: true, collapsed: false },
        ],
        container2: [{ id: 'temperature-card', enabled: true, collapsed: false }],
      },
    },
  },
  charts: { selectedLegends: {} },
};

describe('Settings › General › Import', { timeout: 30_000 }, () => {
  let p: TestPrinter;
  afterEach(() => {
    p.close();
    useMessages.setState({ queue: [] });
  });

  it("previews Fluidd's settings, writes nothing on Cancel, and imports on Import", async () => {
    const user = userEvent.setup();
    p = await openTestPrinter({
      db: { printdeck: { presets: [pla], console: { commandHistory: ['M84'] } }, fluidd },
    });
    p.render(<ImportSettings />);
    await user.click(screen.getByRole('button', { name: 'Import from Fluidd' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import from Fluidd' });
    const what = within(dialog).getByRole('list', { name: 'What comes over from Fluidd' });
    expect(within(what).getByText('Temperature presets (2)')).toBeInTheDocument();
    expect(within(what).getByText('PLA, PETG')).toBeInTheDocument();
    expect(within(what).getByText('Replaces yours: PLA')).toBeInTheDocument();
    expect(within(what).getByText('Macro categories (1)')).toBeInTheDocument();
    expect(within(what).getByText('Console filters (1)')).toBeInTheDocument();
    expect(within(what).getByText('Command history (2)')).toBeInTheDocument();
    expect(within(what).getByText('Theme colour (1)')).toBeInTheDocument();
    expect(within(what).getByText('Replaces yours: #2196F3')).toBeInTheDocument();
    // The layout's cards by the titles the dashboard shows.
    expect(within(what).getByText('Dashboard layout (2)')).toBeInTheDocument();
    expect(within(what).getByText('Printer status, Temperatures')).toBeInTheDocument();
    const unsupported = within(dialog).getByRole('list', {
      name: 'No equivalent in Printdeck (left out)',
    });
    expect(within(unsupported).getByText('charts')).toBeInTheDocument();
    expect(within(unsupported).getByText('uiSettings.theme.isDark')).toBeInTheDocument();
    expect(within(unsupported).getByText('layout: bed-mesh-card')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(p.sent('server.database.post_item')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Import from Fluidd' }));
    const again = await screen.findByRole('dialog', { name: 'Import from Fluidd' });
    await user.click(within(again).getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const presets = p.scope.get(presetsStore).getState().presets;
    expect(presets.map((x) => [x.id, x.name, x.values.extruder?.value])).toEqual([
      ['mine', 'PLA', 215],
      ['fluidd-1', 'PETG', 240],
    ]);
    await waitFor(() => expect(p.db.printdeck?.presets).toEqual(presets));
    const macros = p.db.printdeck?.macros as { stored: unknown[]; categories: { name: string }[] };
    expect(macros.categories.map((c) => c.name)).toEqual(['During print']);
    expect(macros.stored).toMatchObject([{ name: 'pause', color: '#FF9800', visible: true }]);
    const console = p.db.printdeck?.console as Record<string, unknown>;
    expect(console.commandHistory).toEqual(['G28', 'QUAD_GANTRY_LEVEL', 'M84']);
    expect(console.consoleFilters).toMatchObject([{ name: 'SD', type: 'startsWith' }]);
    expect(useSettings.getState().theme.primaryColor).toBe('#E91E63');
    expect(useMessages.getState().queue.map((m) => m.text)).toContain(
      'Settings imported from Fluidd.',
    );
  });

  // Moonraker answers a missing namespace with 404, which reads -32601 over the socket.
  it.each([-32601, 404])('says so when the printer has no Mainsail settings (%i)', async (code) => {
    const user = userEvent.setup();
    p = await openTestPrinter({
      db: { printdeck: {} },
      setup: (printer) => {
        const served = printer.rpc.get('server.database.get_item')!;
        printer.rpc.set('server.database.get_item', (params) => {
          if ((params as { namespace: string }).namespace !== 'mainsail') return served(params);
          throw new RpcError(code, 'Namespace mainsail not found');
        });
      },
    });
    p.render(<ImportSettings />);
    await user.click(screen.getByRole('button', { name: 'Import from Mainsail' }));
    await waitFor(() =>
      expect(useMessages.getState().queue.map((m) => m.text)).toContain(
        "Mainsail has no settings in this printer's database: nothing to import.",
      ),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
