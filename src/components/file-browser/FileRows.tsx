// The rows of the browser: a sticky header with sort buttons and select-all, then virtualised rows
// (thumbnail or icon, name, chosen columns, menu button). Rows are drag sources; folders and '..'
// are drop targets.
import { memo, useRef, useState, type DragEvent } from 'react';
import Box from '@mui/material/Box';
import Folder from '@mui/icons-material/Folder';
import DriveFolderUpload from '@mui/icons-material/DriveFolderUpload';
import InsertDriveFile from '@mui/icons-material/InsertDriveFileOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  parentPath,
  pickThumbnail,
  sortValue,
  thumbnailUrl,
  type BrowserItem,
  type ColumnKey,
  type SortKey,
} from '../../lib/files';
import { formatDate, formatDuration, formatLength, formatSize, formatWeight } from '../../lib/format';
import { DRAG_TYPE, type MenuAnchor } from './types';

export const ROW_HEIGHT = 44;
const HEADER_HEIGHT = 36;
const COLUMN_WIDTH = 120;

interface Props {
  items: BrowserItem[];
  root: string;
  apiUrl: string | null;
  columns: ColumnKey[];
  sort: { key: SortKey; descending: boolean };
  onSort: (key: SortKey) => void;
  bulkActions: boolean;
  selected: Set<string>;
  allSelected: boolean;
  someSelected: boolean;
  onToggle: (item: BrowserItem) => void;
  onToggleAll: () => void;
  onOpen: (item: BrowserItem, anchor: MenuAnchor) => void;
  onMenu: (item: BrowserItem, anchor: MenuAnchor) => void;
  draggable: boolean;
  dragSources: (item: BrowserItem) => string[];
  onDropOnto: (event: DragEvent, target: BrowserItem) => void;
  loading: boolean;
  height?: number;
  maxHeight?: number;
}

/** A column's text for a row. */
export function columnText(item: BrowserItem, key: ColumnKey, t: TFunction): string {
  if (item.kind === 'parent') return '';
  const value = sortValue(item, key);
  if (value === null || value === '') return '';
  switch (key) {
    case 'modified':
    case 'print_start_time':
      return typeof value === 'number' ? formatDate(value, Date.now(), t('files.today')) : '';
    case 'size':
      return formatSize(Number(value));
    case 'estimated_time':
      return formatDuration(Number(value));
    case 'filament_total':
      return formatLength(Number(value));
    case 'filament_weight_total':
      return formatWeight(Number(value));
    case 'layer_height':
    case 'first_layer_height':
    case 'object_height':
      return `${Number(value)} mm`;
    case 'first_layer_extr_temp':
    case 'first_layer_bed_temp':
      return `${Number(value)} °C`;
    default:
      return String(value);
  }
}

function gridTemplate(bulk: boolean, columns: ColumnKey[]): string {
  return [bulk ? '40px' : '', '40px', 'minmax(160px, 1fr)', ...columns.map(() => `${COLUMN_WIDTH}px`), '40px']
    .filter(Boolean)
    .join(' ');
}

const checkboxSx = { width: 18, height: 18, m: 0, cursor: 'pointer', accentColor: 'var(--mui-palette-primary-main, #2196f3)' };

