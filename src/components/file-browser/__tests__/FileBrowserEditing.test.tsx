// The browser and the editor: Edit/View per root, the auto-edit click, and 'New file'.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DirectoryListing } from '../../../../protocol/files';
import type { PrintStatsState } from '../../../../protocol/objects';
import { editorStore } from '../../../state/editor';
import { DEFAULT_UI_SETTINGS, useSettings } from '../../../state/settings';
import {
  listing as folder,
  serveFiles,
  serveUploads,
  type ServedUploads,
} from '../../../test/files-printer';
import { giveElementsABox } from '../../../test/layout-box';
import { openTestPrinter, type TestPrinter } from '../../../test/printer-scope';
import FileBrowser from '../FileBrowser';

function listing(root: string, files: string[], permissions: 'rw' | 'r' = 'rw'): DirectoryListing {
  return folder([], files, root, permissions);
}

async function menuOf(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.pointer({ keys: '[MouseRight]', target: await screen.findByRole('button', { name }) });
  return screen.findByRole('menu', { name: `Actions for ${name}` });
}

const entries = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent)
    .filter((text) => !text?.startsWith('Preview'));

describe('FileBrowser and the editor', () => {
  let listings: Record<string, DirectoryListing> = {};

  let uploads: ServedUploads | undefined;

  let open: TestPrinter | undefined;

  beforeAll(() => giveElementsABox());

  beforeEach(() => {
    listings = {};
    useSettings.setState({ editor: { ...DEFAULT_UI_SETTINGS.editor } });
  });

  afterEach(() => open?.close());

  /** The editor of the printer the browser shows. */
  const editor = () => open!.scope.get(editorStore).getState();

  /** The browser of a printer with config, logs (read-only) and gcodes roots, in this print state. */
  async function renderBrowser(roots: string[], state: PrintStatsState = 'standby') {
    open = await openTestPrinter({
      status: { print_stats: { state } } as never,
      setup: (printer) => {
        const files = serveFiles(
          printer,
          ['config', 'logs', 'gcodes'].map((name) => ({
            name,
            path: `/${name}`,
            permissions: name === 'logs' ? 'r' : 'rw',
          })),
        );
        files.listings = listings;
        uploads = serveUploads(printer, files);
      },
    });
    return open.render(
      <Router hook={memoryLocation().hook}>
        <FileBrowser roots={roots} name="config" bulkActions height={600} />
      </Router>,
    );
  }

  it('opens an auto-edit file in the editor at once, writable in the config root', async () => {
    listings.config = listing('config', ['printer.cfg']);
    const user = userEvent.setup();
    await renderBrowser(['config']);
    await user.click(await screen.findByRole('button', { name: 'printer.cfg' }));
    expect(editor().target).toEqual({
      root: 'config',
      path: 'printer.cfg',
      readonly: false,
    });
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens a log read-only, and a file not in the auto-edit list shows its menu', async () => {
    listings.logs = listing('logs', ['klippy.log', 'crash.dump'], 'r');
    const user = userEvent.setup();
    await renderBrowser(['logs']);
    await user.click(await screen.findByRole('button', { name: 'klippy.log' }));
    expect(editor().target).toEqual({
      root: 'logs',
      path: 'klippy.log',
      readonly: true,
    });
    open!.scope.get(editorStore).setState({ target: null });
    await user.click(screen.getByRole('button', { name: 'crash.dump' }));
    const menu = await screen.findByRole('menu', { name: 'Actions for crash.dump' });
    expect(entries(menu)).toEqual(['View', 'Download', 'View metadata']);
    expect(editor().target).toBeNull();
  });

  it('follows the auto-edit setting', async () => {
    useSettings.setState({ editor: { ...DEFAULT_UI_SETTINGS.editor, autoEditExtensions: [] } });
    listings.config = listing('config', ['printer.cfg']);
    const user = userEvent.setup();
    await renderBrowser(['config']);
    await user.click(await screen.findByRole('button', { name: 'printer.cfg' }));
    const menu = await screen.findByRole('menu', { name: 'Actions for printer.cfg' });
    await user.click(within(menu).getByRole('menuitem', { name: 'Edit' }));
    expect(editor().target).toEqual({
      root: 'config',
      path: 'printer.cfg',
      readonly: false,
    });
  });

  it.each([
    [
      'config',
      'standby',
      'printer.cfg',
      ['Edit', 'Download', 'Rename', 'Duplicate', 'Delete', 'View metadata'],
    ],
    [
      'config',
      'printing',
      'printer.cfg',
      ['View', 'Download', 'Rename', 'Duplicate', 'Delete', 'View metadata'],
    ],
    ['logs', 'standby', 'klippy.log', ['View', 'Download', 'View metadata']],
    [
      'gcodes',
      'printing',
      'cube.gcode',
      ['Download', 'Rename', 'Duplicate', 'Delete', 'View metadata'],
    ],
  ])('%s while %s: the menu of %s offers %j', async (root, state, name, expected) => {
    listings[root] = listing(root, [name], root === 'logs' ? 'r' : 'rw');
    const user = userEvent.setup();
    await renderBrowser([root], state as PrintStatsState);
    expect(entries(await menuOf(user, name))).toEqual(expected);
  });

  it('the gcodes root edits a G-code file when nothing prints', async () => {
    listings.gcodes = listing('gcodes', ['cube.gcode']);
    const user = userEvent.setup();
    await renderBrowser(['gcodes']);
    expect(entries(await menuOf(user, 'cube.gcode'))).toContain('Edit');
  });

  it("'New file' wants one of the root's extensions, uploads an empty file and opens it", async () => {
    listings.config = listing('config', ['printer.cfg']);
    const user = userEvent.setup();
    await renderBrowser(['config']);
    await screen.findByRole('button', { name: 'printer.cfg' });
    await user.click(screen.getByRole('button', { name: 'New file' }));
    const dialog = await screen.findByRole('dialog', { name: 'New file' });
    const input = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.type(input, 'extra');
    expect(
      await within(dialog).findByText('The name must end with one of .conf .cfg .md'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.clear(input);
    await user.type(input, 'printer.cfg');
    expect(await within(dialog).findByText('Already exists')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'extra.cfg{Enter}');
    await waitFor(() => expect(editor().target).toEqual({ root: 'config', path: 'extra.cfg' }));
    expect(uploads?.received).toEqual([
      expect.objectContaining({ filename: 'extra.cfg', size: 0, root: 'config', path: '' }),
    ]);
  });

  it("read-only roots offer no 'New file', upload or new folder", async () => {
    listings.logs = listing('logs', ['klippy.log'], 'r');
    await renderBrowser(['logs']);
    await screen.findByRole('button', { name: 'klippy.log' });
    for (const name of ['New file', 'New folder', 'Upload files'])
      expect(screen.queryByRole('button', { name })).toBeNull();
  });
});
