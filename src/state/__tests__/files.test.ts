// The files store of one printer: what it loads when a browser watches a folder, and how that
// printer's notify_filelist_changed keeps the watched folder fresh (a burst asks once) while an
// unwatched folder it had listed is forgotten.
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { listing, serveFiles, type ServedFiles } from '../../test/files-printer';
import { openTestPrinter, type TestPrinter } from '../../test/printer-scope';
import { filesStore, loadDirectory, REFRESH_DEBOUNCE_MS, watchDirectory } from '../files';
import { useMessages } from '../messages';
import { RpcError } from './session-harness';

const created = (path: string) => ({
  action: 'create_file',
  item: { root: 'gcodes', path, modified: 2, size: 10, permissions: 'rw' },
});

describe('files store', () => {
  let p: TestPrinter;

  let served: ServedFiles;

  afterEach(() => p.close());

  async function printer(): Promise<void> {
    p = await openTestPrinter({
      active: true,
      setup: (fake) => {
        served = serveFiles(fake);
      },
    });
  }

  const asked = () => p.sent('server.files.get_directory').map((params) => params.path);

  const files = () => p.scope.get(filesStore).getState();

  /** The printer reports file changes over its socket. */
  function changed(...changes: unknown[]): void {
    p.printer
      .sockets()
      .at(-1)!
      .receive({ jsonrpc: '2.0', method: 'notify_filelist_changed', params: changes });
  }

  it('loads the roots and the watched folder from the printer the scope holds', async () => {
    await printer();
    served.listings.gcodes = listing(['parts'], ['a.gcode']);
    const release = watchDirectory(p.scope, 'gcodes', '');
    await waitFor(() => expect(files().listings.gcodes?.loaded).toBe(true));
    expect(files().roots).toEqual([{ name: 'gcodes', path: '/g', permissions: 'rw' }]);
    expect(files().listings.gcodes?.files.map((f) => f.filename)).toEqual(['a.gcode']);
    expect(files().diskUsage.gcodes).toEqual({ total: 10e9, used: 1e9, free: 9e9 });
    release();
  });

  it('a burst of changes to a watched folder asks for it once, after the debounce', async () => {
    await printer();
    const release = watchDirectory(p.scope, 'gcodes', '');
    await waitFor(() => expect(files().listings.gcodes?.loaded).toBe(true));
    expect(asked()).toEqual(['gcodes']);
    served.listings.gcodes = listing([], ['a.gcode', 'b.gcode']);
    changed(created('a.gcode'));
    changed(created('b.gcode'));
    await new Promise((resolve) => setTimeout(resolve, REFRESH_DEBOUNCE_MS / 2));
    expect(asked()).toEqual(['gcodes']);
    await waitFor(() =>
      expect(files().listings.gcodes?.files.map((f) => f.filename)).toEqual(['a.gcode', 'b.gcode']),
    );
    expect(asked()).toEqual(['gcodes', 'gcodes']);
    release();
  });

  it('a change to a folder no browser shows drops its listing instead of asking again', async () => {
    await printer();
    const release = watchDirectory(p.scope, 'gcodes', '');
    await loadDirectory(p.scope, 'gcodes', 'old');
    expect(files().listings['gcodes/old']?.loaded).toBe(true);
    changed(created('old/x.gcode'));
    await waitFor(() => expect(files().listings['gcodes/old']).toBeUndefined());
    expect(asked().filter((path) => path === 'gcodes/old')).toHaveLength(1);
    release();
  });

  it.each([
    [500, 'Internal Server Error'],
    [400, 'Invalid path'],
    [409, 'Conflict'],
  ])(
    'a listing answered with %i is marked failed with its message (told in place only), and a retry that works clears it',
    async (code, message) => {
      await printer();
      useMessages.setState({ queue: [] });
      let refuse = true;
      p.printer.rpc.set('server.files.get_directory', () => {
        if (refuse) throw new RpcError(code, message);
        return listing([], ['back.gcode']);
      });
      await loadDirectory(p.scope, 'gcodes', '');
      expect(files().listings.gcodes).toMatchObject({ loaded: true, failed: message, files: [] });
      // The browser says it where the files would be; no second message on top.
      expect(useMessages.getState().queue).toEqual([]);
      refuse = false;
      await loadDirectory(p.scope, 'gcodes', '');
      expect(files().listings.gcodes).toMatchObject({ loaded: true, failed: null });
      expect(files().listings.gcodes?.files.map((f) => f.filename)).toEqual(['back.gcode']);
    },
  );

  it('a watched folder whose listing was answered 503 is asked again once Klipper is ready', async () => {
    await printer();
    let refuse = true;
    p.printer.rpc.set('server.files.get_directory', () => {
      if (refuse) {
        refuse = false;
        throw new RpcError(503, 'Klippy Host not connected');
      }
      return listing([], ['back.gcode']);
    });
    const release = watchDirectory(p.scope, 'gcodes', '');
    await waitFor(() => expect(files().listings.gcodes?.failed).toBe('Klippy Host not connected'));
    await waitFor(
      () => expect(files().listings.gcodes?.files.map((f) => f.filename)).toEqual(['back.gcode']),
      { timeout: 5000 },
    );
    expect(files().listings.gcodes?.failed).toBeNull();
    release();
  });
});