export function FileRows(p: Props) {
  const { t } = useTranslation();
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: p.items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    scrollMargin: HEADER_HEIGHT,
    initialRect: { width: 800, height: p.height ?? p.maxHeight ?? 400 },
  });
  const template = gridTemplate(p.bulkActions, p.columns);
  const minWidth = 40 * (p.bulkActions ? 3 : 2) + 160 + p.columns.length * COLUMN_WIDTH;
  const empty = p.items.every((item) => item.kind === 'parent');
  const totalHeight = virtualizer.getTotalSize();

  const headerCell = (key: SortKey, label: string, align: 'left' | 'right' = 'left') => {
    const active = p.sort.key === key;
    return (
      <Box
        key={key}
        role="columnheader"
        aria-sort={active ? (p.sort.descending ? 'descending' : 'ascending') : 'none'}
        sx={{ textAlign: align, overflow: 'hidden' }}
      >
        <Box
          component="button"
          type="button"
          onClick={() => p.onSort(key)}
          sx={{
            border: 0,
            bgcolor: 'transparent',
            color: active ? 'text.primary' : 'text.secondary',
            font: 'inherit',
            fontWeight: 600,
            fontSize: '0.75rem',
            cursor: 'pointer',
            p: 0,
            whiteSpace: 'nowrap',
            '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
          }}
        >
          {label}
          {active ? (p.sort.descending ? ' ↓' : ' ↑') : ''}
        </Box>
      </Box>
    );
  };

  return (
    <Box
      ref={scrollRef}
      data-testid="file-rows"
      sx={{
        height: p.height,
        maxHeight: p.maxHeight,
        minHeight: p.height === undefined ? 160 : undefined,
        overflow: 'auto',
        position: 'relative',
      }}
    >
      <Box role="table" aria-label={t('files.browser', { root: p.root })} aria-rowcount={p.items.length + 1} sx={{ minWidth }}>
        <Box
          role="row"
          sx={{
            position: 'sticky',
            top: 0,
            zIndex: 1,
            height: HEADER_HEIGHT,
            display: 'grid',
            gridTemplateColumns: template,
            alignItems: 'center',
            gap: 1,
            px: 1,
            bgcolor: 'background.paper',
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          {p.bulkActions && (
            <Box role="columnheader" sx={{ display: 'flex', justifyContent: 'center' }}>
              <Box
                component="input"
                type="checkbox"
                aria-label={t('files.selectAll')}
                checked={p.allSelected}
                ref={(el: HTMLInputElement | null) => {
                  if (el) el.indeterminate = p.someSelected;
                }}
                onChange={p.onToggleAll}
                sx={checkboxSx}
              />
            </Box>
          )}
          <Box role="columnheader" aria-hidden="true" />
          {headerCell('name', t('files.columnNames.name'))}
          {p.columns.map((key) => headerCell(key, t(`files.columnNames.${key}`), 'right'))}
          <Box role="columnheader" aria-hidden="true" />
        </Box>
        {empty && !p.loading && (
          <Box sx={{ p: 2, textAlign: 'center', color: 'text.secondary' }}>{t('files.noFiles')}</Box>
        )}
        <Box role="rowgroup" sx={{ position: 'relative', height: totalHeight }}>
          {virtualizer.getVirtualItems().map((virtual) => {
            const item = p.items[virtual.index];
            if (!item) return null;
            return (
              <FileRow
                key={`${item.kind}:${item.path}`}
                item={item}
                index={virtual.index}
                top={virtual.start - HEADER_HEIGHT}
                template={template}
                columns={p.columns}
                apiUrl={p.apiUrl}
                root={p.root}
                bulk={p.bulkActions}
                selected={p.selected.has(item.path)}
                onToggle={p.onToggle}
                onOpen={p.onOpen}
                onMenu={p.onMenu}
                draggable={p.draggable && item.kind !== 'parent'}
                dragSources={p.dragSources}
                onDropOnto={p.onDropOnto}
                t={t}
              />
            );
          })}
        </Box>
      </Box>
    </Box>
  );
}

interface RowProps {
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
  t: TFunction;
}

const FileRow = memo(function FileRow(r: RowProps) {
  const { item, t } = r;
  const [dropHover, setDropHover] = useState(false);
  const isFolder = item.kind !== 'file';
  const thumb = r.root === 'gcodes' && item.kind === 'file' ? pickThumbnail(item.entry?.thumbnails) : null;
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
        event.dataTransfer.setData(DRAG_TYPE, JSON.stringify({ root: r.root, paths: r.dragSources(item) }));
      }}
      onDragOver={onDragOver}
      onDragLeave={() => setDropHover(false)}
      onDrop={(event: DragEvent) => {
        setDropHover(false);
        if (isFolder && !r.selected) r.onDropOnto(event, item);
      }}
      onClick={(event) =>
        r.onOpen(item, event.detail === 0 ? (event.target as HTMLElement) : { x: event.clientX, y: event.clientY })
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
        <Box role="cell" sx={{ display: 'flex', justifyContent: 'center' }} onClick={(e) => e.stopPropagation()}>
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
      <Box role="cell" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', width: 32, height: 32 }}>
        {thumb && r.apiUrl ? (
          <Box
            component="img"
            alt=""
            loading="lazy"
            src={thumbnailUrl(r.apiUrl, parentPath(item.path), thumb, item.modified)}
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
          sx={{ textAlign: 'right', fontSize: '0.8125rem', color: 'text.secondary', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
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
            onClick={(event: React.MouseEvent<HTMLButtonElement>) => r.onMenu(item, event.currentTarget)}
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
