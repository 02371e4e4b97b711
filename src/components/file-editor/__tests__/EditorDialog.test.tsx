// The editor dialog on a phone (the plain text area; CodeMirror is never loaded): dirty, Save,
// Close with and without the unsaved-changes question, read-only files, a load error.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { editorStore, openEditor } from '../../../state/editor';
import { useSettings } from '../../../state/settings';
import { serveFiles, serveUploads, type ServedUploads } from '../../../test/files-printer';
import { openTestPrinter, type TestPrinter } from '../../../test/printer-scope';
import EditorDialog from '../EditorDialog';

const files: Record<string, string> = {
  'printer.cfg':
    '[printer]\nkinematics: cartesian\nmax_velocity: 300\n\n[extruder]\nstep_pin: PA1\n',
  'klippy.log': 'Start printer at ...\n',
};

function phone(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

function setConfirm(on: boolean) {
  useSettings.setState((s) => ({ editor: { ...s.editor, confirmDirtyEditorClose: on } }));
}

describe('EditorDialog (phone)', () => {
  let p: TestPrinter;

  let uploads: ServedUploads;

  /** A printer serving `files` (printer.cfg in config, klippy.log in logs) and taking uploads. */
  async function openPrinter(): Promise<void> {
    p = await openTestPrinter({
      setup: (printer) => {
        printer.http.set(
          'GET /server/files/config/printer.cfg',
          () => new Response(files['printer.cfg'], { status: 200 }),
        );
        printer.http.set(
          'GET /server/files/logs/klippy.log',
          () => new Response(files['klippy.log'], { status: 200 }),
        );
        uploads = serveUploads(printer, serveFiles(printer));
      },
    });
  }

  const editor = () => p.scope.get(editorStore).getState();

  async function openDialog(root: string, path: string, readonly = false) {
    await openPrinter();
    act(() => openEditor(p.scope, root, path, { readonly }));
    p.render(<EditorDialog />);
    return screen.findByRole('textbox', { name: `Contents of ${path}` }).catch(() => null);
  }

  beforeEach(() => {
    phone(true);
    setConfirm(true);
  });
  afterEach(() => {
    p.close();
    vi.unstubAllGlobals();
  });

  it('shows the file in a plain text area; typing makes it dirty and Save saves the text', async () => {
    const user = userEvent.setup();
    const area = await openDialog('config', 'printer.cfg');
    expect(area).not.toBeNull();
    expect(area).toHaveValue(files['printer.cfg']);
    expect(area).toHaveAttribute('wrap', 'off');
    expect(document.querySelector('.cm-editor')).toBeNull();
    await user.type(area!, '# note');
    expect(editor().dirty).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(editor().dirty).toBe(false));
    expect(uploads.received).toEqual([
      expect.objectContaining({
        root: 'config',
        path: '',
        filename: 'printer.cfg',
        text: `${files['printer.cfg']}# note`,
      }),
    ]);
  });

  it('asks before closing with unsaved changes when the setting is on', async () => {
    const user = userEvent.setup();
    const area = await openDialog('config', 'printer.cfg');
    await user.type(area!, 'x');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(
      screen.getByText('You have unsaved changes. Are you sure you want to close this file?'),
    ).toBeInTheDocument();
    expect(editor().target).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(editor().target).not.toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await user.click(await screen.findByRole('button', { name: 'Close without saving' }));
    expect(editor().target).toBeNull();
  });

  it('closes at once when the setting is off, or when nothing changed', async () => {
    const user = userEvent.setup();
    setConfirm(false);
    const area = await openDialog('config', 'printer.cfg');
    await user.type(area!, 'x');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(editor().target).toBeNull();
  });

  it('opens a read-only file without Save and with a read-only text area', async () => {
    const area = await openDialog('logs', 'klippy.log', true);
    expect(area).toHaveAttribute('readonly');
    expect(screen.getByText('Read-only')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save & Restart' })).toBeNull();
  });

  it('lists the sections in the structure drawer and jumps to one', async () => {
    const user = userEvent.setup();
    const area = await openDialog('config', 'printer.cfg');
    await user.click(screen.getByRole('button', { name: 'Show the structure' }));
    await user.click(await screen.findByRole('button', { name: /extruder/ }));
    await waitFor(() => expect(area).toHaveFocus());
    const pos = (area as HTMLTextAreaElement).selectionStart;
    expect(files['printer.cfg']!.slice(pos).startsWith('[extruder]')).toBe(true);
  });

  it('says when the file does not exist and can still be closed', async () => {
    const user = userEvent.setup();
    await openDialog('config', 'gone.cfg');
    expect(await screen.findByText('The file gone.cfg does not exist (any more).')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(editor().target).toBeNull();
  });
});
