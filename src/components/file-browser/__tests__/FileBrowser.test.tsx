import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { giveElementsABox, resetFilesStore } from '../../../test/layout-box';
import type { DirectoryListing } from '../../../../protocol/files';

const calls: { method: string; args: unknown[] }[] = [];
const listings: Record<string, DirectoryListing> = {};
const stored: Record<string, unknown> = {};

function listing(dirs: string[], files: string[]): DirectoryListing {
  return {
    dirs: dirs.map((dirname) => ({ dirname, modified: 1, size: 4096, permissions: 'rw' })),
    files: files.map((filename) => ({ filename, modified: 1, size: 100, permissions: 'rw' })),
    disk_usage: { total: 10e9, used: 1e9, free: 9e9 },
    root_info: { name: 'gcodes', permissions: 'rw' },
  };
}

const api = {
  files: {
    roots: () => Promise.resolve([{ name: 'gcodes', path: '/g', permissions: 'rw' }]),
    getDirectory: (path: string) => {
      calls.push({ method: 'getDirectory', args: [path] });
      return Promise.resolve(listings[path] ?? listing([], []));
    },
    postDirectory: (path: string) => {
      calls.push({ method: 'postDirectory', args: [path] });
      return Promise.resolve({});
    },
    deleteFile: (path: string) => {
      calls.push({ method: 'deleteFile', args: [path] });
      return Promise.resolve({});
    },
    deleteDirectory: (path: string, force: boolean) => {
      calls.push({ method: 'deleteDirectory', args: [path, force] });
      return Promise.resolve({});
    },
  },
  database: {
    getItem: (_ns: string, key: string) =>
      key in stored
        ? Promise.resolve({ value: stored[key] })
        : Promise.reject(Object.assign(new Error('nf'), { code: 404 })),
    postItem: (ns: string, key: string, value: unknown) => {
      calls.push({ method: 'postItem', args: [ns, key, value] });
      stored[key] = value;
      return Promise.resolve({});
    },
  },
};

vi.mock('../../../state/session', () => ({
  attempt: (work: (a: unknown) => Promise<unknown>) => work(api),
  getApi: () => api,
  onServerNotification: () => () => undefined,
  onSocketReady: () => () => undefined,
}));

import FileBrowser from '../FileBrowser';
import { useConnection } from '../../../state/connection';
import { useFiles } from '../../../state/files';
import { useMessages } from '../../../state/messages';

beforeAll(() => giveElementsABox());

beforeEach(() => {
  calls.length = 0;
  for (const key of Object.keys(listings)) delete listings[key];
  for (const key of Object.keys(stored)) delete stored[key];
  resetFilesStore();
  useConnection.setState({ apiUrl: 'http://printer:7125', socketStatus: 'open' });
});

function renderBrowser(bulk = true) {
  return render(
    <Router hook={memoryLocation().hook}>
      <FileBrowser roots={['gcodes']} name="jobs" bulkActions={bulk} height={600} />
    </Router>,
  );
}

