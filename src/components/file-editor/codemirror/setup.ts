// The CodeMirror editor of the file editor dialog, in its own chunk (the dialog loads it with
// import()): line numbers, active line, history, search and replace, bracket matching, folding by
// section, Klipper/Moonraker syntax, lint warnings and completion from lib/klipper-config,
// Ctrl/Cmd-click on an [include …] line.
import {
  autocompletion,
  completionKeymap,
  type CompletionContext,
  type CompletionResult,
} from '@codemirror/autocomplete';
import {
  defaultKeymap,
  history,
  historyKeymap,
  indentWithTab,
  toggleComment,
} from '@codemirror/commands';
import {
  bracketMatching,
  foldGutter,
  foldKeymap,
  foldService,
  indentOnInput,
} from '@codemirror/language';
import { linter, lintGutter, type Diagnostic } from '@codemirror/lint';
import { highlightSelectionMatches, openSearchPanel, searchKeymap } from '@codemirror/search';
import { Compartment, EditorSelection, EditorState, type Extension } from '@codemirror/state';
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  highlightSpecialChars,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import {
  completeConfig,
  lintConfig,
  type ConfigDialect,
  type ConfigProblem,
} from '../../../lib/klipper-config';
import { klipperConfigLanguage, moonrakerConfigLanguage } from './language';
import { editorTheme, type EditorColors } from './theme';

export interface EditorOptions {
  parent: HTMLElement;
  text: string;
  dialect: ConfigDialect;
  readOnly: boolean;
  colors: EditorColors;
  /** The accessible name of the text area. */
  label: string;
  /** A translated message for a lint problem. */
  message: (problem: ConfigProblem) => string;
  onChange: (text: string) => void;
  /** The cursor moved (or the text changed): its offset and the whole text. */
  onCursor: (pos: number, text: string) => void;
  /** Ctrl/Cmd-click at a position: true when it opened something. */
  onModClick: (pos: number, text: string) => boolean;
}

export interface EditorHandle {
  text(): string;
  /** Put the cursor at the start of a 1-based line and scroll it into the middle. */
  gotoLine(line: number): void;
  setReadOnly(readOnly: boolean): void;
  setColors(colors: EditorColors): void;
  focus(): void;
  destroy(): void;
}

const SECTION = /^\s*\[[^\]]*\]/;

/** A `[section]` line folds to the end of the line before the next section (or the file's end). */
export const sectionFolding = foldService.of((state, lineStart, lineEnd) => {
  const first = state.doc.lineAt(lineStart);
  if (!SECTION.test(first.text)) return null;
  let last = first;
  for (let n = first.number + 1; n <= state.doc.lines; n++) {
    const line = state.doc.line(n);
    if (SECTION.test(line.text)) break;
    if (line.text.trim() !== '') last = line;
  }
  return last.number > first.number ? { from: lineEnd, to: last.to } : null;
});

/** Replace: open the search panel with the replace field focused. */
function openReplace(view: EditorView): boolean {
  openSearchPanel(view);
  view.dom.querySelector<HTMLInputElement>('.cm-search input[name=replace]')?.focus();
  return true;
}

function dialectExtensions(options: EditorOptions): Extension[] {
  if (options.dialect === 'plain') return [];
  const dialect = options.dialect;
  const language = dialect === 'klipper' ? klipperConfigLanguage : moonrakerConfigLanguage;
  const complete = (context: CompletionContext): CompletionResult | null => {
    const result = completeConfig(context.state.doc.toString(), context.pos, dialect);
    if (!result || result.options.length === 0) return null;
    return {
      from: result.from,
      to: result.to,
      options: result.options.map((option) => ({
        label: option.label,
        apply: option.apply,
        type: option.kind === 'section' ? 'class' : 'property',
        ...(option.detail !== undefined ? { detail: option.detail } : {}),
      })),
    };
  };
  const lint = (view: EditorView): Diagnostic[] =>
    lintConfig(view.state.doc.toString(), dialect).map((problem) => ({
      from: problem.from,
      to: Math.max(problem.to, problem.from),
      severity: 'warning',
      message: options.message(problem),
    }));
  return [
    language,
    sectionFolding,
    foldGutter(),
    keymap.of(foldKeymap),
    autocompletion({ override: [complete], activateOnTyping: true }),
    keymap.of(completionKeymap),
    linter(lint, { delay: 400 }),
    lintGutter(),
  ];
}

export function createEditor(options: EditorOptions): EditorHandle {
  const readOnly = new Compartment();
  const theme = new Compartment();
  const readOnlyExtensions = (on: boolean) => [
    EditorState.readOnly.of(on),
    EditorView.editable.of(!on),
  ];
  const view = new EditorView({
    parent: options.parent,
    state: EditorState.create({
      doc: options.text,
      extensions: [
        lineNumbers(),
        highlightActiveLineGutter(),
        highlightSpecialChars(),
        history(),
        drawSelection(),
        indentOnInput(),
        bracketMatching(),
        highlightActiveLine(),
        highlightSelectionMatches(),
        keymap.of([
          { key: 'Ctrl-h', mac: 'Cmd-Alt-f', run: openReplace, preventDefault: true },
          { key: 'Mod-/', run: toggleComment },
          ...defaultKeymap,
          ...searchKeymap,
          ...historyKeymap,
          indentWithTab,
        ]),
        ...dialectExtensions(options),
        readOnly.of(readOnlyExtensions(options.readOnly)),
        theme.of(editorTheme(options.colors)),
        // An explicit tab stop: the scroller around it counts as reachable (axe), read-only too.
        EditorView.contentAttributes.of({ 'aria-label': options.label, tabindex: '0' }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) options.onChange(update.state.doc.toString());
          if (update.docChanged || update.selectionSet) {
            options.onCursor(update.state.selection.main.head, update.state.doc.toString());
          }
        }),
        EditorView.domEventHandlers({
          mousedown(event, view) {
            if (!(event.ctrlKey || event.metaKey) || event.button !== 0) return false;
            const pos = view.posAtCoords({ x: event.clientX, y: event.clientY });
            if (pos === null) return false;
            if (!options.onModClick(pos, view.state.doc.toString())) return false;
            event.preventDefault();
            return true;
          },
        }),
      ],
    }),
  });
  options.onCursor(0, options.text);
  return {
    text: () => view.state.doc.toString(),
    gotoLine(line) {
      const n = Math.min(Math.max(1, Math.floor(line)), view.state.doc.lines);
      const pos = view.state.doc.line(n).from;
      view.dispatch({
        selection: EditorSelection.cursor(pos),
        effects: EditorView.scrollIntoView(pos, { y: 'center' }),
      });
    },
    setReadOnly: (on) => view.dispatch({ effects: readOnly.reconfigure(readOnlyExtensions(on)) }),
    setColors: (colors) => view.dispatch({ effects: theme.reconfigure(editorTheme(colors)) }),
    focus: () => view.focus(),
    destroy: () => view.destroy(),
  };
}
