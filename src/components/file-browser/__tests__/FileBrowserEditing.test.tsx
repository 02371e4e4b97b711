// The browser and the editor: Edit/View per root, the auto-edit click, and 'New file'.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { giveElementsABox, resetFilesStore } from '../../../test/layout-box';
import type { DirectoryListing } from '../../../../protocol/files';
import type { PrintStatsState } from '../../../../protocol/objects';

const listings: Record<string, DirectoryListing> = {};
const uploads: { names: string[]; root: string; path: string; sizes: number[] }[] = [];

function listing(root: string, files: string[], permissions = 'rw'): DirectoryListing {
  return {
    dirs: [],
    files: files.map((filename) => ({ filename, modified: 1, size: 100, permissions: 'rw' })),
    disk_usage: { total: 10e9, used: 1e9, free: 9e9 },
    root_info: { name: root, permissions: permissions as 'rw' },
  };
}

const api = {
  files: {
    roots: () =>
      Promise.resolve(
        ['config', 'logs', 'gcodes'].map((name) => ({
          name,
          path: `/${name}`,
          permissions: name === 'logs' ? 'r' : 'rw',
        })),
      ),
    getDirectory: (path: string) =>
      Promise.resolve(listings[path] ?? listing(path.split('/')[0] ?? '', [])),
  },
  database: {
    getItem: () => Promise.reject(Object.assign(new Error('nf'), { code: 404 })),
    postItem: () => Promise.resolve({}),
  },
};

vi.mock('../../../state/session', () => ({
  attempt: (work: (a: unknown) => Promise<unknown>) => work(api),
  getApi: () => api,
  onServerNotification: () => () => undefined,
  onSocketReady: () => () => undefined,
}));
vi.mock('../../../state/file-transfers', () => ({
  uploadFiles: (files: File[], root: string, path: string) => {
    uploads.push({ names: files.map((f) => f.name), sizes: files.map((f) => f.size), root, path });
    const key = path ? `${root}/${path}` : root;
    const current = listings[key] ?? listing(root, []);
    listings[key] = listing(root, [
      ...current.files.map((f) => f.filename),
      ...files.map((f) => f.name),
    ]);
    return Promise.resolve();
  },
  downloadItem: () => Promise.resolve(),
}));

import FileBrowser from '../FileBrowser';
import { useConnection } from '../../../state/connection';
import { useEditor } from '../../../state/editor';
import { usePrinter } from '../../../state/printer';
import { DEFAULT_UI_SETTINGS, useSettings } from '../../../state/settings';

beforeAll(() => giveElementsABox());

beforeEach(() => {
  uploads.length = 0;
  for (const key of Object.keys(listings)) delete listings[key];
  resetFilesStore();
  useEditor.setState({ target: null });
  useSettings.setState({ editor: { ...DEFAULT_UI_SETTINGS.editor } });
  usePrinter.setState((s) => ({ status: { ...s.status, print_stats: { state: 'standby' } } }));
  useConnection.setState({ apiUrl: 'http://printer:7125', socketStatus: 'open' });
});

function renderBrowser(roots: string[]) {
  return render(
    <Router hook={memoryLocation().hook}>
      <FileBrowser roots={roots} name="config" bulkActions height={600} />
    </Router>,
  );
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
  it('opens an auto-edit file in the editor at once, writable in the config root', async () => {
    listings.config = listing('config', ['printer.cfg']);
    const user = userEvent.setup();
    renderBrowser(['config']);
    await user.click(await screen.findByRole('button', { name: 'printer.cfg' }));
    expect(useEditor.getState().target).toEqual({
      root: 'config',
      path: 'printer.cfg',
      readonly: false,
    });
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens a log read-only, and a file not in the auto-edit list shows its menu', async () => {
    listings.logs = listing('logs', ['klippy.log', 'crash.dump'], 'r');
    const user = userEvent.setup();
    renderBrowser(['logs']);
    await user.click(await screen.findByRole('button', { name: 'klippy.log' }));
    expect(useEditor.getState().target).toEqual({
      root: 'logs',
      path: 'klippy.log',
      readonly: true,
    });
    useEditor.setState({ target: null });
    await user.click(screen.getByRole('button', { name: 'crash.dump' }));
    const menu = await screen.findByRole('menu', { name: 'Actions for crash.dump' });
    expect(entries(menu)).toEqual(['View', 'Download', 'View metadata']);
    expect(useEditor.getState().target).toBeNull();
  });

  it('follows the auto-edit setting', async () => {
    useSettings.setState({ editor: { ...DEFAULT_UI_SETTINGS.editor, autoEditExtensions: [] } });
    listings.config = listing('config', ['printer.cfg']);
    const user = userEvent.setup();
    renderBrowser(['config']);
    await user.click(await screen.findByRole('button', { name: 'printer.cfg' }));
    const menu = await screen.findByRole('menu', { name: 'Actions for printer.cfg' });
    await user.click(within(menu).getByRole('menuitem', { name: 'Edit' }));
    expect(useEditor.getState().target).toEqual({
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
    usePrinter.setState((s) => ({
      status: { ...s.status, print_stats: { state: state as PrintStatsState } },
    }));
    listings[root] = listing(root, [name], root === 'logs' ? 'r' : 'rw');
    const user = userEvent.setup();
    renderBrowser([root]);
    expect(entries(await menuOf(user, name))).toEqual(expected);
  });

  it('the gcodes root edits a G-code file when nothing prints', async () => {
    listings.gcodes = listing('gcodes', ['cube.gcode']);
    const user = userEvent.setup();
    renderBrowser(['gcodes']);
    expect(entries(await menuOf(user, 'cube.gcode'))).toContain('Edit');
  });

  it("'New file' wants one of the root's extensions, uploads an empty file and opens it", async () => {
    listings.config = listing('config', ['printer.cfg']);
    const user = userEvent.setup();
    renderBrowser(['config']);
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
    await waitFor(() =>
      expect(useEditor.getState().target).toEqual({ root: 'config', path: 'extra.cfg' }),
    );
    expect(uploads).toEqual([{ names: ['extra.cfg'], sizes: [0], root: 'config', path: '' }]);
  });

  it("read-only roots offer no 'New file', upload or new folder", async () => {
    listings.logs = listing('logs', ['klippy.log'], 'r');
    renderBrowser(['logs']);
    await screen.findByRole('button', { name: 'klippy.log' });
    for (const name of ['New file', 'New folder', 'Upload files'])
      expect(screen.queryByRole('button', { name })).toBeNull();
  });
});