describe('FileBrowser', () => {
  it('lists folders before files, hides thumbnails, and navigates into folders and back', async () => {
    listings.gcodes = listing(['.thumbs', 'parts'], ['b.gcode', 'a.gcode']);
    listings['gcodes/parts'] = listing([], ['inner.gcode']);
    const user = userEvent.setup();
    renderBrowser();
    await screen.findByRole('button', { name: 'parts' });
    const names = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('button')[0]?.textContent);
    expect(names).toEqual(['parts', 'a.gcode', 'b.gcode']);
    expect(screen.queryByText('.thumbs')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'parts' }));
    await screen.findByRole('button', { name: 'inner.gcode' });
    expect(calls).toContainEqual({ method: 'getDirectory', args: ['gcodes/parts'] });
    await user.click(screen.getByRole('button', { name: 'Parent folder' }));
    await screen.findByRole('button', { name: 'a.gcode' });
  });

  it("shows 'No files found' for an empty folder", async () => {
    renderBrowser();
    expect(await screen.findByText('No files found')).toBeInTheDocument();
  });

  it('renders a hostile name as text', async () => {
    const hostile = '<img src=x onerror=alert(1)>.gcode';
    listings.gcodes = listing([], [hostile]);
    renderBrowser();
    expect(await screen.findByRole('button', { name: hostile })).toHaveTextContent(hostile);
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it("creates a folder, refusing a sibling's name with 'Already exists'", async () => {
    listings.gcodes = listing(['parts'], ['a.gcode']);
    const user = userEvent.setup();
    renderBrowser();
    await screen.findByRole('button', { name: 'parts' });
    await user.click(screen.getByRole('button', { name: 'New folder' }));
    const input = await screen.findByRole('textbox', { name: 'Name' });
    await user.type(input, 'parts');
    expect(await screen.findByText('Already exists')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.clear(input);
    expect(await screen.findByText('Required')).toBeInTheDocument();
    await user.type(input, 'new{Enter}');
    await waitFor(() =>
      expect(calls).toContainEqual({ method: 'postDirectory', args: ['gcodes/new'] }),
    );
  });

  it("bulk selection never includes '..' and deletes after confirmation", async () => {
    listings['gcodes/sub'] = listing(['d'], ['x.gcode', 'y.gcode']);
    listings.gcodes = listing(['sub'], []);
    const user = userEvent.setup();
    renderBrowser();
    await user.click(await screen.findByRole('button', { name: 'sub' }));
    await screen.findByRole('button', { name: 'x.gcode' });
    expect(screen.queryByRole('checkbox', { name: 'Select ..' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByText('3 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    expect(
      await screen.findByText('Are you sure? This will delete all files and folders.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method.startsWith('delete'))).toEqual([
        { method: 'deleteDirectory', args: ['gcodes/sub/d', true] },
        { method: 'deleteFile', args: ['gcodes/sub/x.gcode'] },
        { method: 'deleteFile', args: ['gcodes/sub/y.gcode'] },
      ]),
    );
  });

  it('stores the column choice per browser and root, in the database and locally', async () => {
    listings.gcodes = listing([], ['a.gcode']);
    const user = userEvent.setup();
    renderBrowser();
    await screen.findByRole('button', { name: 'a.gcode' });
    expect(screen.getByRole('columnheader', { name: 'Estimated time' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Slicer' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'postItem',
        args: [
          'printdeck',
          'tableHeaders.jobs-gcodes',
          ['modified', 'size', 'estimated_time', 'slicer'],
        ],
      }),
    );
    expect(JSON.parse(localStorage.getItem('printdeck-tableHeaders') ?? '{}')).toEqual({
      'jobs-gcodes': ['modified', 'size', 'estimated_time', 'slicer'],
    });
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('columnheader', { name: 'Slicer' })).toBeInTheDocument();
  });

  it('reads the stored column choice on first mount', async () => {
    stored['tableHeaders.jobs-gcodes'] = ['size'];
    listings.gcodes = listing([], ['a.gcode']);
    renderBrowser();
    await screen.findByRole('button', { name: 'a.gcode' });
    await waitFor(() =>
      expect(screen.queryByRole('columnheader', { name: 'Modified' })).toBeNull(),
    );
    expect(screen.getByRole('columnheader', { name: 'Size' })).toBeInTheDocument();
  });

  it('renders 2,000 files through the virtual list', async () => {
    listings.gcodes = listing(
      [],
      Array.from({ length: 2000 }, (_, i) => `file${i}.gcode`),
    );
    renderBrowser(false);
    await screen.findByRole('button', { name: 'file0.gcode' });
    expect(screen.getAllByRole('row').length).toBeLessThan(100);
  });

  it('says which dropped files it will not upload', async () => {
    listings.gcodes = listing([], ['a.gcode']);
    renderBrowser();
    await screen.findByRole('button', { name: 'a.gcode' });
    const files = [new File(['solid'], 'bracket.stl')];
    fireEvent.drop(screen.getByRole('region', { name: 'gcodes files' }), {
      dataTransfer: { types: ['Files'], files, getData: () => '' },
    });
    expect(useMessages.getState().queue.map((m) => m.text)).toEqual([
      'Not uploaded: bracket.stl. This folder takes only .gcode .g .gc .gco .ufp .nc files.',
    ]);
    expect(useFiles.getState().uploads).toEqual([]);
  });
});
