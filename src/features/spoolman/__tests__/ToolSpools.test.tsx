import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SpoolCard } from '../SpoolCard';
import { spoolmanStore } from '../store';
import { openSpoolmanPrinter, type SpoolmanPrinter } from './spoolman-printer';

const TWO_TOOLS = {
  'gcode_macro T0': { spool_id: 1, active: true },
  'gcode_macro T1': { spool_id: null, active: false },
};

/** A tool's row on the card. */
const row = (tool: string) => within(screen.getByRole('group', { name: tool }));

/** The dialog is a lazy chunk: on a busy machine it takes longer than a find's usual second. */
const SLOW = { timeout: 3000 };

describe('SpoolCard with a spool per tool', () => {
  let p: SpoolmanPrinter | undefined;
  afterEach(() => p?.close());

  it('shows one row per tool with its spool, and marks the tool in use', async () => {
    p = await openSpoolmanPrinter({ active: 1, tools: TWO_TOOLS });
    p.render(<SpoolCard />);
    const list = await screen.findByRole('list', { name: 'Spools per tool' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await waitFor(() => expect(row('T0').getByText('Galaxy Black')).toBeInTheDocument());
    expect(row('T0').getByText('PLA · 754.50 g left · #1')).toBeInTheDocument();
    expect(row('T0').getByText('In use')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'T0' })).toHaveAttribute('aria-current', 'true');
    expect(row('T1').getByText('No spool')).toBeInTheDocument();
    expect(row('T1').queryByText('In use')).toBeNull();
    expect(screen.getByRole('group', { name: 'T1' })).not.toHaveAttribute('aria-current');
    expect(row('T1').getByRole('button', { name: 'Select a spool for T1' })).toBeEnabled();
    // The active spool is the spool of the tool in use: nothing more to say.
    expect(screen.queryByRole('status')).toBeNull();
    // The single spool's view is not shown.
    expect(screen.queryByTestId('spool-name')).toBeNull();
  });

  it('sets the spool of a tool not in use with SET_GCODE_VARIABLE only', async () => {
    p = await openSpoolmanPrinter({ active: 1, tools: TWO_TOOLS });
    p.render(<SpoolCard />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Select a spool for T1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Spool for T1' }, SLOW);
    await user.click(await within(dialog).findByText('PolyLite Signal Red', {}, SLOW));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(p.scripts()).toEqual(['SET_GCODE_VARIABLE MACRO=T1 VARIABLE=spool_id VALUE=2']);
    expect(p.frames('server.spoolman.post_spool_id')).toEqual([]);
    // The printer reports the variable: the row follows.
    await waitFor(() => expect(row('T1').getByText('PolyLite Signal Red')).toBeInTheDocument(), {
      timeout: 3000,
    });
    expect(row('T1').getByRole('button', { name: 'Change the spool of T1' })).toBeEnabled();
  });

  it('sets the spool of the tool in use also as the active spool', async () => {
    p = await openSpoolmanPrinter({ active: 1, tools: TWO_TOOLS });
    p.render(<SpoolCard />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Change the spool of T0' }));
    const dialog = await screen.findByRole('dialog', { name: 'Spool for T0' }, SLOW);
    // The tool's spool is the one marked in the list.
    expect(
      within(await within(dialog).findByTestId('spool-1', {}, SLOW)).getByText('Loaded'),
    ).toBeVisible();
    await user.click(within(dialog).getByText('Jet Black'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(p.scripts()).toEqual(['SET_GCODE_VARIABLE MACRO=T0 VARIABLE=spool_id VALUE=3']);
    expect(p.frames('server.spoolman.post_spool_id').map((f) => f.params)).toEqual([
      { spool_id: 3 },
    ]);
    await waitFor(() => expect(row('T0').getByText('Jet Black')).toBeInTheDocument(), {
      timeout: 3000,
    });
  });

  it('clears a tool’s spool, saving it where the printer saves variables', async () => {
    p = await openSpoolmanPrinter({
      active: 1,
      tools: { ...TWO_TOOLS, 'gcode_macro T1': { spool_id: 2, active: false } },
      objects: ['save_variables'],
    });
    p.render(<SpoolCard />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Change the spool of T1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Spool for T1' }, SLOW);
    await user.click(within(dialog).getByRole('button', { name: 'Clear spool' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(p.scripts()).toEqual([
      'SET_GCODE_VARIABLE MACRO=T1 VARIABLE=spool_id VALUE=None\nSAVE_VARIABLE VARIABLE=t1__spool_id VALUE=None',
    ]);
    expect(p.frames('server.spoolman.post_spool_id')).toEqual([]);
    await waitFor(() => expect(row('T1').getByText('No spool')).toBeInTheDocument(), {
      timeout: 3000,
    });
  });

  it('reads every tool’s spool again when the active spool is read again', async () => {
    p = await openSpoolmanPrinter({
      active: 1,
      tools: { ...TWO_TOOLS, 'gcode_macro T1': { spool_id: 3, active: false } },
    });
    p.render(<SpoolCard />);
    await waitFor(() =>
      expect(row('T1').getByText('PETG · 31.80 g left · #3')).toBeInTheDocument(),
    );
    // T1 printed earlier: Spoolman now has less on its spool. The card reads the active spool
    // again (as it does every few seconds while printing and when a print ends).
    p.spools[2]!.remaining_weight = 12.5;
    await p.scope.get(spoolmanStore).refresh();
    await waitFor(() =>
      expect(row('T1').getByText('PETG · 12.50 g left · #3')).toBeInTheDocument(),
    );
  });

  it('says which spool the filament is counted on when it is not the tool’s', async () => {
    p = await openSpoolmanPrinter({ active: 3, tools: TWO_TOOLS });
    p.render(<SpoolCard />);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Filament use is counted on Jet Black (#3)',
    );
    p.setActiveElsewhere(null);
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'No active spool: filament use is not counted',
      ),
    );
    p.setActiveElsewhere(1);
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });

  it('without spool_id on the tool macros: the single active spool, as before', async () => {
    p = await openSpoolmanPrinter({
      active: 1,
      tools: { 'gcode_macro T0': { active: true }, 'gcode_macro T1': { active: false } },
    });
    p.render(<SpoolCard />);
    expect(await screen.findByTestId('spool-name')).toHaveTextContent('Galaxy Black');
    expect(screen.queryByRole('list', { name: 'Spools per tool' })).toBeNull();
  });
});
