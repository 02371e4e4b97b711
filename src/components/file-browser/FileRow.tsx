// One row of the file browser: thumbnail or icon, name, chosen columns and the actions button.
// A row is a drag source; folders and '..' are drop targets.
import { memo, useState, type DragEvent } from 'react';
import Box from '@mui/material/Box';
import Folder from '@mui/icons-material/Folder';
import DriveFolderUpload from '@mui/icons-material/DriveFolderUpload';
import InsertDriveFile from '@mui/icons-material/InsertDriveFileOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import type { TFunction } from '../../locales/i18n';
import {
  parentPath,
  pickThumbnail,
  thumbnailUrl,
  type BrowserItem,
  type ColumnKey,
} from '../../lib/files';
import { columnText } from './column-text';
import { DRAG_TYPE, type MenuAnchor } from './types';
import filesMessages from '../../locales/en/files.json';
import { registerEnglishArea } from '../../locales/lazy';

registerEnglishArea(filesMessages);

export const ROW_HEIGHT = 44;

export const checkboxSx = {
  width: 18,
  height: 18,
  m: 0,
  cursor: 'pointer',
  accentColor: 'var(--mui-palette-primary-main, #2196f3)',
};

export interface RowProps {
  item: BrowserItem;
  index: number;
  top: number;
  template: string;
  columns: ColumnKey[];
  apiUrl: string | null;
  root: string;
  bulk: boolean;
  selected: boolean;
  onToggle: (item: BrowserItem) => void;
  onOpen: (item: BrowserItem, anchor: MenuAnchor) => void;
  onMenu: (item: BrowserItem, anchor: MenuAnchor) => void;
  draggable: boolean;
  dragSources: (item: BrowserItem) => string[];
  onDropOnto: (event: DragEvent, target: BrowserItem) => void;
  /** A page's thumbnail for the row (see FileHooks); the gcodes root uses the file's own. */
  thumbnail?: (item: BrowserItem, apiUrl: string) => string | null;
  t: TFunction;
}

export const FileRow = memo(function FileRow(r: RowProps) {
  const { item, t } = r;
  const [dropHover, setDropHover] = useState(false);
  const isFolder = item.kind !== 'file';
  const thumb =
    r.root === 'gcodes' && item.kind === 'file' ? pickThumbnail(item.entry?.thumbnails) : null;
  const thumbSrc =
    thumb && r.apiUrl
      ? thumbnailUrl(r.apiUrl, parentPath(item.path), thumb, item.modified)
      : r.thumbnail && r.apiUrl
        ? r.thumbnail(item, r.apiUrl)
        : null;
  const nameLabel = item.kind === 'parent' ? t('files.parentFolder') : item.name;

  function onDragOver(event: DragEvent) {
    if (!isFolder || r.selected) return;
    if (!Array.from(event.dataTransfer.types).includes(DRAG_TYPE)) return;
    event.preventDefault();
    event.stopPropagation();
    event.dataTransfer.dropEffect = 'move';
    setDropHover(true);
  }

  return (
    <Box
      role="row"
      aria-rowindex={r.index + 2}
      aria-selected={r.bulk ? r.selected : undefined}
      draggable={r.draggable}
      onDragStart={(event: DragEvent) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData(
          DRAG_TYPE,
          JSON.stringify({ root: r.root, paths: r.dragSources(item) }),
        );
      }}
      onDragOver={onDragOver}
      onDragLeave={() => setDropHover(false)}
      onDrop={(event: DragEvent) => {
        setDropHover(false);
        if (isFolder && !r.selected) r.onDropOnto(event, item);
      }}
      onClick={(event) =>
        r.onOpen(
          item,
          event.detail === 0
            ? (event.target as HTMLElement)
            : { x: event.clientX, y: event.clientY },
        )
      }
      onContextMenu={(event) => {
        if (item.kind === 'parent') return;
        event.preventDefault();
        r.onMenu(item, { x: event.clientX, y: event.clientY });
      }}
      sx={{
        position: 'absolute',
        top: 0,
        left: 0,
        right: 0,
        height: ROW_HEIGHT,
        transform: `translateY(${r.top}px)`,
        display: 'grid',
        gridTemplateColumns: r.template,
        alignItems: 'center',
        gap: 1,
        px: 1,
        cursor: 'pointer',
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: dropHover ? 'action.focus' : r.selected ? 'action.selected' : undefined,
        outline: dropHover ? 2 : 0,
        outlineColor: 'primary.main',
        outlineStyle: 'dashed',
        '&:hover': { bgcolor: 'action.hover' },
      }}
    >
      {r.bulk && (
        <Box
          role="cell"
          sx={{ display: 'flex', justifyContent: 'center' }}
          onClick={(e) => e.stopPropagation()}
        >
          {item.kind !== 'parent' && (
            <Box
              component="input"
              type="checkbox"
              aria-label={t('files.select', { name: item.name })}
              checked={r.selected}
              onChange={() => r.onToggle(item)}
              sx={checkboxSx}
            />
          )}
        </Box>
      )}
      <Box
        role="cell"
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          width: 32,
          height: 32,
        }}
      >
        {thumbSrc ? (
          <Box
            component="img"
            alt=""
            loading="lazy"
            src={thumbSrc}
            sx={{ maxWidth: 32, maxHeight: 32, objectFit: 'contain' }}
          />
        ) : item.kind === 'parent' ? (
          <DriveFolderUpload fontSize="small" color="action" />
        ) : item.kind === 'directory' ? (
          <Folder fontSize="small" color="primary" />
        ) : (
          <InsertDriveFile fontSize="small" color="action" />
        )}
      </Box>
      <Box role="cell" sx={{ minWidth: 0 }}>
        <Box
          component="button"
          type="button"
          aria-label={item.kind === 'parent' ? nameLabel : undefined}
          title={item.name}
          sx={{
            display: 'block',
            maxWidth: '100%',
            border: 0,
            bgcolor: 'transparent',
            color: 'text.primary',
            font: 'inherit',
            fontSize: '0.875rem',
            textAlign: 'left',
            cursor: 'pointer',
            p: 0,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
            '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
          }}
        >
          {item.name}
        </Box>
      </Box>
      {r.columns.map((key) => (
        <Box
          role="cell"
          key={key}
          sx={{
            textAlign: 'right',
            fontSize: '0.8125rem',
            color: 'text.secondary',
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
          }}
        >
          {columnText(item, key, t)}
        </Box>
      ))}
      <Box role="cell" onClick={(e) => e.stopPropagation()}>
        {item.kind !== 'parent' && (
          <Box
            component="button"
            type="button"
            aria-label={t('files.actions', { name: item.name })}
            aria-haspopup="menu"
            onClick={(event: React.MouseEvent<HTMLButtonElement>) =>
              r.onMenu(item, event.currentTarget)
            }
            sx={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              width: 32,
              height: 32,
              border: 0,
              borderRadius: '50%',
              bgcolor: 'transparent',
              color: 'text.secondary',
              cursor: 'pointer',
              '&:hover': { bgcolor: 'action.hover' },
              '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
            }}
          >
            <MoreVert fontSize="small" />
          </Box>
        )}
      </Box>
    </Box>
  );
});
