// What the dialog asks of its text view (CodeMirror on wide screens, a text area on phones).
import type { ConfigDialect } from '../../lib/klipper-config';

export interface EditorControl {
  text(): string;
  /** Cursor to the start of a 1-based line, scrolled into view. */
  gotoLine(line: number): void;
  focus(): void;
}

export interface EditorViewProps {
  initialText: string;
  dialect: ConfigDialect;
  readOnly: boolean;
  /** The text area's accessible name. */
  label: string;
  onChange: (text: string) => void;
  onCursor: (pos: number, text: string) => void;
  /** Ctrl/Cmd-click at a position (CodeMirror only): true when it opened something. */
  onModClick?: (pos: number, text: string) => boolean;
  /** The view is ready (CodeMirror's chunk loaded). */
  onReady?: () => void;
}
