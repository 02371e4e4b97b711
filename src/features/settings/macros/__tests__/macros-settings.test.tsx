// Settings › Macros and the category page as a user: add a category (the name rule), rename and
// remove it (its macros become Uncategorized), each change written by its database path; the page's
// search, All off, the edit dialog moving a macro, and an unknown category sent back to #macros.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { macrosStore } from '../../../../state/macros';
import { openTestPrinter, type TestPrinter } from '../../../../test/printer-scope';
import MacroCategoryPage from '../MacroCategoryPage';
import MacrosSection from '../MacrosSection';

describe('macro categories', () => {
  let p: TestPrinter;

  /** The printer's four macros, one of them in the category Cleaning. */
  async function openPrinter(): Promise<void> {
    p = await openTestPrinter({
      objects: [
        'gcode_macro PURGE',
        'gcode_macro CLEAN_NOZZLE',
        'gcode_macro PARK',
        'gcode_macro _X',
        'configfile',
      ],
      status: {
        configfile: {
          config: {
            'gcode_macro PURGE': { gcode: 'G1', description: 'Purge a line' },
            'gcode_macro PARK': { gcode: 'G1', description: 'G-Code macro' },
          },
        },
      } as never,
      db: {
        printdeck: {
          macros: {
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
            categories: [{ id: 'a', name: 'Cleaning' }],
            expanded: [],
          },
        },
      },
    });
  }

  /** The database writes so far, by key. */
  const writes = () =>
    p.sent('server.database.post_item').map((w) => [w.key, w.value] as [string, unknown]);

  const settings = () => p.scope.get(macrosStore).getState();

  async function renderAt(path: string) {
    const memory = memoryLocation({ path, record: true });
    p.render(
      <Router hook={memory.hook}>
        <Route path="/settings/macros/:categoryId">
          <MacroCategoryPage />
        </Route>
        <Route path="/settings">
          <MacrosSection />
        </Route>
      </Router>,
    );
    await waitFor(() => expect(settings().loaded).toBe(true));
    return memory;
  }

  beforeEach(openPrinter);

  afterEach(() => p.close());

  describe('Settings › Macros', () => {
    it('lists Uncategorized and the categories with their counts', async () => {
      await renderAt('/settings');
      const list = screen.getByRole('list', { name: 'Categories' });
      expect(within(list).getByRole('link', { name: /Uncategorized/ })).toHaveTextContent(
        '2 macros',
      );
      expect(within(list).getByRole('link', { name: /Cleaning/ })).toHaveTextContent('1 macro');
      expect(within(list).getByRole('link', { name: /Cleaning/ })).toHaveAttribute(
        'href',
        '/settings/macros/a',
      );
    });

    it('adds a category with a unique name', async () => {
      const user = userEvent.setup();
      await renderAt('/settings');
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
      expect(settings().categories.map((c) => c.name)).toEqual(['Cleaning', 'Heating']);
      await waitFor(() => expect(writes().map(([key]) => key)).toEqual(['macros.categories']));
    });

    it(
      'renames, and removes after asking: its macros become Uncategorized',
      { timeout: 60_000 },
      async () => {
        const user = userEvent.setup();
        await renderAt('/settings');
        await user.click(screen.getByRole('button', { name: 'Rename Cleaning' }));
        const name = within(screen.getByRole('dialog')).getByRole('textbox', { name: 'Name' });
        await user.clear(name);
        await user.paste('Nozzle');
        await user.keyboard('{Enter}');
        await user.click(await screen.findByRole('button', { name: 'Remove Nozzle' }));
        await user.click(
          within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }),
        );
        await waitFor(() => expect(settings().categories).toEqual([]));
        expect(settings().stored[0]?.categoryId).toBe('');
        await waitFor(() =>
          expect(writes().map(([key]) => key)).toEqual([
            'macros.categories',
            'macros.categories',
            'macros.stored',
          ]),
        );
      },
    );
  });

  describe('the category page', () => {
    it('lists the category macros; the generic description is left out', async () => {
      await renderAt('/settings/macros/0');
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
      await renderAt('/settings/macros/0');
      await user.type(screen.getByRole('searchbox', { name: 'Search macros' }), 'nozz');
      expect(screen.getAllByRole('button', { name: /^Edit / })).toHaveLength(1);
      await user.click(screen.getByRole('button', { name: 'All off' }));
      expect(screen.getByRole('switch', { name: 'Show CLEAN_NOZZLE' })).not.toBeChecked();
      await waitFor(() =>
        expect(writes()).toEqual([
          [
            'macros.stored',
            expect.arrayContaining([
              expect.objectContaining({ name: 'clean_nozzle', visible: false }),
            ]),
          ],
        ]),
      );
      const park = settings().stored.find((s) => s.name === 'park');
      expect(park).toBeUndefined();
    });

    it(
      'the edit dialog moves a macro to a category; Cancel changes nothing',
      { timeout: 60_000 },
      async () => {
        const user = userEvent.setup();
        await renderAt('/settings/macros/a');
        expect(screen.getByText('Purge a line')).toBeInTheDocument();
        await user.click(screen.getByRole('button', { name: 'Edit PURGE' }));
        let dialog = screen.getByRole('dialog', { name: 'Edit PURGE' });
        await user.type(within(dialog).getByRole('textbox', { name: 'Alias' }), 'Purge!');
        await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
        expect(writes()).toEqual([]);

        await user.click(screen.getByRole('button', { name: 'Edit PURGE' }));
        dialog = screen.getByRole('dialog', { name: 'Edit PURGE' });
        await user.click(within(dialog).getByRole('combobox', { name: 'Category' }));
        await user.click(screen.getByRole('option', { name: 'Uncategorized' }));
        await user.click(within(dialog).getByRole('switch', { name: 'Disabled while printing' }));
        await user.click(within(dialog).getByRole('button', { name: 'Save' }));
        expect(settings().stored[0]).toMatchObject({
          name: 'purge',
          categoryId: '',
          disabledWhilePrinting: true,
        });
        expect(screen.getByText('No macros in this category')).toBeInTheDocument();
      },
    );

    it('an unknown category goes back to #macros', async () => {
      const memory = await renderAt('/settings/macros/nope');
      expect(memory.history?.at(-1)).toBe('/settings#macros');
    });
  });
});
