// Settings › Console as a user sees it: the filters listed with their switch, a filter added
// (required and unique names, an invalid expression refused), edited, switched off and removed
// after the question (which keeps the filter's name while it fades out), every change written to the
// database at console.consoleFilters.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ConsoleFilter } from '../../../lib/console';
import { consoleStore } from '../../../state/console';
import { openTestPrinter, type TestPrinter } from '../../../test/printer-scope';
import ConsoleFiltersSection from '../console/ConsoleFiltersSection';

const noise: ConsoleFilter = {
  id: 'a',
  name: 'Noise',
  enabled: true,
  type: 'startsWith',
  value: 'echo: noise',
};

/** Replace a field's text in one go (typing each key is slow on a busy machine). */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  if (text === '') return;
  await user.click(field);
  await user.paste(text);
}

// Dialogs with many fields: slow on a busy machine.
describe('Settings › Console filters', { timeout: 60_000 }, () => {
  let p: TestPrinter;

  /** Every database write of the test printer so far, and the last one. */
  const posts = () => p.sent('server.database.post_item');

  const lastSaved = () => posts().at(-1);

  const filters = () => p.scope.get(consoleStore).getState().filters;

  beforeEach(async () => {
    p = await openTestPrinter({
      db: { printdeck: { console: { consoleFilters: [noise] } } },
      setup: (printer) => printer.rpc.set('server.gcode_store', () => ({ gcode_store: [] })),
    });
  });
  afterEach(() => p.close());

  it('lists the filters with their type and value', async () => {
    p.render(<ConsoleFiltersSection />);
    await screen.findByText('Noise');
    const list = screen.getByRole('list', { name: 'Console filters' });
    expect(within(list).getByText('Noise')).toBeInTheDocument();
    expect(within(list).getByText(/Starts with/)).toBeInTheDocument();
    expect(within(list).getByText('echo: noise')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Filter Noise enabled' })).toBeChecked();
  });

  it('adds a filter; the name is required and unique, case aside', async () => {
    const user = userEvent.setup();
    p.render(<ConsoleFiltersSection />);
    await screen.findByText('Noise');
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    const dialog = screen.getByRole('dialog', { name: 'Add console filter' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getAllByText('Required')).toHaveLength(2);
    expect(posts()).toHaveLength(0);

    await fill(user, within(dialog).getByRole('textbox', { name: 'Name' }), 'noise');
    expect(within(dialog).getByText('Already exists')).toBeInTheDocument();
    await fill(user, within(dialog).getByRole('textbox', { name: 'Name' }), 'Acks');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Value' }), 'ok');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(lastSaved()?.key).toBe('console.consoleFilters');
    const saved = lastSaved()?.value as ConsoleFilter[];
    expect(saved).toHaveLength(2);
    expect(saved[1]).toMatchObject({ name: 'Acks', type: 'contains', value: 'ok', enabled: true });
    expect(saved[1]?.id).not.toBe('a');
    expect(filters()).toEqual(saved);
    await waitFor(() =>
      expect((p.db.printdeck?.console as { consoleFilters: unknown }).consoleFilters).toEqual(
        saved,
      ),
    );
  });

  it('refuses an invalid regular expression', async () => {
    const user = userEvent.setup();
    p.render(<ConsoleFiltersSection />);
    await screen.findByText('Noise');
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    const dialog = screen.getByRole('dialog');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Name' }), 'Bad');
    await user.click(within(dialog).getByRole('combobox', { name: 'Type' }));
    await user.click(screen.getByRole('option', { name: 'Regular expression' }));
    await fill(user, within(dialog).getByRole('textbox', { name: 'Value' }), '([unclosed');
    expect(within(dialog).getByText(/invalid expression/i)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
  });

  it('edits a filter in place, keeping its own name allowed', async () => {
    const user = userEvent.setup();
    p.render(<ConsoleFiltersSection />);
    await screen.findByText('Noise');
    await user.click(screen.getByRole('button', { name: 'Edit filter Noise' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit console filter' });
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Noise');
    const value = within(dialog).getByRole('textbox', { name: 'Value' });
    await fill(user, value, 'echo: hush');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(lastSaved()?.value).toEqual([{ ...noise, value: 'echo: hush' }]);
  });

  it('switches a filter off and removes one after asking', async () => {
    const user = userEvent.setup();
    p.render(<ConsoleFiltersSection />);
    await screen.findByText('Noise');
    await user.click(screen.getByRole('switch', { name: 'Filter Noise enabled' }));
    expect(lastSaved()?.value).toEqual([{ ...noise, enabled: false }]);

    await user.click(screen.getByRole('button', { name: 'Remove filter Noise' }));
    const question = screen.getByRole('dialog', { name: 'Remove filter Noise?' });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(filters()).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Remove filter Noise' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Remove filter Noise?' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    expect(lastSaved()?.value).toEqual([]);
    expect(screen.getByText('No filters yet.')).toBeInTheDocument();
  });

  it("the removal question keeps the filter's name while it fades out", async () => {
    const user = userEvent.setup();
    p.render(<ConsoleFiltersSection />);
    await user.click(await screen.findByRole('button', { name: 'Remove filter Noise' }));
    const question = screen.getByRole('dialog', { name: 'Remove filter Noise?' });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    // Still on screen while it closes, and still naming the filter.
    expect(question).toBeInTheDocument();
    expect(question).toHaveAccessibleName('Remove filter Noise?');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
