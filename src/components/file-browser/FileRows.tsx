// The rows of the browser: a sticky header with sort buttons and select-all, then the rows — all of
// them for ordinary folders, virtualised (a lazily loaded chunk) for long ones.
import { Suspense, useRef, type DragEvent, type ReactNode } from 'react';
import { lazy } from '../lazy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from '../../locales/react';
import type { BrowserItem, ColumnKey, SortKey } from '../../lib/files';
import { checkboxSx, FileRow, ROW_HEIGHT } from './FileRow';
import type { MenuAnchor } from './types';
import filesMessages from '../../locales/en/files.json';
import { registerEnglishArea } from '../../locales/lazy';

registerEnglishArea(filesMessages);

/** Folders up to this size render every row; longer ones load the virtual list (its own chunk). */
export const VIRTUALIZE_FROM = 120;
const VirtualRows = lazy(() => import('./VirtualRows'));
const HEADER_HEIGHT = 36;
const COLUMN_WIDTH = 120;
/** Phones: narrower name and metadata columns, so a row with checkbox and menu fits 390 px. */
const COMPACT_COLUMN_WIDTH = 100;
/** Dates ('Nov. 05, 2026 09:30 pm', 'März 14, 2026 16:30') need more. */
const DATE_COLUMN_WIDTH = 176;
const COMPACT_DATE_COLUMN_WIDTH = 150;
const DATE_COLUMNS: ReadonlySet<ColumnKey> = new Set(['modified', 'print_start_time']);
const NAME_MIN = 160;
const COMPACT_NAME_MIN = 96;
const GAP_PX = 8;
const PADDING_PX = 16;

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
  /** The server's message when this folder could not be listed; null when it was. */
  failed: string | null;
  /** Ask for the folder again (offered when its listing failed). */
  onRetry: () => void;
  height?: number;
  maxHeight?: number;
  /** A phone's width: narrower columns. */
  compact?: boolean;
  /** A page's thumbnail for a row (see FileHooks). */
  thumbnail?: (item: BrowserItem, apiUrl: string) => string | null;
}

/** The rows' grid columns and the width below which the table scrolls sideways. */
function gridLayout(
  bulk: boolean,
  columns: ColumnKey[],
  compact: boolean,
): { template: string; minWidth: number } {
  const column = (key: ColumnKey) =>
    DATE_COLUMNS.has(key)
      ? compact
        ? COMPACT_DATE_COLUMN_WIDTH
        : DATE_COLUMN_WIDTH
      : compact
        ? COMPACT_COLUMN_WIDTH
        : COLUMN_WIDTH;
  const name = compact ? COMPACT_NAME_MIN : NAME_MIN;
  const widths = [...(bulk ? [40] : []), 40, name, ...columns.map(column), 40];
  const template = widths
    .map((width, index) => (index === (bulk ? 2 : 1) ? `minmax(${width}px, 1fr)` : `${width}px`))
    .join(' ');
  const minWidth =
    widths.reduce((sum, width) => sum + width, 0) + (widths.length - 1) * GAP_PX + PADDING_PX;
  return { template, minWidth };
}

export function FileRows(p: Props) {
  const { t } = useTranslation();
  const scrollRef = useRef<HTMLDivElement>(null);
  const { template, minWidth } = gridLayout(p.bulkActions, p.columns, p.compact ?? false);
  const empty = p.items.every((item) => item.kind === 'parent');
  const totalHeight = p.items.length * ROW_HEIGHT;
  const renderRow = (index: number, top: number): ReactNode => {
    const item = p.items[index];
    if (!item) return null;
    return (
      <FileRow
        key={`${item.kind}:${item.path}`}
        item={item}
        index={index}
        top={top}
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
        thumbnail={p.thumbnail}
        t={t}
      />
    );
  };
  const plainRows = (count: number) =>
    p.items.slice(0, count).map((_, index) => renderRow(index, index * ROW_HEIGHT));

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
      <Box
        role="table"
        aria-label={t('files.browser', { root: p.root })}
        aria-rowcount={p.items.length + 1}
        sx={{ minWidth }}
      >
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
        {p.failed !== null && !p.loading && (
          <Box role="alert" sx={{ p: 2, textAlign: 'center', color: 'error.main' }}>
            {t('files.listFailed', { message: p.failed })}{' '}
            <Button size="small" onClick={p.onRetry}>
              {t('files.retryList')}
            </Button>
          </Box>
        )}
        {empty && p.failed === null && !p.loading && (
          <Box sx={{ p: 2, textAlign: 'center', color: 'text.secondary' }}>
            {t('files.noFiles')}
          </Box>
        )}
        <Box role="rowgroup" sx={{ position: 'relative', height: totalHeight }}>
          {p.items.length < VIRTUALIZE_FROM ? (
            plainRows(p.items.length)
          ) : (
            <Suspense fallback={plainRows(30)}>
              <VirtualRows
                count={p.items.length}
                rowHeight={ROW_HEIGHT}
                headerHeight={HEADER_HEIGHT}
                viewportHeight={p.height ?? p.maxHeight ?? 400}
                scrollElement={scrollRef}
                renderRow={renderRow}
              />
            </Suspense>
          )}
        </Box>
      </Box>
    </Box>
  );
}
