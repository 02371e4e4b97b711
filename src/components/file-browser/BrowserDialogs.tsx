// The menus and dialogs over the browser, each a lazy chunk: the item menu, the name dialog (new
// folder, new file, rename), the delete confirmation, the metadata dialog, the column picker, the
// quantity dialog of 'Add to queue' (for a file or the selection's printable files), and the
// transfers dialog while something uploads or downloads. A print's questions are the print-start
// flow's own (print-start/).
import { Suspense } from 'react';
import { lazy } from '../lazy';
import { useTranslation } from '../../locales/react';
import type { EditorMode } from '../../lib/file-editing';
import type { BrowserItem, ColumnKey, RootProperties } from '../../lib/files';
import { TransfersHost } from './overlays';
import type { ExtraItemAction, ItemAction, Overlay } from './types';
import filesMessages from '../../locales/en/files.json';
import { registerEnglishArea } from '../../locales/lazy';

registerEnglishArea(filesMessages);

const ItemMenu = lazy(() => import('./ItemMenu'));
const NameDialog = lazy(() => import('./NameDialog'));
const ConfirmDialog = lazy(() => import('../ConfirmDialog'));
const MetadataDialog = lazy(() => import('./MetadataDialog'));
const ColumnsMenu = lazy(() => import('./ColumnsMenu'));
const QueueDialog = lazy(() => import('./QueueDialog'));

/** What the item menu may offer for one item (the browser knows the printer's state). */
export interface ItemRights {
  canPrint: boolean;
  canPreheat: boolean;
  editor: EditorMode | null;
  /** A page's own entries (see FileHooks). */
  extra?: ExtraItemAction[];
}

interface Props {
  overlay: Overlay | null;
  onClose: () => void;
  root: string;
  props: RootProperties;
  rights: (item: BrowserItem) => ItemRights;
  onAction: (action: ItemAction, item: BrowserItem) => void;
  /** Names in the shown folder (a new name must differ). */
  siblings: string[];
  onName: (overlay: Overlay, name: string) => void;
  /** How many items the folder has (deleting all of them says so). */
  itemCount: number;
  onDelete: (items: BrowserItem[]) => void;
  columns: ColumnKey[];
  showDotFiles: boolean;
  onShowDotFiles: (value: boolean) => void;
  onColumns: (columns: ColumnKey[]) => void;
  /** The selection's files were added to the job queue. */
  onQueued: () => void;
}

export function BrowserDialogs(p: Props) {
  const { t } = useTranslation();
  const { overlay } = p;
  return (
    <Suspense fallback={null}>
      {overlay?.kind === 'menu' && (
        <ItemMenu
          item={overlay.item}
          anchor={overlay.anchor}
          props={p.props}
          {...p.rights(overlay.item)}
          onAction={p.onAction}
          onClose={p.onClose}
        />
      )}
      {(overlay?.kind === 'newFolder' ||
        overlay?.kind === 'newFile' ||
        overlay?.kind === 'rename') && (
        <NameDialog
          key={overlay.kind}
          title={
            overlay.kind === 'rename'
              ? t('files.renameTitle', { name: overlay.item.name })
              : t(overlay.kind === 'newFile' ? 'files.newFile' : 'files.newFolder')
          }
          initial={overlay.kind === 'rename' ? overlay.item.name : ''}
          current={overlay.kind === 'rename' ? overlay.item.name : undefined}
          accepts={overlay.kind === 'newFile' ? p.props.accepts : undefined}
          siblings={p.siblings}
          onSave={(name) => p.onName(overlay, name)}
          onClose={p.onClose}
        />
      )}
      {overlay?.kind === 'confirmDelete' && (
        <ConfirmDialog
          open
          title={
            overlay.items.length === 1
              ? t('files.deleteTitle', { name: overlay.items[0]?.name ?? '' })
              : t('files.deleteItems', { count: overlay.items.length })
          }
          text={
            overlay.items.length > 1 && overlay.items.length === p.itemCount
              ? t('files.deleteAll')
              : undefined
          }
          confirmLabel={t('files.delete')}
          onClose={(confirmed) => {
            p.onClose();
            if (confirmed) p.onDelete(overlay.items);
          }}
        />
      )}
      {overlay?.kind === 'metadata' && (
        <MetadataDialog item={overlay.item} root={p.root} onClose={p.onClose} />
      )}
      {overlay?.kind === 'queue' && <QueueDialog items={[overlay.item]} onClose={p.onClose} />}
      {overlay?.kind === 'queueSelection' && (
        <QueueDialog items={overlay.items} onClose={p.onClose} onAdded={p.onQueued} />
      )}
      {overlay?.kind === 'columns' && (
        <ColumnsMenu
          anchor={overlay.anchor}
          root={p.root}
          chosen={p.columns}
          showDotFiles={p.showDotFiles}
          onShowDotFiles={p.onShowDotFiles}
          onChange={p.onColumns}
          onClose={p.onClose}
        />
      )}
      <TransfersHost />
    </Suspense>
  );
}
