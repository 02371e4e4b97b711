// The printers list as a user sees it in the tools drawer, the chosen printer a pretend one whose
// database keeps a shared list: the shared printer shows as kept there (removable only from the
// shared list), the farm link appears with a second printer, the list is kept on the printer,
// tags are edited by their rules (a shared printer's in the printer's list), and an import adds
// only what is new or refuses a bad file whole.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useInstances } from '../../../state/instances';
import { useMessages } from '../../../state/messages';
import { sharedPrintersStore } from '../../../state/printer-share';
import { openTestPrinter, type TestPrinter } from '../../../test/printer-scope';
import { importList } from '../list-actions';
import { PrintersList } from '../PrintersList';
import { setPrinterTags } from '../../../state/instances-edit';

const ALPHA = 'http://a.local:7125';
const bravo = { name: 'Bravo', apiUrl: 'http://b.local:7125', tags: ['shelf 2'] };
const reset = () => {
  localStorage.clear();
  useInstances.getState().reload();
  useInstances.setState({ activeApiUrl: null });
  useMessages.setState({ queue: [] });
};

const row = (address: string) =>
  screen
    .getByRole('button', { name: new RegExp(address.replace(/[.:/]/g, '\\$&')) })
    .closest('li')!;
const messages = () => useMessages.getState().queue.map((m) => m.text);
const stored = (t: TestPrinter) => t.db.printdeck?.printers;

async function menu(item: RegExp | string) {
  await userEvent.click(screen.getByRole('button', { name: 'Printers list actions' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: item }));
}

