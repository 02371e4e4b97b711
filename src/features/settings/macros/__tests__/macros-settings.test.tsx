// Settings › Macros and the category page as a user: add a category (the name rule), rename and
// remove it (its macros become Uncategorized), each change written by its database path; the page's
// search, All off, the edit dialog moving a macro, and an unknown category sent back to #macros.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useMacroSettings } from '../../../../state/macros';
import { seedStatus, usePrinter } from '../../../../state/printer';
import MacroCategoryPage from '../MacroCategoryPage';
import MacrosSection from '../MacrosSection';

const { writes, api } = vi.hoisted(() => {
  const writes: [string, unknown][] = [];
  const api = {
    database: {
      getItem: () => new Promise(() => undefined),
      postItem: (_ns: string, key: string, value: unknown) => {
        writes.push([key, value]);
        return Promise.resolve(value);
      },
    },
  };
  return { writes, api };
});

vi.mock('../../../../state/session', () => ({
  getApi: () => api,
  onServerNotification: () => () => undefined,
  onSocketReady: () => () => undefined,
  onKlippyReady: () => () => undefined,
}));

function seed(categories = [{ id: 'a', name: 'Cleaning' }]) {
  usePrinter.setState({
    objects: [
      'gcode_macro PURGE',
      'gcode_macro CLEAN_NOZZLE',
      'gcode_macro PARK',
      'gcode_macro _X',
    ],
  });
  seedStatus({
    configfile: {
      config: {
        'gcode_macro PURGE': { gcode: 'G1', description: 'Purge a line' },
        'gcode_macro PARK': { gcode: 'G1', description: 'G-Code macro' },
      },
    },
  } as never);
  useMacroSettings.setState({
    stored: [
      {
        name: 'purge',
        alias: '',
        visible: true,
        disabledWhilePrinting: false,
        color: '',
        categoryId: 'a',
      },
    ],
    categories,
    expanded: [],
    loaded: true,
  });
}

function renderAt(path: string) {
  const memory = memoryLocation({ path, record: true });
  render(
    <Router hook={memory.hook}>
      <Route path="/settings/macros/:categoryId">
        <MacroCategoryPage />
      </Route>
      <Route path="/settings">
        <MacrosSection />
      </Route>
    </Router>,
  );
  return memory;
}

beforeEach(() => {
  writes.length = 0;
  seed();
});

describe('Settings › Macros', () => {
  it('lists Uncategorized and the categories with their counts', () => {
    renderAt('/settings');
    const list = screen.getByRole('list', { name: 'Categories' });
    expect(within(list).getByRole('link', { name: /Uncategorized/ })).toHaveTextContent('2 macros');
    expect(within(list).getByRole('link', { name: /Cleaning/ })).toHaveTextContent('1 macro');
    expect(within(list).getByRole('link', { name: /Cleaning/ })).toHaveAttribute(
      'href',
      '/settings/macros/a',
    );
  });

  it('adds a category with a unique name', async () => {
    const user = userEvent.setup();
    renderAt('/settings');
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    const dialog = screen.getByRole('dialog', { name: 'New category' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.type(name, 'CLEANING');
    expect(within(dialog).getByText('Already exists')).toBeInTheDocument();
    await user.clear(name);
    expect(within(dialog).getByText('Required')).toBeInTheDocument();
    await user.paste('Heating');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(useMacroSettings.getState().categories.map((c) => c.name)).toEqual([
      'Cleaning',
      'Heating',
    ]);
    expect(writes.map(([key]) => key)).toEqual(['macros.categories']);
  });

  it(
    'renames, and removes after asking: its macros become Uncategorized',
    { timeout: 60_000 },
    async () => {
      const user = userEvent.setup();
      renderAt('/settings');
      await user.click(screen.getByRole('button', { name: 'Rename Cleaning' }));
      const name = within(screen.getByRole('dialog')).getByRole('textbox', { name: 'Name' });
      await user.clear(name);
      await user.paste('Nozzle');
      await user.keyboard('{Enter}');
      await user.click(await screen.findByRole('button', { name: 'Remove Nozzle' }));
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
      await waitFor(() => expect(useMacroSettings.getState().categories).toEqual([]));
      expect(useMacroSettings.getState().stored[0]?.categoryId).toBe('');
      expect(writes.map(([key]) => key)).toEqual([
        'macros.categories',
        'macros.categories',
        'macros.stored',
      ]);
    },
  );
});

describe('the category page', () => {
  it('lists the category macros; the generic description is left out', () => {
    renderAt('/settings/macros/0');
    expect(screen.getByRole('heading', { name: 'Uncategorized' })).toBeInTheDocument();
    const rows = screen.getAllByRole('button', { name: /^Edit / });
    expect(rows.map((r) => r.getAttribute('aria-label'))).toEqual([
      'Edit CLEAN_NOZZLE',
      'Edit PARK',
    ]);
    expect(screen.queryByText('G-Code macro')).toBeNull();
  });

  it('searches by name and turns the shown ones off', async () => {
    const user = userEvent.setup();
    renderAt('/settings/macros/0');
    await user.type(screen.getByRole('searchbox', { name: 'Search macros' }), 'nozz');
    expect(screen.getAllByRole('button', { name: /^Edit / })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'All off' }));
    expect(screen.getByRole('switch', { name: 'Show CLEAN_NOZZLE' })).not.toBeChecked();
    expect(writes).toEqual([
      [
        'macros.stored',
        expect.arrayContaining([expect.objectContaining({ name: 'clean_nozzle', visible: false })]),
      ],
    ]);
    const park = useMacroSettings.getState().stored.find((s) => s.name === 'park');
    expect(park).toBeUndefined();
  });

  it(
    'the edit dialog moves a macro to a category; Cancel changes nothing',
    { timeout: 60_000 },
    async () => {
      const user = userEvent.setup();
      renderAt('/settings/macros/a');
      expect(screen.getByText('Purge a line')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Edit PURGE' }));
      let dialog = screen.getByRole('dialog', { name: 'Edit PURGE' });
      await user.type(within(dialog).getByRole('textbox', { name: 'Alias' }), 'Purge!');
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(writes).toEqual([]);

      await user.click(screen.getByRole('button', { name: 'Edit PURGE' }));
      dialog = screen.getByRole('dialog', { name: 'Edit PURGE' });
      await user.click(within(dialog).getByRole('combobox', { name: 'Category' }));
      await user.click(screen.getByRole('option', { name: 'Uncategorized' }));
      await user.click(within(dialog).getByRole('switch', { name: 'Disabled while printing' }));
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(useMacroSettings.getState().stored[0]).toMatchObject({
        name: 'purge',
        categoryId: '',
        disabledWhilePrinting: true,
      });
      expect(screen.getByText('No macros in this category')).toBeInTheDocument();
    },
  );

  it('an unknown category goes back to #macros', () => {
    const memory = renderAt('/settings/macros/nope');
    expect(memory.history?.at(-1)).toBe('/settings#macros');
  });
});
