// The file browser: one component for every root (jobs card, /jobs, /configure later).
// Toolbar, breadcrumbs, virtualised rows, selection, drag and drop, and lazily loaded menus and
// dialogs. Server text is only ever rendered as React text.
import { useCallback, useEffect, useMemo, useRef, useState, type DragEvent } from 'react';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from '../../locales/react';
import { useLocation } from 'wouter';
import { editorMode, isAutoEdit } from '../../lib/file-editing';
import {
  canPrintFile,
  defaultColumns,
  joinPath,
  listItems,
  LOW_DISK_SPACE_BYTES,
  preheatGcode,
  rootProperties,
  sanitizeColumns,
  sortItems,
  type BrowserItem,
  type ColumnKey,
  type SortKey,
} from '../../lib/files';
import { useConnection } from '../../state/connection';
import { openEditor } from '../../state/editor';
import {
  columnsKey,
  loadColumns,
  loadDirectory,
  loadRoots,
  saveColumns,
  selectListing,
  useFiles,
  watchDirectory,
} from '../../state/files';
import { downloadItem, uploadFiles } from '../../state/file-transfers';
import { usePrinterField, usePrintState } from '../../state/printer';
import { usePrinterScope } from '../../state/scope/context';
import { useServer } from '../../state/server';
import { useSettings } from '../../state/settings';
import { usePrintStart } from '../print-start/use-print-start';
import { BrowserDialogs } from './BrowserDialogs';
import { BrowserToolbar } from './BrowserToolbar';
import { acceptedDrop, dragSources, dropTargets, isDesktopDrag } from './drag-drop';
import { fileActions } from './file-actions';
import { DropOverlay } from './overlays';
import { useSelection } from './use-selection';
import { UploadInputs, type UploadThen } from './UploadInputs';
import { FileRows } from './FileRows';
import type { FileBrowserProps, MenuAnchor, ItemAction, Overlay } from './types';
import filesMessages from '../../locales/en/files.json';
import { registerEnglishArea } from '../../locales/lazy';

registerEnglishArea(filesMessages);

export type { FileBrowserProps };

