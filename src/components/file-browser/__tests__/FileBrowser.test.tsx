// The file browser over a pretend printer: folders and files from its get_directory answers,
// changes sent as its file calls, column choices kept in its database and locally.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DirectoryListing } from '../../../../protocol/files';
import { filesStore } from '../../../state/files';
import { useMessages } from '../../../state/messages';
import { listing, serveFiles } from '../../../test/files-printer';
import { giveElementsABox } from '../../../test/layout-box';
import { openTestPrinter, type TestPrinter } from '../../../test/printer-scope';
import FileBrowser from '../FileBrowser';

/** The folders the browser asked the printer for, in order. */
const asked = (p: TestPrinter) => p.sent('server.files.get_directory').map((params) => params.path);

describe('FileBrowser', () => {
  beforeAll(() => giveElementsABox());

  let listings: Record<string, DirectoryListing> = {};

  let stored: Record<string, unknown> = {};

  let open: TestPrinter | undefined;

  beforeEach(() => {
    listings = {};
    stored = {};
    localStorage.removeItem('printdeck-tableHeaders');
  });

  afterEach(() => open?.close());

  /** The browser of a printer whose gcodes root holds `listings` and whose database `stored`. */
  async function renderBrowser(bulk = true): Promise<TestPrinter> {
    const p = await openTestPrinter({
      db: { printdeck: { tableHeaders: stored } },
      setup: (printer) => {
        serveFiles(printer).listings = listings;
      },
    });
    open = p;
    p.render(
      <Router hook={memoryLocation().hook}>
        <FileBrowser roots={['gcodes']} name="jobs" bulkActions={bulk} height={600} />
      </Router>,
    );
    return p;
  }

  it('lists folders before files, hides thumbnails, and navigates into folders and back', async () => {
    listings.gcodes = listing(['.thumbs', 'parts'], ['b.gcode', 'a.gcode']);
    listings['gcodes/parts'] = listing([], ['inner.gcode']);
    const user = userEvent.setup();
    const p = await renderBrowser();
    await screen.findByRole('button', { name: 'parts' });
    const names = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('button')[0]?.textContent);
    expect(names).toEqual(['parts', 'a.gcode', 'b.gcode']);
    expect(screen.queryByText('.thumbs')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'parts' }));
    await screen.findByRole('button', { name: 'inner.gcode' });
    expect(asked(p)).toContain('gcodes/parts');
    await user.click(screen.getByRole('button', { name: 'Parent folder' }));
    await screen.findByRole('button', { name: 'a.gcode' });
  });

  it("shows 'No files found' for an empty folder", async () => {
    await renderBrowser();
    expect(await screen.findByText('No files found')).toBeInTheDocument();
  });

  it('renders a hostile name as text', async () => {
    const hostile = '<img src=x onerror=alert(1)>.gcode';
    listings.gcodes = listing([], [hostile]);
    await renderBrowser();
    expect(await screen.findByRole('button', { name: hostile })).toHaveTextContent(hostile);
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it("creates a folder, refusing a sibling's name with 'Already exists'", async () => {
    listings.gcodes = listing(['parts'], ['a.gcode']);
    const user = userEvent.setup();
    const p = await renderBrowser();
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
      expect(p.sent('server.files.post_directory')).toEqual([{ path: 'gcodes/new' }]),
    );
  });

  it("bulk selection never includes '..' and deletes after confirmation", async () => {
    listings['gcodes/sub'] = listing(['d'], ['x.gcode', 'y.gcode']);
    listings.gcodes = listing(['sub'], []);
    const user = userEvent.setup();
    const p = await renderBrowser();
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
      expect(p.sent('server.files.delete_file')).toEqual([
        { path: 'gcodes/sub/x.gcode' },
        { path: 'gcodes/sub/y.gcode' },
      ]),
    );
    expect(p.sent('server.files.delete_directory')).toEqual([
      { path: 'gcodes/sub/d', force: true },
    ]);
    // The folder went first: every delete in the order of the rows.
    const deletes = p.printer
      .sockets()
      .flatMap((ws) => ws.frames())
      .filter((f) => f.method.startsWith('server.files.delete'))
      .map((f) => f.method);
    expect(deletes).toEqual([
      'server.files.delete_directory',
      'server.files.delete_file',
      'server.files.delete_file',
    ]);
  });

  it('stores the column choice per browser and root, in the database and locally', async () => {
    listings.gcodes = listing([], ['a.gcode']);
    const user = userEvent.setup();
    const p = await renderBrowser();
    await screen.findByRole('button', { name: 'a.gcode' });
    expect(screen.getByRole('columnheader', { name: 'Estimated time' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Slicer' }));
    await waitFor(() =>
      expect(p.sent('server.database.post_item')).toEqual([
        {
          namespace: 'printdeck',
          key: 'tableHeaders.jobs-gcodes',
          value: ['modified', 'size', 'estimated_time', 'slicer'],
        },
      ]),
    );
    expect(p.db.printdeck?.tableHeaders).toEqual({
      'jobs-gcodes': ['modified', 'size', 'estimated_time', 'slicer'],
    });
    expect(JSON.parse(localStorage.getItem('printdeck-tableHeaders') ?? '{}')).toEqual({
      'jobs-gcodes': ['modified', 'size', 'estimated_time', 'slicer'],
    });
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('columnheader', { name: 'Slicer' })).toBeInTheDocument();
  });

  it('reads the stored column choice on first mount', async () => {
    stored['jobs-gcodes'] = ['size'];
    listings.gcodes = listing([], ['a.gcode']);
    await renderBrowser();
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
    await renderBrowser(false);
    await screen.findByRole('button', { name: 'file0.gcode' });
    expect(screen.getAllByRole('row').length).toBeLessThan(100);
  });

  it('says which dropped files it will not upload', async () => {
    listings.gcodes = listing([], ['a.gcode']);
    const p = await renderBrowser();
    await screen.findByRole('button', { name: 'a.gcode' });
    const files = [new File(['solid'], 'bracket.stl')];
    fireEvent.drop(screen.getByRole('region', { name: 'gcodes files' }), {
      dataTransfer: { types: ['Files'], files, getData: () => '' },
    });
    expect(useMessages.getState().queue.map((m) => m.text)).toEqual([
      'Not uploaded: bracket.stl. This folder takes only .gcode .g .gc .gco .ufp .nc files.',
    ]);
    expect(p.scope.get(filesStore).getState().uploads).toEqual([]);
  });
});
