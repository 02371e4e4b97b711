import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PrinterStatus, PrintStatsState } from '../../../../../../protocol/objects';
import { consoleStore } from '../../../../../state/console';
import { RpcError } from '../../../../../state/__tests__/session-harness';
import { openCardPrinter, type CardPrinter } from '../../../../../test/card-printer';
import { StatusCard } from '../StatusCard';

const OBJECTS = ['BOAT_STL', 'CYLINDER_STL', 'TOWER_STL', 'XYZ_CUBE_STL'];

async function openMenu() {
  await userEvent.click(
    await screen.findByRole('button', { name: 'Print menu' }, { timeout: 15000 }),
  );
  return screen.findByRole('menuitem', { name: /^Exclude objects/ });
}

async function openDialog() {
  await userEvent.click(await openMenu());
  return screen.findByRole('dialog', { name: 'Exclude objects' }, { timeout: 15000 });
}

describe('Exclude objects from the status card', () => {
  let p: CardPrinter | undefined;

  let refuse = false;

  /** A printer printing three objects of four (one excluded), the card on screen. */
  async function show(
    state: PrintStatsState,
    objects = OBJECTS,
    excluded: string[] = ['TOWER_STL'],
  ) {
    const status: PrinterStatus = {
      print_stats: { state, filename: 'multi.gcode', print_duration: 60, total_duration: 60 },
      idle_timeout: { state: 'Printing' },
      virtual_sdcard: { progress: 0.2 },
      exclude_object: {
        objects: objects.map((name) => ({ name, center: [100, 100] })),
        excluded_objects: excluded,
        current_object: objects.length > 0 ? 'BOAT_STL' : null,
      },
    };
    p = await openCardPrinter({
      status,
      setup: (printer) => {
        // Without the history component; the file's metadata never comes.
        const info = { ...printer.serverInfo(), components: [] };
        printer.rpc.set('server.info', () => info);
        printer.rpc.set('printer.gcode.script', () => {
          if (refuse) throw new RpcError(400, 'refused');
          return 'ok';
        });
      },
    });
    p.render(
      <Router hook={memoryLocation().hook}>
        <StatusCard />
      </Router>,
    );
  }

  /** The G-code scripts the printer received, once they are `expected`. */
  const scriptsAre = (expected: string[]) => waitFor(() => expect(p!.scripts()).toEqual(expected));

  beforeEach(() => {
    refuse = false;
  });
  afterEach(() => p?.close());

  it('lists the objects, marks the current and the excluded ones', async () => {
    await show('printing');
    const dialog = await openDialog();
    const list = within(dialog).getByRole('list', { name: 'Objects' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^BOAT_STLPrinting now/),
      expect.stringMatching(/^CYLINDER_STL/),
      'TOWER_STLExcluded',
      expect.stringMatching(/^XYZ_CUBE_STL/),
    ]);
    expect(items[0]).toHaveAttribute('aria-current', 'true');
    expect(within(items[2] as HTMLElement).queryByRole('button')).toBeNull();
    for (const name of ['BOAT_STL', 'CYLINDER_STL', 'XYZ_CUBE_STL'])
      expect(within(dialog).getByRole('button', { name: `Exclude ${name}` })).toBeEnabled();
  });

  it('excludes an object after a confirmation naming it, as a console entry', async () => {
    await show('paused');
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Exclude CYLINDER_STL' }));
    let confirm = await screen.findByRole('dialog', { name: 'Exclude CYLINDER_STL?' });
    expect(confirm).toHaveTextContent(
      'Are you sure? The printer will skip the rest of CYLINDER_STL in this print.',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(p!.scripts()).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Exclude CYLINDER_STL' }));
    confirm = await screen.findByRole('dialog', { name: 'Exclude CYLINDER_STL?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Exclude' }));
    await scriptsAre(['EXCLUDE_OBJECT NAME=CYLINDER_STL']);
    expect(
      p!.scope
        .get(consoleStore)
        .getState()
        .lines.map((l) => [l.kind, l.message]),
    ).toEqual([['command', 'EXCLUDE_OBJECT NAME=CYLINDER_STL']]);
    // Sent: the button waits for the printer to report it.
    expect(within(dialog).getByRole('button', { name: 'Exclude CYLINDER_STL' })).toBeDisabled();
    act(() => p!.report({ exclude_object: { excluded_objects: ['CYLINDER_STL', 'TOWER_STL'] } }));
    await waitFor(
      () => {
        const row = within(dialog)
          .getAllByRole('listitem')
          .find((item) => item.textContent?.startsWith('CYLINDER_STL'));
        expect(row).toHaveTextContent('CYLINDER_STLExcluded');
      },
      { timeout: 3000 },
    );
    expect(within(dialog).queryByRole('button', { name: 'Exclude CYLINDER_STL' })).toBeNull();
  });

  it('offers the object again when the printer refused', async () => {
    refuse = true;
    await show('printing');
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Exclude XYZ_CUBE_STL' }));
    const confirm = await screen.findByRole('dialog', { name: 'Exclude XYZ_CUBE_STL?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Exclude' }));
    await scriptsAre(['EXCLUDE_OBJECT NAME=XYZ_CUBE_STL']);
    expect(
      await within(dialog).findByRole('button', { name: 'Exclude XYZ_CUBE_STL' }),
    ).toBeEnabled();
  });

  it('disables the entry when the printer reports no objects', async () => {
    await show('printing', [], []);
    const entry = await openMenu();
    expect(entry).toHaveAttribute('aria-disabled', 'true');
    expect(entry).toHaveTextContent('The printer reports no objects for this print');
  });

  it.each(['standby', 'complete', 'cancelled'] as const)(
    'has no print menu when %s',
    async (state) => {
      await show(state);
      // The controls chunk is there (Clear file / Reprint for a loaded file) without the menu.
      if (state !== 'standby')
        await screen.findByRole('button', { name: 'Clear file' }, { timeout: 15000 });
      expect(screen.queryByRole('button', { name: 'Print menu' })).toBeNull();
    },
  );
});