describe('PrintersList', () => {
  let p: TestPrinter | undefined;

  /** Alpha chosen, its database keeping `printers` (none when undefined), the list rendered. */
  async function show(printers?: unknown[]): Promise<TestPrinter> {
    useInstances.getState().add(ALPHA, 'Alpha');
    useInstances.getState().activate(ALPHA);
    p = await openTestPrinter({
      active: true,
      db: printers ? { printdeck: { printers } } : {},
    });
    const opened = p;
    await waitFor(() =>
      expect(opened.scope.get(sharedPrintersStore).getState().status).not.toBe('pending'),
    );
    p.render(<PrintersList />);
    return p;
  }

  beforeEach(reset);
  afterEach(() => {
    p?.close();
    p = undefined;
    reset();
  });

  it("shows the chosen printer's shared list: kept there, not removable here, with its tags", async () => {
    await show([bravo]);
    const shared = row(bravo.apiUrl);
    expect(within(shared).getByText('Kept on Alpha')).toBeVisible();
    expect(
      within(within(shared).getByRole('list', { name: 'Tags' })).getByText('shelf 2'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Remove Bravo' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove Bravo from the shared list' })).toBeVisible();
    // The chosen printer cannot be removed either.
    expect(screen.queryByRole('button', { name: 'Remove Alpha' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Farm' })).toHaveAttribute('href', '/farm');
  });

  it('has no farm link with one printer; keeps the list on the chosen printer', async () => {
    const t = await show();
    expect(screen.queryByRole('link', { name: 'Farm' })).toBeNull();
    useInstances.getState().add('http://c.local:7125', 'Charlie');
    expect(await screen.findByRole('link', { name: 'Farm' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Remove Charlie' })).toBeVisible();

    await menu('Keep this list on Alpha');
    await waitFor(() =>
      expect(stored(t)).toEqual([
        { name: 'Alpha', apiUrl: ALPHA, tags: [] },
        { name: 'Charlie', apiUrl: 'http://c.local:7125', tags: [] },
      ]),
    );
    expect(messages()).toContainEqual(expect.stringContaining('The list is kept on Alpha'));
    // Now on the shared list: Charlie is removed from there, not from this browser.
    expect(
      await screen.findByRole('button', { name: 'Remove Charlie from the shared list' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Remove Charlie' })).toBeNull();
  });

  it('takes a printer off the shared list after asking', async () => {
    const t = await show([bravo, { name: 'Delta', apiUrl: 'http://d.local', tags: [] }]);
    await userEvent.click(
      screen.getByRole('button', { name: 'Remove Bravo from the shared list' }),
    );
    const question = await screen.findByRole('dialog');
    await userEvent.click(within(question).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(stored(t)).toEqual([{ name: 'Delta', apiUrl: 'http://d.local', tags: [] }]),
    );
    await waitFor(() => expect(screen.queryByText(bravo.apiUrl)).toBeNull());
  });

  it('edits tags by their rules; a shared printer’s in the list kept on the printer', async () => {
    const t = await show([bravo]);
    await userEvent.click(screen.getByRole('button', { name: 'Tags of Alpha' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tags of Alpha' });
    const field = within(dialog).getByRole('textbox', { name: 'New tag' });
    await userEvent.type(field, '  PLA  {Enter}');
    await userEvent.type(field, 'pla{Enter}');
    expect(within(dialog).getByText('This printer already has this tag.')).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, `${'x'.repeat(33)}{Enter}`);
    expect(within(dialog).getByText('A tag has at most 32 characters.')).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, '   {Enter}');
    expect(within(dialog).getByText('A tag needs at least one character.')).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, 'Room 1{Enter}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(useInstances.getState().local[0]?.tags).toEqual(['PLA', 'Room 1']);
    expect(stored(t)).toEqual([bravo]);

    await userEvent.click(screen.getByRole('button', { name: 'Tags of Bravo' }));
    const shared = await screen.findByRole('dialog', { name: 'Tags of Bravo' });
    await userEvent.click(within(shared).getByRole('button', { name: 'Remove tag shelf 2' }));
    await userEvent.type(within(shared).getByRole('textbox', { name: 'New tag' }), 'PETG{Enter}');
    await userEvent.click(within(shared).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(stored(t)).toEqual([{ ...bravo, tags: ['PETG'] }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(row(bravo.apiUrl)).getByText('PETG')).toBeVisible();
  });

  it('exports the whole list as printdeck-printers.json, which imports back', async () => {
    await show([bravo]);
    setPrinterTags(ALPHA, ['shelf 1']);
    const saved: { name: string; blob: Blob }[] = [];
    const create = vi.fn((blob: Blob) => {
      saved.push({ name: '', blob });
      return 'blob:printers';
    });
    const jsdomUrl = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = create;
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.at(-1)!.name = this.download;
    });
    try {
      await menu('Export list');
      expect(saved.map((s) => s.name)).toEqual(['printdeck-printers.json']);
      const text = await saved[0]!.blob.text();
      expect(JSON.parse(text)).toEqual({
        printdeck: 'printers',
        version: 1,
        printers: [{ name: 'Alpha', apiUrl: ALPHA, tags: ['shelf 1'] }, bravo],
      });
      // Another browser reads it back: both printers, once each.
      localStorage.clear();
      useInstances.getState().reload();
      useInstances.getState().receiveShared(ALPHA, null);
      expect(await importList(new Blob([text]))).toEqual({
        ok: true,
        added: 2,
        existing: 0,
      });
    } finally {
      click.mockRestore();
      URL.createObjectURL = jsdomUrl.create;
      URL.revokeObjectURL = jsdomUrl.revoke;
    }
  });

  it('imports a printers file: a bad one changes nothing, a good one adds what is new', async () => {
    await show([bravo]);
    const input = screen.getByTestId('printers-import');
    const upload = (content: string) =>
      userEvent.upload(
        input,
        new File([content], 'printdeck-printers.json', { type: 'application/json' }),
      );
    const before = useInstances.getState().instances;

    await upload('{"printdeck": "printers", "version": 1, "printers": [');
    await waitFor(() =>
      expect(messages()).toContain('Nothing was imported: the file is not JSON.'),
    );
    await upload(
      JSON.stringify({
        printdeck: 'printers',
        version: 1,
        printers: [
          { name: 'Echo', apiUrl: 'http://e.local' },
          { name: 'Evil', apiUrl: 'javascript:alert(1)' },
        ],
      }),
    );
    await waitFor(() =>
      expect(messages()).toContain(
        'Nothing was imported: the address of printer 2 is not an http:// or https:// address.',
      ),
    );
    expect(useInstances.getState().instances).toEqual(before);

    await upload(
      JSON.stringify([
        { name: 'Echo', apiUrl: 'http://e.local' },
        { name: 'Alpha', apiUrl: 'HTTP://a.local:7125/', tags: ['shelf 1'] },
        { name: 'Bravo', apiUrl: bravo.apiUrl },
      ]),
    );
    await waitFor(() => expect(messages()).toContain('Printers added: 1. Already in the list: 2.'));
    expect(row('http://e.local')).toBeTruthy();
    expect(within(row(ALPHA)).getByText('shelf 1')).toBeVisible();
  });
});
