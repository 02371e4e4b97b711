// The Macros card's categories: plain buttons while no shown macro is in a category; otherwise a
// group per category (then Uncategorized) that opens and closes, its state written to
// macros.expanded; hidden macros left out; aliases and 'disabled while printing' applied.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { MacroSetting } from '../../../../../lib/macros';
import { openTestPrinter, type TestPrinter } from '../../../../../test/printer-scope';
import { MacrosCard } from '../MacrosCard';

const setting = (name: string, patch: Partial<MacroSetting>): MacroSetting => ({
  name,
  alias: '',
  visible: true,
  disabledWhilePrinting: false,
  color: '',
  categoryId: '',
  ...patch,
});

/** What the printer's database holds under macros.expanded. */
const expandedIn = (p: TestPrinter) => (p.db.printdeck?.macros as { expanded: string[] }).expanded;

describe('MacrosCard', () => {
  let open: TestPrinter | undefined;

  /** A printing printer with three macros and these settings in its database. */
  async function printer(stored: MacroSetting[], expanded: string[] = []): Promise<TestPrinter> {
    open = await openTestPrinter({
      objects: [
        'gcode_macro PRINT_START',
        'gcode_macro PRINT_END',
        'gcode_macro PARK',
        'print_stats',
      ],
      status: { print_stats: { state: 'printing' } } as never,
      db: {
        printdeck: { macros: { stored, categories: [{ id: 'a', name: 'Print flow' }], expanded } },
      },
    });
    return open;
  }

  afterEach(() => open?.close());

  it('plain buttons while no shown macro is in a category', async () => {
    const p = await printer([setting('print_start', { categoryId: 'a', visible: false })]);
    p.render(<MacrosCard />);
    await screen.findByRole('button', { name: 'PARK' });
    expect(screen.queryByRole('button', { name: /Print flow/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'PARK' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Macro settings' })).toHaveAttribute(
      'href',
      '/settings#macros',
    );
    expect(screen.queryByRole('button', { name: 'PRINT_START' })).toBeNull();
  });

  it('groups by category; a group opens and its state is stored', async () => {
    const user = userEvent.setup();
    const p = await printer([
      setting('print_start', { categoryId: 'a', alias: 'Start', disabledWhilePrinting: true }),
      setting('print_end', { categoryId: 'a' }),
    ]);
    p.render(<MacrosCard />);
    const flow = await screen.findByRole('button', { name: 'Print flow, 2 macros' });
    expect(flow).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Uncategorized, 1 macro' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start' })).toBeNull();

    await user.click(flow);
    await waitFor(() => expect(expandedIn(p)).toEqual(['a']));
    expect(p.sent('server.database.post_item')).toEqual([
      { namespace: 'printdeck', key: 'macros.expanded', value: ['a'] },
    ]);
    const group = screen.getByRole('group', { name: 'Print flow' });
    expect(within(group).getByRole('button', { name: 'Start' })).toBeDisabled();
    expect(within(group).getByRole('button', { name: 'PRINT_END' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Print flow, 2 macros' }));
    await waitFor(() => expect(expandedIn(p)).toEqual([]));
    expect(screen.queryByRole('group', { name: 'Print flow' })).toBeNull();
  });
});
