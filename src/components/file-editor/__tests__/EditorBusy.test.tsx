// Save and Save & Restart are disabled while the file loads and while an upload runs (spec part 1
// §2 'File editor'), on phones (icon buttons) and on wide screens (CodeMirror replaced by a text area).
import { forwardRef, useImperativeHandle } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EditorControl, EditorViewProps } from '../types';

const TEXT = '[printer]\nkinematics: cartesian\nmax_velocity: 300\n';
const saved: string[] = [];
let finishLoad: (text: string) => void = () => undefined;

vi.mock('../../../state/editor-file', async () => {
  const { useEditor } = await import('../../../state/editor');
  return {
    // The file arrives when the test says so.
    loadEditorFile: () =>
      new Promise<string>((resolve) => {
        finishLoad = (text) => {
          useEditor.setState({ loading: false, lastSaved: text });
          resolve(text);
        };
      }),
    saveEditorFile: (text: string) => {
      saved.push(text);
      return Promise.resolve(true);
    },
    saveAndRestart: (text: string) => {
      saved.push(text);
      return Promise.resolve(true);
    },
    answerRestart: () => Promise.resolve(),
    isWritable: () => true,
    currentRestartPlan: () => ({ kind: 'klippy' }),
    listConfigFiles: () => Promise.resolve([]),
  };
});

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

import { openEditor, useEditor } from '../../../state/editor';
import { useConnection } from '../../../state/connection';
import { useFiles, type TransferRecord } from '../../../state/files';
import EditorDialog from '../EditorDialog';

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

const upload: TransferRecord = {
  id: 1,
  filepath: 'gcodes/big.gcode',
  size: 1_000_000,
  loaded: 250_000,
  percent: 25,
  speed: '1.0',
  unit: 'MB',
  processing: false,
  complete: false,
  cancelled: false,
};

const saveButton = () => screen.getByRole('button', { name: 'Save' });
const restartButton = () => screen.getByRole('button', { name: 'Save & Restart' });

async function openLoaded() {
  act(() => openEditor('config', 'printer.cfg'));
  render(<EditorDialog />);
  await act(async () => {
    finishLoad(TEXT);
    await Promise.resolve();
  });
  await screen.findByRole('textbox', { name: 'Contents of printer.cfg' });
}

describe.each([
  ['phone', true],
  ['wide screen', false],
])('EditorDialog busy states (%s)', (_, phone) => {
  beforeEach(() => {
    saved.length = 0;
    viewport(phone);
    useConnection.setState({ socketStatus: 'open' });
    useFiles.setState({ uploads: [] });
  });
  afterEach(() => {
    act(() => {
      useEditor.setState({ target: null, dirty: false });
      useFiles.setState({ uploads: [] });
    });
    vi.unstubAllGlobals();
  });

  it('disables Save and Save & Restart while the file loads', async () => {
    act(() => openEditor('config', 'printer.cfg'));
    render(<EditorDialog />);
    expect(screen.getByRole('progressbar', { name: 'Loading the file…' })).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    expect(restartButton()).toBeDisabled();
    await act(async () => {
      finishLoad(TEXT);
      await Promise.resolve();
    });
    await screen.findByRole('textbox', { name: 'Contents of printer.cfg' });
    expect(screen.queryByRole('progressbar', { name: 'Loading the file…' })).toBeNull();
    expect(saveButton()).toBeEnabled();
    expect(restartButton()).toBeEnabled();
  });

  it('disables Save and Save & Restart while an upload runs', async () => {
    const user = userEvent.setup();
    await openLoaded();
    expect(saveButton()).toBeEnabled();
    act(() => useFiles.setState({ uploads: [upload] }));
    expect(saveButton()).toBeDisabled();
    expect(restartButton()).toBeDisabled();
    // Still running while the server processes the bytes.
    act(() => useFiles.setState({ uploads: [{ ...upload, percent: 100, processing: true }] }));
    expect(saveButton()).toBeDisabled();
    act(() => useFiles.setState({ uploads: [] }));
    expect(saveButton()).toBeEnabled();
    expect(restartButton()).toBeEnabled();
    await user.click(saveButton());
    expect(saved).toEqual([TEXT]);
  });
});
