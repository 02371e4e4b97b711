// The file editor (spec part 1 §2 'File editor', §4 'Editor', §5): a full-screen dialog with the
// file's text — CodeMirror on wide screens, a plain text area on phones —, Save, Save & Restart of
// the file's service, the reference of the section under the cursor, a structure sidebar, the
// keyboard shortcuts, and Close (asking first when there are unsaved changes and the setting says so).
import {
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { lazy } from '../lazy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import Drawer from '@mui/material/Drawer';
import LinearProgress from '@mui/material/LinearProgress';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from '../../locales/react';
import {
  configDialect,
  includeAt,
  outlineConfig,
  referenceUrl,
  sectionAt,
} from '../../lib/klipper-config';
import { baseName } from '../../lib/files';
import { useConnection } from '../../state/connection';
import {
  closeEditor,
  editorStore,
  editorTextChanged,
  openEditor,
  useEditor,
} from '../../state/editor';
import {
  answerRestart,
  currentRestartPlan,
  isWritable,
  listConfigFiles,
  loadEditorFile,
  saveAndRestart,
  saveEditorFile,
} from '../../state/editor-file';
import { useFiles } from '../../state/files';
import { usePrinter } from '../../state/printer';
import { usePrinterScope } from '../../state/scope/context';
import { useServer } from '../../state/server';
import { useServices } from '../../state/services';
import { useSettings } from '../../state/settings';
import ConfirmDialog from '../ConfirmDialog';
import EditorToolbar from './EditorToolbar';
import PlainEditor from './PlainEditor';
import StructureList from './StructureList';
import type { EditorControl } from './types';
import editorMessages from '../../locales/en/editor.json';
import { registerEnglishArea } from '../../locales/lazy';

registerEnglishArea(editorMessages);

const CodeEditor = lazy(() => import('./CodeEditor'));
const ShortcutsDialog = lazy(() => import('./ShortcutsDialog'));

const SIDEBAR_WIDTH = 240;

/** What the cursor is on: its section and the files an include line names. */
interface CursorInfo {
  section: string | null;
  includes: string[];
}

function usePrinting(): boolean {
  return usePrinter((s) => {
    const state = s.status.print_stats?.state;
    return state === 'printing' || state === 'paused';
  });
}

export default function EditorDialog() {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const scope = usePrinterScope();
  const target = useEditor((s) => s.target);
  const loading = useEditor((s) => s.loading);
  const loadError = useEditor((s) => s.loadError);
  const dirty = useEditor((s) => s.dirty);
  const saving = useEditor((s) => s.saving);
  const saveError = useEditor((s) => s.saveError);
  const restartQuestion = useEditor((s) => s.restartQuestion);
  const generation = useEditor((s) => s.generation);
  const confirmDirty = useSettings((s) => s.editor.confirmDirtyEditorClose);
  const uploading = useFiles((s) => s.uploads.length > 0);
  const socketOpen = useConnection((s) => s.socketStatus === 'open');
  const printing = usePrinting();
  // Re-read when these change: the restart plan depends on them.
  useServer((s) => s.klippyConnected);
  useServices((s) => s.availableServices);
  useFiles((s) => (target ? s.rootPermissions[target.root] : undefined));

  const [initialText, setInitialText] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [cursor, setCursor] = useState<CursorInfo>({ section: null, includes: [] });
  const [configFiles, setConfigFiles] = useState<string[]>([]);
  const [structureOpen, setStructureOpen] = useState(!phone);
  const [askClose, setAskClose] = useState<null | (() => void)>(null);
  const [shortcuts, setShortcuts] = useState(false);
  const [shortcutsLoaded, setShortcutsLoaded] = useState(false);
  const control = useRef<EditorControl>(null);

  const path = target?.path ?? '';
  const root = target?.root ?? '';
  const dialect = configDialect(path);
  const writable = target !== null && isWritable(scope);
  const editable = writable && !printing && !loadError;
  const plan = editable ? currentRestartPlan(scope) : null;
  const restartService = plan === null ? null : plan.kind === 'klippy' ? 'klipper' : plan.name;
  const busy = loading || saving || uploading || !socketOpen;

  // Load the file on every open (generation changes).
  useEffect(() => {
    setInitialText(null);
    setCursor({ section: null, includes: [] });
    void loadEditorFile(scope).then((loaded) => {
      if (loaded === null) return;
      setInitialText(loaded);
      setText(loaded);
    });
  }, [generation, scope]);

  // The config root's files, for [include …] lines.
  useEffect(() => {
    if (root !== 'config' || dialect !== 'klipper') return;
    let cancelled = false;
    void listConfigFiles(scope).then((files) => {
      if (!cancelled) setConfigFiles(files);
    });
    return () => {
      cancelled = true;
    };
  }, [root, dialect, generation, scope]);

  const deferredText = useDeferredValue(text);
  const sections = useMemo(
    () =>
      dialect === 'plain'
        ? []
        : outlineConfig(deferredText).sections.map(({ name, line }) => ({ name, line })),
    [deferredText, dialect],
  );

  const onChange = useCallback(
    (value: string) => {
      setText(value);
      editorTextChanged(scope, value);
    },
    [scope],
  );
  const includesAt = useCallback(
    (pos: number, value: string) =>
      root === 'config' && dialect === 'klipper' ? includeAt(value, pos, path, configFiles) : [],
    [root, dialect, path, configFiles],
  );
  const onCursor = useCallback(
    (pos: number, value: string) => {
      const section = dialect === 'plain' ? null : sectionAt(value, pos);
      const includes = includesAt(pos, value);
      setCursor((old) =>
        old.section === section && old.includes.join('\n') === includes.join('\n')
          ? old
          : { section, includes },
      );
    },
    [dialect, includesAt],
  );

  /** Run `then` now, or after the user agreed to drop unsaved changes. */
  const guardDirty = (then: () => void) => {
    if (scope.get(editorStore).getState().dirty && confirmDirty) setAskClose(() => then);
    else then();
  };
  const openInclude = (file: string) => guardDirty(() => openEditor(scope, 'config', file));
  const onModClick = (pos: number, value: string) => {
    const first = includesAt(pos, value)[0];
    if (first === undefined) return false;
    openInclude(first);
    return true;
  };
  const onReady = useCallback(() => {
    const line = scope.get(editorStore).getState().target?.line;
    if (line !== undefined) control.current?.gotoLine(line);
  }, [scope]);

  const currentText = () => control.current?.text() ?? text;
  const reference =
    cursor.section && dialect !== 'plain' ? referenceUrl(cursor.section, dialect) : null;
  const showSidebar = dialect !== 'plain' && structureOpen && initialText !== null;
  // On phones the drawer closes first (it gives focus back as it goes), then the cursor moves.
  const pendingLine = useRef<number | null>(null);
  const pickLine = (line: number) => {
    if (!phone) return control.current?.gotoLine(line);
    pendingLine.current = line;
    setStructureOpen(false);
  };
  const drawerClosed = () => {
    const line = pendingLine.current;
    pendingLine.current = null;
    if (line !== null) control.current?.gotoLine(line);
  };
  const name = baseName(path);
  const label = t('editor.contents', { name });

  const sidebar = <StructureList sections={sections} current={cursor.section} onPick={pickLine} />;
  const viewProps = {
    initialText: initialText ?? '',
    dialect,
    readOnly: !editable,
    label,
    onChange,
    onCursor,
    onModClick,
    onReady,
  };

  return (
    <Dialog
      open
      fullScreen
      aria-labelledby="editor-title"
      onClose={(event: { target?: EventTarget | null }, reason) => {
        // Escape inside CodeMirror closes its own panels, not the editor.
        const from = event.target instanceof Element ? event.target : null;
        if (reason === 'escapeKeyDown' && from?.closest('.cm-editor')) return;
        guardDirty(() => closeEditor(scope));
      }}
    >
      <EditorToolbar
        name={name}
        root={root}
        path={path}
        compact={phone}
        readOnly={!editable}
        dirty={dirty}
        canSave={editable}
        restartService={restartService}
        busy={busy || initialText === null}
        saving={saving}
        reference={reference && cursor.section ? { section: cursor.section, url: reference } : null}
        includes={cursor.includes}
        structure={dialect === 'plain' ? null : { available: true, open: structureOpen }}
        onSave={() => void saveEditorFile(scope, currentText())}
        onSaveAndRestart={() => void saveAndRestart(scope, currentText())}
        onOpenInclude={openInclude}
        onShortcuts={() => {
          setShortcutsLoaded(true);
          setShortcuts(true);
        }}
        onToggleStructure={() => setStructureOpen((open) => !open)}
        onClose={() => guardDirty(() => closeEditor(scope))}
      />
      {loading && <LinearProgress aria-label={t('editor.loading')} />}
      {loadError && (
        <Alert severity="error" sx={{ m: 2 }}>
          {loadError.kind === 'other'
            ? t('editor.errors.other', { path, message: loadError.message })
            : t(`editor.errors.${loadError.kind}`, { path })}
        </Alert>
      )}
      {saveError && (
        <Alert severity="error" sx={{ mx: 2, mt: 1 }}>
          {t('editor.errors.saveFailed', { message: saveError })}
        </Alert>
      )}
      {initialText !== null && (
        <Box sx={{ display: 'flex', flex: 1, minHeight: 0 }}>
          <Box sx={{ flex: 1, minWidth: 0, display: 'flex' }}>
            {phone ? (
              <PlainEditor key={generation} ref={control} {...viewProps} />
            ) : (
              <Suspense
                fallback={<LinearProgress aria-label={t('editor.loading')} sx={{ flex: 1 }} />}
              >
                <CodeEditor key={generation} ref={control} {...viewProps} />
              </Suspense>
            )}
          </Box>
          {showSidebar && !phone && (
            <Box
              component="aside"
              sx={{ width: SIDEBAR_WIDTH, flexShrink: 0, borderLeft: 1, borderColor: 'divider' }}
            >
              {sidebar}
            </Box>
          )}
        </Box>
      )}
      {phone && dialect !== 'plain' && (
        <Drawer
          anchor="right"
          open={structureOpen}
          onClose={() => setStructureOpen(false)}
          // Above the full-screen dialog (a drawer's own layer is below dialogs).
          sx={{ zIndex: (t) => t.zIndex.modal + 1 }}
          slotProps={{
            paper: { sx: { width: SIDEBAR_WIDTH } },
            transition: { onExited: drawerClosed },
          }}
        >
          {sidebar}
        </Drawer>
      )}
      <ConfirmDialog
        open={askClose !== null}
        title={t('editor.dirtyClose.title')}
        text={t('editor.dirtyClose.text')}
        confirmLabel={t('editor.dirtyClose.confirm')}
        onClose={(confirmed) => {
          const then = askClose;
          setAskClose(null);
          if (confirmed && then) then();
        }}
      />
      <ConfirmDialog
        open={restartQuestion !== null}
        title={t('editor.restart.title', { service: restartQuestion ?? '' })}
        text={t('editor.restart.text', { service: restartQuestion ?? '' })}
        confirmLabel={t('editor.restart.confirm')}
        onClose={(confirmed) => void answerRestart(scope, confirmed)}
      />
      {shortcutsLoaded && (
        <Suspense fallback={null}>
          <ShortcutsDialog open={shortcuts} onClose={() => setShortcuts(false)} />
        </Suspense>
      )}
    </Dialog>
  );
}
