// The file editor's open file and its document state (spec part 1 §2 'File editor', §4 'Editor').
// Kept light on purpose: file browsers import openEditor. Loading, saving and restarts live in
// editor-file.ts, which only the lazy editor dialog imports. One store per printer scope: a file
// opened is a file of that printer, and closing the scope closes it.
import { createStore } from 'zustand';
import { boundStore } from './scope/bound';
import type { PrinterScope } from './scope/printer-scope';
import { scopedStore } from './scope/scoped-store';

export interface OpenEditorOptions {
  /** Open without editing (read-only roots, or a viewer). */
  readonly?: boolean;
  /** 1-based line to put the cursor on. */
  line?: number;
}

export interface EditorTarget extends OpenEditorOptions {
  root: string;
  /** Path inside the root ('printer.cfg', 'macros/start.cfg'). */
  path: string;
}

/** Why a file could not be loaded: a missing file, no rights, or the server's own message. */
export type EditorLoadError =
  { kind: 'notFound' } | { kind: 'forbidden' } | { kind: 'other'; message: string };

export interface EditorState {
  target: EditorTarget | null;
  /** Bumped on every open, so a late answer for an earlier file is dropped. */
  generation: number;
  loading: boolean;
  loadError: EditorLoadError | null;
  /** The text as loaded or last saved (null until loaded). */
  lastSaved: string | null;
  /** The editor's text differs from lastSaved. */
  dirty: boolean;
  saving: boolean;
  /** The server's message when the last save failed (the user's text is kept). */
  saveError: string | null;
  /** The service whose restart the user is asked about after Save & Restart. */
  restartQuestion: string | null;
}

const closed = (): Omit<EditorState, 'generation'> => ({
  target: null,
  loading: false,
  loadError: null,
  lastSaved: null,
  dirty: false,
  saving: false,
  saveError: null,
  restartQuestion: null,
});

// A browser warning on leaving the page, attached only while there are unsaved changes.
function warnOnLeave(event: BeforeUnloadEvent): void {
  event.preventDefault();
  // Older browsers show the warning only when returnValue is set.
  event.returnValue = '';
}

export const editorStore = scopedStore('editor', (scope) => {
  const store = createStore<EditorState>(() => ({ ...closed(), generation: 0 }));
  let warning = false;
  const setWarning = (on: boolean) => {
    if (typeof window === 'undefined' || on === warning) return;
    warning = on;
    if (on) window.addEventListener('beforeunload', warnOnLeave);
    else window.removeEventListener('beforeunload', warnOnLeave);
  };
  const off = store.subscribe((state) => setWarning(state.dirty));
  scope.onClose(() => {
    off();
    setWarning(false);
  });
  return store;
});

export const useEditor = boundStore(editorStore);

/** Opens a file of a root in the editor dialog (which then loads it). */
export function openEditor(
  scope: PrinterScope,
  root: string,
  path: string,
  options: OpenEditorOptions = {},
): void {
  scope.get(editorStore).setState((state) => ({
    ...closed(),
    target: { root, path, ...options },
    loading: true,
    generation: state.generation + 1,
  }));
}

export function closeEditor(scope: PrinterScope): void {
  scope.get(editorStore).setState((state) => ({ ...closed(), generation: state.generation + 1 }));
}

/** The editor's text changed: dirty when it differs from the last saved text. */
export function editorTextChanged(scope: PrinterScope, text: string): void {
  const store = scope.get(editorStore);
  const { lastSaved, dirty } = store.getState();
  const next = lastSaved !== null && text !== lastSaved;
  if (next !== dirty) store.setState({ dirty: next });
}
