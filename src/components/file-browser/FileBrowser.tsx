// The file browser: one component for every root (jobs card, /jobs, /configure later).
// Toolbar, breadcrumbs, virtualised rows, selection, drag and drop, and lazily loaded menus and
// dialogs. Server text is only ever rendered as React text.
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type DragEvent,
} from 'react';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import {
  baseName,
  canPrintFile,
  copyName,
  defaultColumns,
  isAccepted,
  joinPath,
  listItems,
  LOW_DISK_SPACE_BYTES,
  parentPath,
  preheatGcode,
  rootProperties,
  sanitizeColumns,
  sortItems,
  type BrowserItem,
  type ColumnKey,
  type SortKey,
} from '../../lib/files';
import { useConnection } from '../../state/connection';
import {
  columnsKey,
  downloadItem,
  loadColumns,
  loadDirectory,
  loadRoots,
  saveColumns,
  selectListing,
  uploadFiles,
  useFiles,
  watchDirectory,
} from '../../state/files';
import { usePrinter } from '../../state/printer';
import { useServer } from '../../state/server';
import { attempt } from '../../state/session';
import { BrowserToolbar } from './BrowserToolbar';
import { FileRows } from './FileRows';
import { DRAG_TYPE, type MenuAnchor, type ItemAction } from './types';

const ItemMenu = lazy(() => import('./ItemMenu'));
const NameDialog = lazy(() => import('./NameDialog'));
const ConfirmDialog = lazy(() => import('../ConfirmDialog'));
const MetadataDialog = lazy(() => import('./MetadataDialog'));
const TransfersDialog = lazy(() => import('./TransfersDialog'));
const ColumnsMenu = lazy(() => import('./ColumnsMenu'));

export interface FileBrowserProps {
  /** The roots offered (tabs when more than one). */
  roots: string[];
  /** The browser's name: its column choices are stored under '<name>-<root>'. */
  name: string;
  /** Checkboxes and the bulk delete action. */
  bulkActions?: boolean;
  /** Height of the rows area (fixed). */
  height?: number;
  /** Maximum height of the rows area (grows with the rows up to this). */
  maxHeight?: number;
}

type NameDialogState = { mode: 'create' } | { mode: 'rename'; item: BrowserItem } | null;

