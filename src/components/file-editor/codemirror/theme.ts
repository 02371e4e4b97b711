// The editor's colours, following the app's dark or light theme. Every syntax colour keeps at least
// 4.5:1 contrast against the editor's background (dark #1e1e1e, light #ffffff).
import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { EditorView } from '@codemirror/view';
import { tags } from '@lezer/highlight';
import type { Extension } from '@codemirror/state';

export interface EditorColors {
  dark: boolean;
  background: string;
  text: string;
  /** Secondary text (gutters, panels). */
  muted: string;
  divider: string;
  primary: string;
}

const SYNTAX = {
  dark: {
    heading: '#82aaff',
    key: '#7fdbca',
    number: '#f78c6c',
    bool: '#ffcb6b',
    atom: '#c3e88d',
    string: '#e0e0e0',
    comment: '#9e9e9e',
    keyword: '#c792ea',
    param: '#ffcb6b',
    meta: '#89ddff',
    invalid: '#ff8a80',
  },
  light: {
    heading: '#1a4fb5',
    key: '#00695c',
    number: '#b23c00',
    bool: '#7b5800',
    atom: '#2e7031',
    string: '#212121',
    comment: '#616161',
    keyword: '#7b1fa2',
    param: '#8a4b00',
    meta: '#01579b',
    invalid: '#c62828',
  },
};

function highlight(dark: boolean): HighlightStyle {
  const c = dark ? SYNTAX.dark : SYNTAX.light;
  return HighlightStyle.define([
    { tag: tags.heading, color: c.heading, fontWeight: 'bold' },
    { tag: tags.bracket, color: c.heading },
    { tag: tags.propertyName, color: c.key },
    { tag: tags.number, color: c.number },
    { tag: tags.bool, color: c.bool },
    { tag: tags.atom, color: c.atom },
    { tag: tags.string, color: c.string },
    { tag: tags.comment, color: c.comment, fontStyle: 'italic' },
    { tag: tags.keyword, color: c.keyword },
    { tag: tags.attributeName, color: c.param },
    { tag: [tags.meta, tags.operator], color: c.meta },
    { tag: tags.variableName, color: c.string },
    { tag: tags.invalid, color: c.invalid },
  ]);
}

export function editorTheme(colors: EditorColors): Extension {
  const activeLine = colors.dark ? '#ffffff0f' : '#0000000a';
  const selection = colors.dark ? '#264f78' : '#bbd6fb';
  return [
    EditorView.theme(
      {
        '&': { height: '100%', color: colors.text, backgroundColor: colors.background },
        '.cm-scroller': {
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
          fontSize: '14px',
          lineHeight: 1.5,
        },
        '.cm-content': { caretColor: colors.text },
        '.cm-cursor, .cm-dropCursor': { borderLeftColor: colors.text },
        '&.cm-focused .cm-selectionBackground, .cm-selectionBackground, ::selection': {
          backgroundColor: `${selection} !important`,
        },
        '.cm-activeLine': { backgroundColor: activeLine },
        '.cm-gutters': {
          backgroundColor: colors.background,
          color: colors.muted,
          borderRight: `1px solid ${colors.divider}`,
        },
        '.cm-activeLineGutter': { backgroundColor: activeLine, color: colors.text },
        '.cm-panels': { backgroundColor: colors.background, color: colors.text },
        '.cm-panels-bottom': { borderTop: `1px solid ${colors.divider}` },
        '.cm-panels-top': { borderBottom: `1px solid ${colors.divider}` },
        '.cm-panel input, .cm-panel button, .cm-panel label': { color: colors.text },
        '.cm-textfield': { borderColor: colors.divider },
        '.cm-button': { backgroundImage: 'none', backgroundColor: 'transparent' },
        '.cm-tooltip': {
          backgroundColor: colors.background,
          color: colors.text,
          border: `1px solid ${colors.divider}`,
        },
        '.cm-tooltip-autocomplete > ul > li[aria-selected]': {
          backgroundColor: selection,
          color: colors.text,
        },
        '.cm-completionDetail': { color: colors.muted },
        '.cm-foldPlaceholder': {
          backgroundColor: 'transparent',
          border: `1px solid ${colors.divider}`,
          color: colors.muted,
        },
        '.cm-matchingBracket': { outline: `1px solid ${colors.muted}` },
        '.cm-searchMatch': { backgroundColor: colors.dark ? '#6b5a0066' : '#ffe08299' },
        '.cm-searchMatch-selected': { backgroundColor: colors.dark ? '#9c7b00aa' : '#ffc107aa' },
      },
      { dark: colors.dark },
    ),
    syntaxHighlighting(highlight(colors.dark)),
  ];
}
