// The keyboard shortcuts dialog's table: CodeMirror's own default bindings (@codemirror/commands,
// search, language, autocomplete) plus the editor's replace and open-include keys
// (codemirror/setup.ts). Keys are written as on the keyboard; actions are translation keys.
import type { MessageKey } from '../../locales/keys';
import editorMessages from '../../locales/en/editor.json';
import { registerEnglishArea } from '../../locales/lazy';

registerEnglishArea(editorMessages);

export interface Shortcut {
  action: MessageKey;
  /** Windows and Linux. */
  pc: string;
  mac: string;
}

export const SHORTCUTS: Shortcut[] = [
  { action: 'editor.keys.search', pc: 'Ctrl + F', mac: '⌘ + F' },
  { action: 'editor.keys.findNext', pc: 'F3 / Shift + F3', mac: '⌘ + G / ⇧ + ⌘ + G' },
  { action: 'editor.keys.replace', pc: 'Ctrl + H', mac: '⌥ + ⌘ + F' },
  { action: 'editor.keys.gotoLine', pc: 'Ctrl + Alt + G', mac: '⌥ + ⌘ + G' },
  { action: 'editor.keys.indentMore', pc: 'Ctrl + ]', mac: '⌘ + ]' },
  { action: 'editor.keys.indentLess', pc: 'Ctrl + [', mac: '⌘ + [' },
  { action: 'editor.keys.indentTab', pc: 'Tab / Shift + Tab', mac: 'Tab / ⇧ + Tab' },
  { action: 'editor.keys.leaveEditor', pc: 'Esc, Tab', mac: 'Esc, Tab' },
  { action: 'editor.keys.comment', pc: 'Ctrl + /', mac: '⌘ + /' },
  { action: 'editor.keys.undo', pc: 'Ctrl + Z', mac: '⌘ + Z' },
  { action: 'editor.keys.redo', pc: 'Ctrl + Y / Ctrl + Shift + Z', mac: '⇧ + ⌘ + Z' },
  { action: 'editor.keys.moveLine', pc: 'Alt + ↑ / Alt + ↓', mac: '⌥ + ↑ / ⌥ + ↓' },
  { action: 'editor.keys.copyLine', pc: 'Shift + Alt + ↑ / ↓', mac: '⇧ + ⌥ + ↑ / ↓' },
  { action: 'editor.keys.deleteLine', pc: 'Ctrl + Shift + K', mac: '⇧ + ⌘ + K' },
  { action: 'editor.keys.selectAll', pc: 'Ctrl + A', mac: '⌘ + A' },
  { action: 'editor.keys.selectLine', pc: 'Alt + L', mac: '⌃ + L' },
  { action: 'editor.keys.selectNext', pc: 'Ctrl + D', mac: '⌘ + D' },
  { action: 'editor.keys.selectMatches', pc: 'Ctrl + Shift + L', mac: '⇧ + ⌘ + L' },
  { action: 'editor.keys.addCursor', pc: 'Ctrl + Alt + ↑ / ↓', mac: '⌥ + ⌘ + ↑ / ↓' },
  { action: 'editor.keys.fold', pc: 'Ctrl + Shift + [ / ]', mac: '⌥ + ⌘ + [ / ]' },
  { action: 'editor.keys.foldAll', pc: 'Ctrl + Alt + [ / ]', mac: 'Ctrl + Alt + [ / ]' },
  { action: 'editor.keys.complete', pc: 'Ctrl + Space', mac: '⌃ + Space' },
  { action: 'editor.keys.openInclude', pc: 'Ctrl + click', mac: '⌘ + click' },
];