export default function FileBrowser({
  roots,
  name,
  bulkActions = false,
  height,
  maxHeight,
}: FileBrowserProps) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [root, setRoot] = useState(roots[0] ?? 'gcodes');
  const [paths, setPaths] = useState<Record<string, string>>({});
  const path = paths[root] ?? '';
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [sort, setSort] = useState<{ key: SortKey; descending: boolean }>({
    key: 'name',
    descending: false,
  });
  const [filter, setFilter] = useState('');
  const [showDotFiles, setShowDotFiles] = useState(false);
  const [menu, setMenu] = useState<{ item: BrowserItem; anchor: MenuAnchor } | null>(null);
  const [nameDialog, setNameDialog] = useState<NameDialogState>(null);
  const [confirm, setConfirm] = useState<BrowserItem[] | null>(null);
  const [metadataItem, setMetadataItem] = useState<BrowserItem | null>(null);
  const [columnsAnchor, setColumnsAnchor] = useState<HTMLElement | null>(null);
  const [dropActive, setDropActive] = useState(false);
  const uploadInput = useRef<HTMLInputElement>(null);
  const printInput = useRef<HTMLInputElement>(null);

  const registered = useFiles((s) => s.roots);
  const listing = useFiles(selectListing(root, path));
  const disk = useFiles((s) => s.diskUsage[root]);
  const serverPermissions = useFiles((s) => s.rootPermissions[root]);
  const storedColumns = useFiles((s) => s.columns[columnsKey(name, root)]);
  const apiUrl = useConnection((s) => s.apiUrl);
  const socketStatus = useConnection((s) => s.socketStatus);
  const printState = usePrinter((s) => s.status.print_stats?.state as string | undefined);
  const idleState = usePrinter((s) => s.status.idle_timeout?.state as string | undefined);
  const klippyReady = useServer((s) => s.klippyState === 'ready' && s.klippyConnected);

  const rootInfo = registered?.find((r) => r.name === root);
  const available = registered === null || rootInfo !== undefined;
  const props = useMemo(
    () => rootProperties(root, serverPermissions ?? rootInfo?.permissions),
    [root, serverPermissions, rootInfo?.permissions],
  );
  const columns = useMemo<ColumnKey[]>(
    () => (storedColumns ? sanitizeColumns(root, storedColumns) : defaultColumns(root)),
    [storedColumns, root],
  );
  const printing = printState === 'printing' || printState === 'paused';
  const idle = !printing && idleState !== 'Printing';

  // Roots first; then the shown folder, watched for changes while it is on screen.
  useEffect(() => {
    if (registered === null) void loadRoots();
  }, [registered, socketStatus]);
  useEffect(() => {
    if (registered === null || !available) return;
    return watchDirectory(root, path);
  }, [root, path, available, registered === null]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (socketStatus === 'open') void loadColumns(name, root);
  }, [name, root, socketStatus]);

  const items = useMemo(
    () => sortItems(listItems(path, listing, { showDotFiles, filter }), sort.key, sort.descending),
    [path, listing, showDotFiles, filter, sort],
  );
  const selectable = useMemo(() => items.filter((item) => item.kind !== 'parent'), [items]);
  const siblings = useMemo(
    () => [...listing.dirs.map((d) => d.dirname), ...listing.files.map((f) => f.filename)],
    [listing],
  );

  const navigateTo = useCallback(
    (next: string) => {
      setPaths((current) => ({ ...current, [root]: joinPath(next) }));
      setSelected(new Set());
    },
    [root],
  );

  const openItem = useCallback(
    (item: BrowserItem, anchor: MenuAnchor) => {
      if (item.kind === 'file') setMenu({ item, anchor });
      else navigateTo(item.path);
    },
    [navigateTo],
  );

  const toggleSelected = useCallback((item: BrowserItem) => {
    if (item.kind === 'parent') return;
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(item.path)) next.delete(item.path);
      else next.add(item.path);
      return next;
    });
  }, []);

  const toggleAll = useCallback(() => {
    setSelected((current) =>
      current.size === selectable.length && selectable.length > 0
        ? new Set()
        : new Set(selectable.map((item) => item.path)),
    );
  }, [selectable]);

  const full = (relative: string) => joinPath(root, relative);

  async function removeItems(targets: BrowserItem[]) {
    for (const item of targets) {
      if (item.kind === 'parent') continue;
      if (item.kind === 'directory')
        await attempt((api) => api.files.deleteDirectory(full(item.path), true));
      else await attempt((api) => api.files.deleteFile(full(item.path)));
    }
    setSelected(new Set());
  }

  async function moveInto(sources: string[], targetDir: string) {
    for (const source of sources) {
      if (source === targetDir || parentPath(source) === joinPath(targetDir)) continue;
      await attempt((api) =>
        api.files.move(full(source), full(joinPath(targetDir, baseName(source)))),
      );
    }
    setSelected(new Set());
  }

  function runAction(action: ItemAction, item: BrowserItem) {
    setMenu(null);
    switch (action) {
      case 'print':
        void attempt((api) => api.print.start(item.path)).then((result) => {
          if (result !== undefined) navigate('/');
        });
        break;
      case 'preheat': {
        const script = preheatGcode(item.entry);
        if (script) void attempt((api) => api.printer.gcodeScript(script));
        break;
      }
      case 'download':
        void downloadItem(root, item.path);
        break;
      case 'rename':
        setNameDialog({ mode: 'rename', item });
        break;
      case 'duplicate':
        void attempt((api) =>
          api.files.copy(
            full(item.path),
            full(joinPath(parentPath(item.path), copyName(item.name))),
          ),
        );
        break;
      case 'delete':
        setConfirm([item]);
        break;
      case 'metadata':
        setMetadataItem(item);
        break;
    }
  }

  function saveName(value: string) {
    const dialog = nameDialog;
    setNameDialog(null);
    if (!dialog) return;
    const newName = value.trim();
    if (dialog.mode === 'create') {
      void attempt((api) => api.files.postDirectory(full(joinPath(path, newName))));
    } else if (newName !== dialog.item.name) {
      const item = dialog.item;
      void attempt((api) =>
        api.files.move(full(item.path), full(joinPath(parentPath(item.path), newName))),
      );
    }
  }

  function startUpload(list: FileList | null, print: boolean) {
    if (!list || list.length === 0 || props.readonly) return;
    void uploadFiles(Array.from(list), root, path, print);
  }

  // OS files dropped onto the browser upload into the shown folder (accepted extensions only).
  const isOsDrag = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files');
  function onDragOver(event: DragEvent) {
    if (!isOsDrag(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = props.readonly || !available ? 'none' : 'copy';
    if (!props.readonly && available) setDropActive(true);
  }
  function onDrop(event: DragEvent) {
    setDropActive(false);
    if (!isOsDrag(event)) return;
    event.preventDefault();
    if (props.readonly || !available) return;
    const files = Array.from(event.dataTransfer.files).filter((file) =>
      isAccepted(file.name, props),
    );
    if (files.length > 0) void uploadFiles(files, root, path, false);
  }

  function dragSources(item: BrowserItem): string[] {
    return selected.has(item.path) ? [...selected] : [item.path];
  }

  function dropOnto(event: DragEvent, target: BrowserItem) {
    const data = event.dataTransfer.getData(DRAG_TYPE);
    if (!data) return;
    event.preventDefault();
    event.stopPropagation();
    let sources: string[];
    try {
      sources = (JSON.parse(data) as { root: string; paths: string[] }).paths;
    } catch {
      return;
    }
    const targets = sources.filter(
      (source) =>
        source !== target.path && !(selected.has(target.path) && target.kind !== 'parent'),
    );
    if (targets.length > 0 && !props.readonly) void moveInto(targets, target.path);
  }

  const canPreheat = (item: BrowserItem) =>
    idle && klippyReady && preheatGcode(item.entry) !== null;
  const lowDisk = disk !== undefined && disk.free < LOW_DISK_SPACE_BYTES;
  const allSelected = selectable.length > 0 && selected.size === selectable.length;

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
          setSelected(new Set());
        }}
        path={path}
        onNavigate={navigateTo}
        props={props}
        available={available}
        lowDisk={lowDisk}
        selectedCount={selected.size}
        filter={filter}
        onFilter={setFilter}
        onNewFolder={() => setNameDialog({ mode: 'create' })}
        onUpload={() => uploadInput.current?.click()}
        onUploadAndPrint={() => printInput.current?.click()}
        onRefresh={() => {
          void loadRoots();
          if (available) void loadDirectory(root, path);
        }}
        onColumns={(anchor) => setColumnsAnchor(anchor)}
        onBulkDelete={() => setConfirm(selectable.filter((item) => selected.has(item.path)))}
        onClearSelection={() => setSelected(new Set())}
      />
      <input
        ref={uploadInput}
        type="file"
        hidden
        multiple
        accept={props.accepts.join(',')}
        data-testid="upload-input"
        onChange={(event) => {
          startUpload(event.target.files, false);
          event.target.value = '';
        }}
      />
      <input
        ref={printInput}
        type="file"
        hidden
        accept={props.accepts.join(',')}
        data-testid="upload-print-input"
        onChange={(event) => {
          startUpload(event.target.files, true);
          event.target.value = '';
        }}
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
          onMenu={(item, anchor) => setMenu({ item, anchor })}
          draggable={!props.readonly}
          dragSources={dragSources}
          onDropOnto={dropOnto}
          loading={!listing.loaded}
          height={height}
          maxHeight={maxHeight}
        />
      ) : (
        <Box role="alert" sx={{ p: 2, color: 'warning.main' }}>
          {t('files.notAvailable', { root })}
        </Box>
      )}
      {dropActive && (
        <Box
          aria-hidden="true"
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            border: 2,
            borderStyle: 'dashed',
            borderColor: 'primary.main',
            bgcolor: 'action.hover',
            pointerEvents: 'none',
            fontWeight: 600,
          }}
        >
          {t('files.dropToUpload')}
        </Box>
      )}
      <Suspense fallback={null}>
        {menu && (
          <ItemMenu
            item={menu.item}
            anchor={menu.anchor}
            props={props}
            canPrint={canPrintFile(menu.item, props) && !printing}
            canPreheat={canPreheat(menu.item)}
            onAction={runAction}
            onClose={() => setMenu(null)}
          />
        )}
        {nameDialog && (
          <NameDialog
            title={
              nameDialog.mode === 'create'
                ? t('files.newFolder')
                : t('files.renameTitle', { name: nameDialog.item.name })
            }
            initial={nameDialog.mode === 'rename' ? nameDialog.item.name : ''}
            current={nameDialog.mode === 'rename' ? nameDialog.item.name : undefined}
            siblings={siblings}
            onSave={saveName}
            onClose={() => setNameDialog(null)}
          />
        )}
        {confirm && (
          <ConfirmDialog
            open
            title={
              confirm.length === 1
                ? t('files.deleteTitle', { name: confirm[0]?.name ?? '' })
                : t('files.deleteItems', { count: confirm.length })
            }
            text={
              confirm.length > 1 && confirm.length === selectable.length
                ? t('files.deleteAll')
                : undefined
            }
            confirmLabel={t('files.delete')}
            onClose={(confirmed) => {
              const targets = confirm;
              setConfirm(null);
              if (confirmed) void removeItems(targets);
            }}
          />
        )}
        {metadataItem && (
          <MetadataDialog item={metadataItem} root={root} onClose={() => setMetadataItem(null)} />
        )}
        {columnsAnchor && (
          <ColumnsMenu
            anchor={columnsAnchor}
            root={root}
            chosen={columns}
            showDotFiles={showDotFiles}
            onShowDotFiles={setShowDotFiles}
            onChange={(next) => void saveColumns(name, root, next)}
            onClose={() => setColumnsAnchor(null)}
          />
        )}
        <TransfersHost />
      </Suspense>
    </Box>
  );
}

/** The upload and download dialog, loaded only while something is transferring. */
function TransfersHost() {
  const busy = useFiles((s) => s.uploads.length + s.downloads.length > 0);
  return busy ? <TransfersDialog /> : null;
}
