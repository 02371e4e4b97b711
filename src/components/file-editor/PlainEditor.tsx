// The phone editor: a plain monospace text area without line wrapping (CodeMirror's chunk is never
// loaded on phones).
import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import type { EditorControl, EditorViewProps } from './types';

const PlainEditor = forwardRef<EditorControl, EditorViewProps>(function PlainEditor(
  { initialText, readOnly, label, onChange, onCursor, onReady },
  ref,
) {
  const [text, setText] = useState(initialText);
  const area = useRef<HTMLTextAreaElement>(null);
  useEffect(() => onReady?.(), [onReady]);

  useImperativeHandle(
    ref,
    () => ({
      text: () => area.current?.value ?? text,
      gotoLine(line) {
        const el = area.current;
        if (!el) return;
        const lines = el.value.split('\n');
        const n = Math.min(Math.max(1, line), lines.length);
        const pos = lines.slice(0, n - 1).reduce((sum, l) => sum + l.length + 1, 0);
        el.focus();
        el.setSelectionRange(pos, pos);
        const lineHeight = parseFloat(getComputedStyle(el).lineHeight) || 20;
        el.scrollTop = Math.max(0, (n - 1) * lineHeight - el.clientHeight / 2);
      },
      focus: () => area.current?.focus(),
    }),
    [text],
  );

  return (
    <textarea
      ref={area}
      aria-label={label}
      value={text}
      readOnly={readOnly}
      spellCheck={false}
      autoCapitalize="off"
      autoCorrect="off"
      wrap="off"
      onChange={(event) => {
        setText(event.target.value);
        onChange(event.target.value);
        onCursor(event.target.selectionStart, event.target.value);
      }}
      onSelect={(event) => onCursor(event.currentTarget.selectionStart, event.currentTarget.value)}
      style={{
        flex: 1,
        width: '100%',
        height: '100%',
        boxSizing: 'border-box',
        resize: 'none',
        border: 0,
        outline: 'none',
        padding: 8,
        whiteSpace: 'pre',
        overflow: 'auto',
        fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
        fontSize: 14,
        lineHeight: 1.5,
        background: 'transparent',
        color: 'inherit',
      }}
    />
  );
});

export default PlainEditor;
