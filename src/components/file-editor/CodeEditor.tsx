// The wide-screen editor: CodeMirror, whose chunk (codemirror/setup.ts) loads when this mounts.
import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from '../../locales/react';
import type { ConfigProblem } from '../../lib/klipper-config';
import type { EditorColors } from './codemirror/theme';
import type { EditorHandle } from './codemirror/setup';
import type { EditorControl, EditorViewProps } from './types';
import editorMessages from '../../locales/en/editor.json';
import { registerEnglishArea } from '../../locales/lazy';

registerEnglishArea(editorMessages);

const CodeEditor = forwardRef<EditorControl, EditorViewProps>(function CodeEditor(props, ref) {
  const { t } = useTranslation();
  const theme = useTheme();
  const host = useRef<HTMLDivElement>(null);
  const handle = useRef<EditorHandle | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  // The latest callbacks, read by the editor (created once per file).
  const latest = useRef(props);
  latest.current = props;

  const colors: EditorColors = {
    dark: theme.palette.mode === 'dark',
    background: theme.palette.background.paper,
    text: theme.palette.text.primary,
    muted: theme.palette.text.secondary,
    divider: theme.palette.divider,
    primary: theme.palette.primary.main,
  };
  const colorsRef = useRef(colors);
  colorsRef.current = colors;

  useImperativeHandle(
    ref,
    () => ({
      text: () => handle.current?.text() ?? latest.current.initialText,
      gotoLine: (line) => handle.current?.gotoLine(line),
      focus: () => handle.current?.focus(),
    }),
    [],
  );

  const { initialText, dialect } = props;
  useEffect(() => {
    let cancelled = false;
    import('./codemirror/setup')
      .then(({ createEditor }) => {
        if (cancelled || !host.current) return;
        const p = latest.current;
        // Each problem names its own parameters (section, option, value): a loose key lookup.
        const translate = t as unknown as (key: string, options: Record<string, string>) => string;
        const problemMessage = (problem: ConfigProblem): string =>
          translate(`editor.problems.${problem.code}`, problem.params);
        handle.current = createEditor({
          parent: host.current,
          text: initialText,
          dialect,
          readOnly: p.readOnly,
          colors: colorsRef.current,
          label: p.label,
          message: (problem: ConfigProblem) => problemMessage(problem),
          onChange: (text) => latest.current.onChange(text),
          onCursor: (pos, text) => latest.current.onCursor(pos, text),
          onModClick: (pos, text) => latest.current.onModClick?.(pos, text) ?? false,
        });
        setReady(true);
        latest.current.onReady?.();
      })
      .catch((error: unknown) => {
        if (!cancelled) setFailed(error instanceof Error ? error.message : String(error));
      });
    return () => {
      cancelled = true;
      handle.current?.destroy();
      handle.current = null;
    };
  }, [initialText, dialect, t]);

  useEffect(() => handle.current?.setReadOnly(props.readOnly), [props.readOnly, ready]);
  const dark = colors.dark;
  useEffect(() => {
    if (ready) handle.current?.setColors(colorsRef.current);
  }, [dark, ready]);

  if (failed) throw new Error(failed);
  return (
    <Box sx={{ flex: 1, minWidth: 0, minHeight: 0, position: 'relative' }}>
      {!ready && (
        <LinearProgress
          aria-label={t('editor.loading')}
          sx={{ position: 'absolute', top: 0, left: 0, right: 0 }}
        />
      )}
      <Box ref={host} sx={{ height: '100%' }} />
    </Box>
  );
});

export default CodeEditor;
