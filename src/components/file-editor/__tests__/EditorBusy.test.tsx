// Save and Save & Restart are disabled while the file loads and while an upload runs (spec part 1
// §2 'File editor'), on phones (icon buttons) and on wide screens (CodeMirror replaced by a text area).
import { forwardRef, useImperativeHandle } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openEditor } from '../../../state/editor';
import { uploadFiles } from '../../../state/file-transfers';
import { filesStore } from '../../../state/files';
import { serveFiles, serveUploads, type ServedUploads } from '../../../test/files-printer';
import { openTestPrinter, type TestPrinter } from '../../../test/printer-scope';
import type { EditorControl, EditorViewProps } from '../types';
import EditorDialog from '../EditorDialog';

const TEXT = '[printer]\nkinematics: cartesian\nmax_velocity: 300\n';

// CodeMirror's place on wide screens: a text area with the same control.
vi.mock('../CodeEditor', () => ({
  default: forwardRef<EditorControl, EditorViewProps>(function FakeCodeEditor(props, ref) {
    useImperativeHandle(ref, () => ({
      text: () => props.initialText,
      gotoLine: () => undefined,
      focus: () => undefined,
    }));
    return <textarea aria-label={props.label} defaultValue={props.initialText} readOnly />;
  }),
}));

function viewport(phone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: phone,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

const saveButton = () => screen.getByRole('button', { name: 'Save' });
const restartButton = () => screen.getByRole('button', { name: 'Save & Restart' });

describe.each([
  ['phone', true],
  ['wide screen', false],
])('EditorDialog busy states (%s)', (_, phone) => {
  let p: TestPrinter;

  let uploads: ServedUploads;

  /** A printer serving printer.cfg, taking uploads; the file's answer waits while it hangs. */
  async function openPrinter(): Promise<void> {
    p = await openTestPrinter({
      setup: (printer) => {
        printer.http.set('GET /server/files/config/printer.cfg', () => new Response(TEXT));
        uploads = serveUploads(printer, serveFiles(printer));
      },
    });
    // The file (and the token asked before it) arrives when the test releases the printer.
    p.printer.hanging = true;
  }

  /** The printer answers what it held: the file loads. */
  async function finishLoad() {
    await act(() => p.printer.release());
  }

  async function openLoaded() {
    await openPrinter();
    act(() => openEditor(p.scope, 'config', 'printer.cfg'));
    p.render(<EditorDialog />);
    await finishLoad();
    await screen.findByRole('textbox', { name: 'Contents of printer.cfg' });
  }

  beforeEach(() => viewport(phone));
  afterEach(() => {
    p.close();
    vi.unstubAllGlobals();
  });

  it('disables Save and Save & Restart while the file loads', async () => {
    await openPrinter();
    act(() => openEditor(p.scope, 'config', 'printer.cfg'));
    p.render(<EditorDialog />);
    expect(screen.getByRole('progressbar', { name: 'Loading the file…' })).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    expect(restartButton()).toBeDisabled();
    await finishLoad();
    await screen.findByRole('textbox', { name: 'Contents of printer.cfg' });
    expect(screen.queryByRole('progressbar', { name: 'Loading the file…' })).toBeNull();
    expect(saveButton()).toBeEnabled();
    expect(restartButton()).toBeEnabled();
  });

  it('disables Save and Save & Restart while an upload runs', async () => {
    const user = userEvent.setup();
    await openLoaded();
    expect(saveButton()).toBeEnabled();
    // A G-code file goes up to the same printer, a quarter of it sent.
    uploads.paused = true;
    const big = new File(['G1 X1\n'.repeat(1000)], 'big.gcode');
    let sending!: Promise<string[]>;
    act(() => {
      sending = uploadFiles(p.scope, [big], 'gcodes', '');
    });
    const record = () => p.scope.get(filesStore).getState().uploads[0];
    await waitFor(() => expect(record()).toMatchObject({ percent: 25, processing: false }));
    expect(saveButton()).toBeDisabled();
    expect(restartButton()).toBeDisabled();
    // Still running while the server processes the bytes.
    act(() => uploads.step());
    await waitFor(() => expect(record()).toMatchObject({ processing: true }));
    expect(saveButton()).toBeDisabled();
    uploads.paused = false;
    await act(async () => {
      uploads.step();
      await sending;
    });
    expect(saveButton()).toBeEnabled();
    expect(restartButton()).toBeEnabled();
    await user.click(saveButton());
    await waitFor(() => expect(uploads.received).toHaveLength(2));
    expect(uploads.received[1]).toMatchObject({
      root: 'config',
      filename: 'printer.cfg',
      text: TEXT,
    });
  });
});