export default function FileBrowser({
  roots,
  name,
  bulkActions = false,
  height,
  maxHeight,
  hooks,
}: FileBrowserProps) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [root, setRoot] = useState(roots[0] ?? 'gcodes');
  const [paths, setPaths] = useState<Record<string, string>>({});
  const path = paths[root] ?? '';
  const [sort, setSort] = useState<{ key: SortKey; descending: boolean }>({
    key: 'name',
    descending: false,
  });
  const [filter, setFilter] = useState('');
  const [showDotFiles, setShowDotFiles] = useState(false);
  const [overlay, setOverlay] = useState<Overlay | null>(null);
  const [dropActive, setDropActive] = useState(false);
  const uploadInput = useRef<HTMLInputElement>(null);
  const printInput = useRef<HTMLInputElement>(null);
  const queueInput = useRef<HTMLInputElement>(null);

  const scope = usePrinterScope();
  const registered = useFiles((s) => s.roots);
  const listing = useFiles(selectListing(root, path));
  const disk = useFiles((s) => s.diskUsage[root]);
  const serverPermissions = useFiles((s) => s.rootPermissions[root]);
  const storedColumns = useFiles((s) => s.columns[columnsKey(name, root)]);
  const apiUrl = useConnection((s) => s.apiUrl);
  const socketStatus = useConnection((s) => s.socketStatus);
  const printState = usePrintState();
  const idleState = usePrinterField('idle_timeout', 'state');
  const klippyReady = useServer((s) => s.klippyState === 'ready' && s.klippyConnected);
  const autoEdit = useSettings((s) => s.editor.autoEditExtensions);

  const rootInfo = registered?.find((r) => r.name === root);
  const available = registered === null || rootInfo !== undefined;
  const props = useMemo(
    () => rootProperties(root, serverPermissions ?? rootInfo?.permissions),
    [root, serverPermissions, rootInfo?.permissions],
  );
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'));
  const columns = useMemo<ColumnKey[]>(
    () => (storedColumns ? sanitizeColumns(root, storedColumns) : defaultColumns(root, narrow)),
    [storedColumns, root, narrow],
  );
  const printing = printState === 'printing' || printState === 'paused';
  // Print goes through the print-start flow (queue offer, checks, warnings); the dashboard after.
  const printStart = usePrintStart({ onStarted: useCallback(() => navigate('/'), [navigate]) });
  const idle = !printing && idleState !== 'Printing';

  // Roots first; then the shown folder, watched for changes while it is on screen.
  useEffect(() => {
    if (registered === null) void loadRoots(scope);
  }, [registered, socketStatus, scope]);
  useEffect(() => {
    if (registered === null || !available) return;
    return watchDirectory(scope, root, path);
  }, [scope, root, path, available, registered === null]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (socketStatus === 'open') void loadColumns(scope, name, root);
  }, [scope, name, root, socketStatus]);

  const items = useMemo(() => {
    const sorted = sortItems(
      listItems(path, listing, { showDotFiles, filter }),
      sort.key,
      sort.descending,
    );
    return hooks?.rows ? hooks.rows(sorted) : sorted;
  }, [path, listing, showDotFiles, filter, sort, hooks]);
  const selectable = useMemo(() => items.filter((item) => item.kind !== 'parent'), [items]);
  const {
    selected,
    selectedItems,
    toggle: toggleSelected,
    toggleAll,
    clear: clearSelection,
    allSelected,
  } = useSelection(selectable);
  const actions = useMemo(() => fileActions(scope, root), [scope, root]);
  const siblings = useMemo(
    () => [...listing.dirs.map((d) => d.dirname), ...listing.files.map((f) => f.filename)],
    [listing],
  );

  const navigateTo = useCallback(
    (next: string) => {
      setPaths((current) => ({ ...current, [root]: joinPath(next) }));
      clearSelection();
    },
    [root, clearSelection],
  );

  // A click on a file: the editor at once for the auto-edit extensions, else the item menu.
  const openItem = useCallback(
    (item: BrowserItem, anchor: MenuAnchor) => {
      if (item.kind !== 'file') return navigateTo(item.path);
      if (hooks?.open?.(item)) return;
      const mode = hooks?.editable?.(item) === false ? null : editorMode(item, props, printing);
      if (mode && isAutoEdit(item.name, autoEdit))
        openEditor(scope, root, item.path, { readonly: mode === 'view' });
      else setOverlay({ kind: 'menu', item, anchor });
    },
    [navigateTo, props, printing, autoEdit, root, hooks, scope],
  );

  async function removeItems(targets: BrowserItem[]) {
    await actions.remove(targets);
    clearSelection();
  }

  async function moveInto(sources: string[], targetDir: string) {
    await actions.moveInto(sources, targetDir);
    clearSelection();
  }

  function runAction(action: ItemAction, item: BrowserItem) {
    setOverlay(null);
    switch (action) {
      case 'print':
        printStart.start(item.path);
        break;
      case 'preheat':
        void actions.preheat(item);
        break;
      case 'edit':
      case 'view':
        openEditor(scope, root, item.path, { readonly: action === 'view' });
        break;
      case 'download':
        void downloadItem(scope, root, item.path);
        break;
      case 'rename':
        setOverlay({ kind: 'rename', item });
        break;
      case 'duplicate':
        void actions.duplicate(item);
        break;
      case 'delete':
        setOverlay({ kind: 'confirmDelete', items: [item] });
        break;
      case 'metadata':
      case 'queue':
        setOverlay({ kind: action, item });
        break;
    }
  }

  function saveName(dialog: Overlay, value: string) {
    setOverlay(null);
    const newName = value.trim();
    if (dialog.kind === 'newFolder') void actions.createFolder(path, newName);
    else if (dialog.kind === 'newFile')
      void actions.createFile(path, newName).then((created) => {
        if (created) openEditor(scope, root, joinPath(path, newName));
      });
    else if (dialog.kind === 'rename' && newName !== dialog.item.name)
      void actions.rename(dialog.item, newName);
  }

  /** Upload and print: a single file, started once uploaded as Print starts one (its checks). */
  function startUpload(list: FileList | null, then: UploadThen) {
    if (!list || list.length === 0 || props.readonly) return;
    const files = Array.from(list);
    void uploadFiles(scope, files, root, path, then === 'queue' ? 'queue' : false).then((done) => {
      if (then === true && files.length === 1 && done[0]) printStart.start(done[0]);
    });
  }

  function onDragOver(event: DragEvent) {
    if (!isDesktopDrag(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = props.readonly || !available ? 'none' : 'copy';
    if (!props.readonly && available) setDropActive(true);
  }
  function onDrop(event: DragEvent) {
    setDropActive(false);
    if (!isDesktopDrag(event)) return;
    event.preventDefault();
    const files = acceptedDrop(event, props, available, t);
    if (files.length > 0) void uploadFiles(scope, files, root, path, false);
  }
  function dropOnto(event: DragEvent, target: BrowserItem) {
    const targets = dropTargets(event, target, selected);
    if (targets.length === 0) return;
    event.preventDefault();
    event.stopPropagation();
    if (!props.readonly) void moveInto(targets, target.path);
  }

  const canPreheat = (item: BrowserItem) =>
    idle && klippyReady && preheatGcode(item.entry) !== null;
  const lowDisk = disk !== undefined && disk.free < LOW_DISK_SPACE_BYTES;
  // The selection's files that can be printed, for 'Add to queue' (in the list's order).
  const queueable = selectedItems.filter((item) => canPrintFile(item, props));

  return (
    <Box
      role="region"
      aria-label={t('files.browser', { root })}
      onDragOver={onDragOver}
      onDragLeave={(event) => {
        if (event.currentTarget === event.target) setDropActive(false);
      }}
      onDrop={onDrop}
      sx={{ position: 'relative', display: 'flex', flexDirection: 'column', minWidth: 0 }}
    >
      <BrowserToolbar
        roots={roots}
        root={root}
        onRoot={(next) => {
          setRoot(next);
          clearSelection();
        }}
        path={path}
        onNavigate={navigateTo}
        props={props}
        available={available}
        lowDisk={lowDisk}
        selectedCount={selected.size}
        filter={filter}
        onFilter={setFilter}
        onNewFolder={() => setOverlay({ kind: 'newFolder' })}
        onNewFile={() => setOverlay({ kind: 'newFile' })}
        onUpload={() => uploadInput.current?.click()}
        onUploadAndPrint={() => printInput.current?.click()}
        onUploadAndQueue={() => queueInput.current?.click()}
        onRefresh={() => {
          void loadRoots(scope);
          if (available) void loadDirectory(scope, root, path);
        }}
        onColumns={(anchor) => setOverlay({ kind: 'columns', anchor })}
        onBulkDelete={() => setOverlay({ kind: 'confirmDelete', items: selectedItems })}
        queueable={queueable}
        onBulkQueue={() => setOverlay({ kind: 'queueSelection', items: queueable })}
        onClearSelection={() => clearSelection()}
      />
      <UploadInputs
        accepts={props.accepts}
        upload={uploadInput}
        print={printInput}
        queue={queueInput}
        onFiles={startUpload}
      />
      {available ? (
        <FileRows
          items={items}
          root={root}
          apiUrl={apiUrl}
          columns={columns}
          sort={sort}
          onSort={(key) =>
            setSort((current) => ({
              key,
              descending: current.key === key ? !current.descending : false,
            }))
          }
          bulkActions={bulkActions}
          selected={selected}
          allSelected={allSelected}
          someSelected={selected.size > 0 && !allSelected}
          onToggle={toggleSelected}
          onToggleAll={toggleAll}
          onOpen={openItem}
          onMenu={(item, anchor) => setOverlay({ kind: 'menu', item, anchor })}
          draggable={!props.readonly}
          dragSources={(item) => dragSources(item, selected)}
          onDropOnto={dropOnto}
          loading={!listing.loaded}
          failed={listing.failed}
          onRetry={() => void loadDirectory(scope, root, path)}
          height={height}
          maxHeight={maxHeight}
          compact={narrow}
          thumbnail={hooks?.thumbnail}
        />
      ) : (
        <Box role="alert" sx={{ p: 2, color: 'warning.main' }}>
          {t('files.notAvailable', { root })}
        </Box>
      )}
      {dropActive && <DropOverlay label={t('files.dropToUpload')} />}
      <BrowserDialogs
        overlay={overlay}
        onClose={() => setOverlay(null)}
        root={root}
        props={props}
        rights={(item) => ({
          canPrint: canPrintFile(item, props) && printStart.offered,
          canPreheat: canPreheat(item),
          editor: hooks?.editable?.(item) === false ? null : editorMode(item, props, printing),
          extra: hooks?.actions?.(item) ?? [],
        })}
        onAction={runAction}
        siblings={siblings}
        onName={saveName}
        itemCount={selectable.length}
        onDelete={(targets) => void removeItems(targets)}
        columns={columns}
        showDotFiles={showDotFiles}
        onShowDotFiles={setShowDotFiles}
        onColumns={(next) => void saveColumns(scope, name, root, next)}
        onQueued={clearSelection}
      />
      {printStart.dialogs}
    </Box>
  );
}
