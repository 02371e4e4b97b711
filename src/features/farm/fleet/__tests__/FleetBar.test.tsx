// The farm's fleet bar over three pretend printers: pause on the selection asks each printer once,
// lists every answer in the farm's order (one refusal in the printer's words stops nobody), and a
// temperature preset sends each printer the G-code the dashboard's presets menu would send it.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useInstances } from '../../../../state/instances';
import { requireAuth } from '../../../../state/__tests__/session-harness';
import { fleetBarTests } from './fleet-bar';
import type { Fleet } from './fleet-printers';

describe('the fleet bar', () => {
  const fleetBar = fleetBarTests();

  /** Each printer's row of the results list, by name, in the order shown. */
  function rows(): { name: string; text: string }[] {
    const list = screen.getByRole('list', { name: 'Printers' });
    return within(list)
      .getAllByRole('listitem')
      .map((item) => ({
        name: item.getAttribute('aria-label') ?? '',
        text: item.textContent ?? '',
      }));
  }

  it('shows how many printers are selected and clears the selection', async () => {
    await fleetBar.open();
    const store = fleetBar.render(['bravo', 'alpha']);
    const bar = screen.getByRole('toolbar', { name: 'Actions on the selected printers' });
    expect(within(bar).getByRole('status')).toHaveTextContent('2 selected');
    await userEvent.click(within(bar).getByRole('button', { name: 'Clear selection' }));
    expect(store.getState().selected).toEqual([]);
    expect(screen.queryByRole('toolbar')).toBeNull();
  });

  it('pauses every selected printer once; a refusal is shown in its words and stops nobody', async () => {
    const fleet = await fleetBar.open();
    // Bravo's Klipper is down: Moonraker refuses the pause itself.
    fleet.bravo.refuse('printer.print.pause', 503, 'Klippy Disconnected');
    // Charlie listed a second time (its address spelt otherwise), both selected, before the others.
    useInstances.setState((s) => ({
      instances: [
        ...s.instances,
        { ...fleet.charlie.instance, id: 'charlie-2', apiUrl: 'http://CHARLIE.local:7125/' },
      ],
    }));
    fleetBar.render(['charlie-2', 'charlie', 'alpha', 'charlie', 'bravo']);
    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));

    const dialog = await screen.findByRole('dialog', {
      name: 'Pause the print on these printers?',
    });
    // Asked first, naming every printer, in the farm's order; nothing sent yet.
    expect(rows().map((r) => r.name)).toEqual(['Alpha', 'Bravo', 'Charlie']);
    expect(fleet.all.flatMap((p) => p.asked('printer.print.pause'))).toEqual([]);

    const confirm = within(dialog).getByRole('button', { name: 'Pause' });
    await userEvent.dblClick(confirm);
    await waitFor(() => expect(within(dialog).getByText(/1 refused/)).toBeInTheDocument());
    expect(rows()).toEqual([
      { name: 'Alpha', text: 'AlphaDone' },
      { name: 'Bravo', text: 'BravoRefused: Klipper not readyKlippy Disconnected' },
      { name: 'Charlie', text: 'CharlieDone' },
    ]);
    expect(within(dialog).getByText('2 done, 1 refused, 0 not started')).toBeInTheDocument();
    for (const p of fleet.all) expect(p.asked('printer.print.pause')).toHaveLength(1);
    // Nothing else was asked of them.
    expect(fleet.all.flatMap((p) => p.calls.map((c) => c.method))).toEqual([
      'printer.print.pause',
      'printer.print.pause',
      'printer.print.pause',
    ]);
  });

  it('says which printer wants a login while the others resume', async () => {
    const fleet = await fleetBar.open();
    // Charlie has logins turned on and this browser holds none for it.
    requireAuth(fleet.charlie.printer, { lifetimeS: 600, refreshToken: 'unknown' });
    fleetBar.render(['alpha', 'charlie', 'bravo']);
    await userEvent.click(screen.getByRole('button', { name: 'Resume' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Resume the print on these printers?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resume' }));
    await within(dialog).findByText('2 done, 1 refused, 0 not started', {}, { timeout: 5000 });
    expect(rows()).toEqual([
      { name: 'Alpha', text: 'AlphaDone' },
      { name: 'Bravo', text: 'BravoDone' },
      { name: 'Charlie', text: 'CharlieRefused: login neededUnauthorized' },
    ]);
    expect(fleet.charlie.calls).toEqual([]);
  });

  it('asks before cancelling, in the error colour, and a No sends nothing', async () => {
    const fleet = await fleetBar.open();
    fleetBar.render(['alpha', 'bravo']);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Cancel the print on these printers?',
    });
    const confirm = within(dialog).getByRole('button', { name: 'Cancel prints' });
    expect(confirm.className).toMatch(/MuiButton-colorError/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fleet.all.flatMap((p) => p.calls)).toEqual([]);
  });

  it("applies the chosen printer's preset with each printer's own heaters", async () => {
    const fleet = await fleetBar.open([
      {
        id: 'pla',
        name: 'PLA',
        values: {
          extruder: { type: 'heater', active: true, value: 210 },
          heater_bed: { type: 'heater', active: true, value: 60 },
        },
        gcode: '',
      },
    ]);
    fleetBar.render(['alpha', 'bravo', 'charlie']);
    await userEvent.click(screen.getByRole('button', { name: 'Temperature' }));
    const menu = await screen.findByRole('menu', { name: 'Temperature presets' });
    await userEvent.click(await within(menu).findByRole('menuitem', { name: 'PLA' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Apply the preset PLA on these printers?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(within(dialog).getByText(/1 refused/)).toBeInTheDocument());

    const scripts = (p: Fleet['alpha']) =>
      p.asked('printer.gcode.script').map((c) => c.params?.script);
    expect(scripts(fleet.alpha)).toEqual([
      'SET_HEATER_TEMPERATURE HEATER=extruder TARGET=210\nSET_HEATER_TEMPERATURE HEATER=heater_bed TARGET=60',
    ]);
    expect(scripts(fleet.bravo)).toEqual(['SET_HEATER_TEMPERATURE HEATER=extruder TARGET=210']);
    expect(scripts(fleet.charlie)).toEqual([]);
    expect(rows()[2]).toEqual({
      name: 'Charlie',
      text: "CharlieRefused: errorThis printer has none of the preset's heaters",
    });
  });

  it('cools every selected printer down with TURN_OFF_HEATERS', async () => {
    const fleet = await fleetBar.open();
    fleetBar.render(['bravo', 'charlie']);
    await userEvent.click(screen.getByRole('button', { name: 'Temperature' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Cool down' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Turn off the heaters of these printers?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(within(dialog).getByText(/2 done/)).toBeInTheDocument());
    expect(fleet.alpha.calls).toEqual([]);
    for (const p of [fleet.bravo, fleet.charlie])
      expect(p.asked('printer.gcode.script').map((c) => c.params?.script)).toEqual([
        'TURN_OFF_HEATERS',
      ]);
  });
});
