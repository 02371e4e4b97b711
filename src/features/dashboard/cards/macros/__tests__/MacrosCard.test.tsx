// The Macros card's categories: plain buttons while no shown macro is in a category; otherwise a
// group per category (then Uncategorized) that opens and closes, its state written to
// macros.expanded; hidden macros left out; aliases and 'disabled while printing' applied.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MacroSetting } from '../../../../../lib/macros';
import { useMacroSettings } from '../../../../../state/macros';
import { resetPrinter, seedStatus, usePrinter } from '../../../../../state/printer';
import { MacrosCard } from '../MacrosCard';

const { writes } = vi.hoisted(() => ({ writes: [] as [string, unknown][] }));
vi.mock('../../../../../state/session', () => ({
  getApi: () => ({
    database: {
      getItem: () => new Promise(() => undefined),
      postItem: (_ns: string, key: string, value: unknown) =>
        Promise.resolve(writes.push([key, value])),
    },
  }),
  attempt: () => Promise.resolve(undefined),
  writeSetting: () => Promise.resolve(null),
  onServerNotification: () => () => undefined,
  onSocketReady: () => () => undefined,
  onKlippyReady: () => () => undefined,
}));

const setting = (name: string, patch: Partial<MacroSetting>): MacroSetting => ({
  name,
  alias: '',
  visible: true,
  disabledWhilePrinting: false,
  color: '',
  categoryId: '',
  ...patch,
});

function seed(stored: MacroSetting[], expanded: string[] = []) {
  useMacroSettings.setState({
    stored,
    categories: [{ id: 'a', name: 'Print flow' }],
    expanded,
    loaded: true,
  });
}

describe('MacrosCard', () => {
  beforeEach(() => {
    writes.length = 0;
    resetPrinter();
    usePrinter.setState({
      objects: ['gcode_macro PRINT_START', 'gcode_macro PRINT_END', 'gcode_macro PARK'],
    });
    seedStatus({ print_stats: { state: 'printing' } } as never);
  });

  it('plain buttons while no shown macro is in a category', () => {
    seed([setting('print_start', { categoryId: 'a', visible: false })]);
    render(<MacrosCard />);
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
    seed([
      setting('print_start', { categoryId: 'a', alias: 'Start', disabledWhilePrinting: true }),
      setting('print_end', { categoryId: 'a' }),
    ]);
    render(<MacrosCard />);
    const flow = screen.getByRole('button', { name: 'Print flow, 2 macros' });
    expect(flow).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Uncategorized, 1 macro' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start' })).toBeNull();

    await user.click(flow);
    expect(writes).toEqual([['macros.expanded', ['a']]]);
    const group = screen.getByRole('group', { name: 'Print flow' });
    expect(within(group).getByRole('button', { name: 'Start' })).toBeDisabled();
    expect(within(group).getByRole('button', { name: 'PRINT_END' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Print flow, 2 macros' }));
    expect(writes.at(-1)).toEqual(['macros.expanded', []]);
    expect(screen.queryByRole('group', { name: 'Print flow' })).toBeNull();
  });
});
