// Settings › Thermal presets as a user sees it: the presets with their active targets, a preset
// added with a target per heater and temperature fan of the printer (name required, temperatures
// required and >= 0), edited, and removed after the question; every change written to the
// database at 'presets', where the temperature card's menu reads them.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Preset } from '../../../lib/presets';
import { presetsStore } from '../../../state/presets';
import { openTestPrinter, type TestPrinter } from '../../../test/printer-scope';
import PresetsSection from '../presets/PresetsSection';

const pla: Preset = {
  id: 'pla',
  name: 'PLA',
  values: {
    extruder: { type: 'heater', active: true, value: 205 },
    heater_bed: { type: 'heater', active: true, value: 60 },
  },
  gcode: '',
};

/** Replace a field's text in one go (typing each key is slow on a busy machine). */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  if (text === '') return;
  await user.click(field);
  await user.paste(text);
}

// Dialogs with many fields: slow on a busy machine.
describe('Settings › Thermal presets', { timeout: 60_000 }, () => {
  let p: TestPrinter;

  /** The last preset list written to the printer's database. */
  const lastSaved = () => p.sent('server.database.post_item').at(-1);

  /** Every write of the preset list so far. */
  const posts = () => p.sent('server.database.post_item');

  beforeEach(async () => {
    p = await openTestPrinter({
      objects: ['extruder', 'heater_bed', 'temperature_fan chamber', 'fan', 'heaters'],
      status: { heaters: { available_heaters: ['extruder', 'heater_bed'], available_sensors: [] } },
      db: { printdeck: { presets: [pla] } },
    });
  });
  afterEach(() => p.close());

  it('lists the presets with their active targets', async () => {
    p.render(<PresetsSection />);
    await screen.findByText('PLA');
    const list = screen.getByRole('list', { name: 'Thermal presets' });
    expect(within(list).getByText('PLA')).toBeInTheDocument();
    expect(within(list).getByText('Extruder 205 °C · Heater bed 60 °C')).toBeInTheDocument();
  });

  it('adds a preset with a target per heater and temperature fan', async () => {
    const user = userEvent.setup();
    p.render(<PresetsSection />);
    await screen.findByText('PLA');
    await user.click(screen.getByRole('button', { name: 'Add preset' }));
    const dialog = screen.getByRole('dialog', { name: 'Add thermal preset' });
    for (const name of ['Extruder', 'Heater bed', 'Chamber']) {
      expect(within(dialog).getByRole('switch', { name: `Set ${name}` })).not.toBeChecked();
      expect(within(dialog).getByRole('textbox', { name: `${name} target` })).toHaveValue('0');
    }
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Required')).toBeInTheDocument();
    expect(posts()).toHaveLength(0);

    await fill(user, within(dialog).getByRole('textbox', { name: 'Name' }), 'PETG');
    const extruder = within(dialog).getByRole('textbox', { name: 'Extruder target' });
    await user.clear(extruder);
    expect(within(dialog).getByText('Required')).toBeInTheDocument();
    await fill(user, extruder, '-5');
    expect(within(dialog).getByText('Min 1')).toBeInTheDocument();
    await fill(user, extruder, '240');
    await user.click(within(dialog).getByRole('switch', { name: 'Set Extruder' }));
    const chamber = within(dialog).getByRole('textbox', { name: 'Chamber target' });
    await fill(user, chamber, '40');
    await user.click(within(dialog).getByRole('switch', { name: 'Set Chamber' }));
    await fill(user, within(dialog).getByRole('textbox', { name: 'G-code' }), 'M117 PETG');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(lastSaved()?.key).toBe('presets');
    const saved = lastSaved()?.value as Preset[];
    expect(saved).toHaveLength(2);
    expect(saved[1]).toMatchObject({
      name: 'PETG',
      gcode: 'M117 PETG',
      values: {
        extruder: { type: 'heater', active: true, value: 240 },
        heater_bed: { type: 'heater', active: false, value: 0 },
        'temperature_fan chamber': { type: 'fan', active: true, value: 40 },
      },
    });
    expect(p.scope.get(presetsStore).getState().presets).toEqual(saved);
    await waitFor(() => expect(p.db.printdeck?.presets).toEqual(saved));
  });

  it('edits a preset and removes one after asking', async () => {
    const user = userEvent.setup();
    p.render(<PresetsSection />);
    await screen.findByText('PLA');
    await user.click(screen.getByRole('button', { name: 'Edit preset PLA' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit thermal preset' });
    const bed = within(dialog).getByRole('textbox', { name: 'Heater bed target' });
    expect(bed).toHaveValue('60');
    await fill(user, bed, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((lastSaved()?.value as Preset[])[0]?.values.heater_bed?.value).toBe(0);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Remove preset PLA' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Remove preset PLA?' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    expect(lastSaved()?.value).toEqual([]);
    expect(screen.getByText('No presets yet.')).toBeInTheDocument();
  });
});
