// The file editor's open file. (The loading, saving and restart logic comes with the editor.)
import { create } from 'zustand';
import { registerPrinterStore } from './printer-scoped';

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

interface EditorState {
  target: EditorTarget | null;
}

export const useEditor = create<EditorState>(() => ({ target: null }));

/** Opens a file of a root in the editor dialog. */
export function openEditor(root: string, path: string, options: OpenEditorOptions = {}): void {
  useEditor.setState({ target: { root, path, ...options } });
}

export function closeEditor(): void {
  useEditor.setState({ target: null });
}

registerPrinterStore('editor', () => useEditor.setState({ target: null }));
