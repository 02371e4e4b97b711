// Settings › Console as a user sees it: the filters listed with their switch, a filter added
// (required and unique names, an invalid expression refused), edited, switched off and removed
// after the question, every change written to the database at console.consoleFilters.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConsoleFilter } from '../../../lib/console';
import { useConsole } from '../../../state/console';
import ConsoleFiltersSection from '../console/ConsoleFiltersSection';

const { posts, api } = vi.hoisted(() => {
  const posts: { key: unknown; value: unknown }[] = [];
  const api = {
    database: {
      postItem: (_ns: string, key: unknown, value: unknown) => {
        posts.push({ key, value });
        return Promise.resolve({});
      },
    },
  };
  return { posts, api };
});

vi.mock('../../../state/session', () => ({
  getApi: () => api,
  attempt: (work: (a: unknown) => Promise<unknown>) => work(api),
  klippyCommand: () => Promise.resolve(),
  onServerNotification: () => () => undefined,
  onSocketReady: () => () => undefined,
  onKlippyReady: () => () => undefined,
}));

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

const lastSaved = () => posts[posts.length - 1];

// Dialogs with many fields: slow on a busy machine.
describe('Settings › Console filters', { timeout: 60_000 }, () => {
  beforeEach(() => {
    posts.length = 0;
    useConsole.setState({ filters: [noise] });
  });

  it('lists the filters with their type and value', () => {
    render(<ConsoleFiltersSection />);
    const list = screen.getByRole('list', { name: 'Console filters' });
    expect(within(list).getByText('Noise')).toBeInTheDocument();
    expect(within(list).getByText(/Starts with/)).toBeInTheDocument();
    expect(within(list).getByText('echo: noise')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Filter Noise enabled' })).toBeChecked();
  });

  it('adds a filter; the name is required and unique, case aside', async () => {
    const user = userEvent.setup();
    render(<ConsoleFiltersSection />);
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    const dialog = screen.getByRole('dialog', { name: 'Add console filter' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getAllByText('Required')).toHaveLength(2);
    expect(posts).toHaveLength(0);

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
    expect(useConsole.getState().filters).toEqual(saved);
  });

  it('refuses an invalid regular expression', async () => {
    const user = userEvent.setup();
    render(<ConsoleFiltersSection />);
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    const dialog = screen.getByRole('dialog');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Name' }), 'Bad');
    await user.click(within(dialog).getByRole('combobox', { name: 'Type' }));
    await user.click(screen.getByRole('option', { name: 'Regular expression' }));
    await fill(user, within(dialog).getByRole('textbox', { name: 'Value' }), '([unclosed');
    expect(within(dialog).getByText(/invalid expression/i)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(posts).toHaveLength(0);
  });

  it('edits a filter in place, keeping its own name allowed', async () => {
    const user = userEvent.setup();
    render(<ConsoleFiltersSection />);
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
    render(<ConsoleFiltersSection />);
    await user.click(screen.getByRole('switch', { name: 'Filter Noise enabled' }));
    expect(lastSaved()?.value).toEqual([{ ...noise, enabled: false }]);

    await user.click(screen.getByRole('button', { name: 'Remove filter Noise' }));
    const question = screen.getByRole('dialog', { name: 'Remove filter Noise?' });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(useConsole.getState().filters).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Remove filter Noise' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Remove filter Noise?' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    expect(lastSaved()?.value).toEqual([]);
    expect(screen.getByText('No filters yet.')).toBeInTheDocument();
  });
});
