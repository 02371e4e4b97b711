// The console's lines: a virtualised log (1000 lines kept), newest at the bottom (or at the top in
// the flipped layout). It follows new lines until the user scrolls away from the newest end and
// again once they scroll back. Printer text is rendered as React text only, never as HTML.
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import Typography from '@mui/material/Typography';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import { useTranslation } from '../../locales/react';
import type { Theme } from '@mui/material/styles';
import { commandSegments, type ConsoleLine } from '../../lib/console';
import { primaryText } from '../colors';
import consoleMessages from '../../locales/en/console.json';
import { registerEnglishArea } from '../../locales/lazy';

registerEnglishArea(consoleMessages);

/** Spec §9: console min item height. */
export const CONSOLE_ITEM_HEIGHT = 24;
/** Spec §9: the virtual list's buffer (px drawn beyond the view). */
const BUFFER_PX = 600;
/** Within this many px of the newest end counts as following. */
const EDGE_PX = 8;

interface Props {
  lines: readonly ConsoleLine[];
  flipped: boolean;
  /** Upper-case command names (help output makes them clickable). */
  known: ReadonlySet<string>;
  onPickCommand: (command: string) => void;
  emptyText: string;
}

function timeOf(seconds: number): string {
  const d = new Date(seconds * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

// Rows are plain elements styled by class from the list (no per-row style computation: a busy
// printer adds lines several times a second).
const Row = memo(function Row({
  line,
  known,
  onPickCommand,
  pickLabel,
}: {
  line: ConsoleLine;
  known: ReadonlySet<string>;
  onPickCommand: (command: string) => void;
  pickLabel: (command: string) => string;
}) {
  const segments = line.kind === 'response' ? commandSegments(line.message, known) : null;
  return (
    <div className="cl-row" data-kind={line.kind}>
      <span className="cl-time">{timeOf(line.time)}</span>
      <span className="cl-text">
        {line.kind === 'command' && '> '}
        {segments
          ? segments.map((s, i) =>
              s.command ? (
                <button
                  key={i}
                  type="button"
                  className="cl-command"
                  aria-label={pickLabel(s.command)}
                  onClick={() => onPickCommand(s.command)}
                >
                  {s.text}
                </button>
              ) : (
                s.text
              ),
            )
          : line.message}
      </span>
    </div>
  );
});

const LIST_SX = (theme: Theme) =>
  ({
    flex: 1,
    overflowY: 'auto',
    overflowAnchor: 'none',
    // What happens in the list stays there: no layout or paint of the page around it.
    contain: 'strict',
    '& .cl-item': { position: 'absolute', top: 0, left: 0, right: 0 },
    '& .cl-row': {
      display: 'flex',
      gap: 1,
      minHeight: CONSOLE_ITEM_HEIGHT,
      py: 0.25,
      px: 1,
      fontFamily: 'monospace',
      fontSize: 13,
      lineHeight: '20px',
      color: 'text.primary',
    },
    '& .cl-row[data-kind="error"]': { color: 'error.main' },
    '& .cl-row[data-kind="command"]': {
      color: theme.palette.mode === 'dark' ? theme.palette.info.light : theme.palette.info.dark,
    },
    '& .cl-time': { color: 'text.secondary', flexShrink: 0 },
    // A line wraps; what cannot wrap (one character with hundreds of combining marks, drawn
    // some 2,000 px wide in a monospace font) is cut with an ellipsis rather than scrolling the
    // whole list sideways.
    '& .cl-text': {
      // A printer's line may leave a direction control open: it stays inside its line.
      unicodeBidi: 'isolate',
      whiteSpace: 'pre-wrap',
      wordBreak: 'break-word',
      minWidth: 0,
      overflow: 'hidden',
      textOverflow: 'ellipsis',
    },
    '& .cl-command': {
      p: 0,
      border: 0,
      bgcolor: 'transparent',
      font: 'inherit',
      color: primaryText(theme),
      cursor: 'pointer',
      textDecoration: 'underline',
    },
  }) as const;

/** Memoised: typing in the command field does not re-render the lines. */
export default memo(function ConsoleOutput({
  lines,
  flipped,
  known,
  onPickCommand,
  emptyText,
}: Props) {
  const { t } = useTranslation();
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const [following, setFollowing] = useState(true);
  const followingRef = useRef(true);
  const ordered = useMemo(() => (flipped ? [...lines].reverse() : lines), [lines, flipped]);

  const virtualizer = useVirtualizer({
    count: ordered.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => CONSOLE_ITEM_HEIGHT,
    getItemKey: (index) => ordered[index]?.id ?? index,
    overscan: Math.ceil(BUFFER_PX / CONSOLE_ITEM_HEIGHT),
    initialRect: { width: 800, height: 250 },
    // A new row starts at its known or estimated height; the ResizeObserver reports its real
    // height with the next frame, for all new rows in one layout. (Reading offsetHeight as each
    // row mounts forced a layout per row: most of the console's cost on a busy printer.)
    measureElement: (element, entry, instance) => {
      const box = entry?.borderBoxSize?.[0];
      if (box) return Math.round(box.blockSize);
      const key = instance.options.getItemKey(instance.indexFromElement(element));
      return instance.itemSizeCache.get(key) ?? CONSOLE_ITEM_HEIGHT;
    },
  });

  const scrollToNewest = useCallback(() => {
    const el = scrollRef.current;
    if (!el) return;
    el.scrollTop = flipped ? 0 : el.scrollHeight;
  }, [flipped]);

  // New lines, or rows measured taller than estimated: keep the newest in view while following.
  const totalSize = virtualizer.getTotalSize();
  useLayoutEffect(() => {
    if (followingRef.current) scrollToNewest();
  }, [ordered, totalSize, scrollToNewest]);
  const pickLabel = useCallback((command: string) => t('console.useCommand', { command }), [t]);

  const onScroll = () => {
    const el = scrollRef.current;
    if (!el) return;
    const fromNewest = flipped ? el.scrollTop : el.scrollHeight - el.scrollTop - el.clientHeight;
    const atNewest = fromNewest <= EDGE_PX;
    if (atNewest !== followingRef.current) {
      followingRef.current = atNewest;
      setFollowing(atNewest);
    }
  };

  // Switching the layout starts following again.
  useEffect(() => {
    followingRef.current = true;
    setFollowing(true);
  }, [flipped]);

  const resume = () => {
    followingRef.current = true;
    setFollowing(true);
    scrollToNewest();
  };

  return (
    <Box sx={{ position: 'relative', flex: 1, minHeight: 0, display: 'flex' }}>
      <Box
        ref={scrollRef}
        role="log"
        aria-label={t('console.output')}
        aria-live="off"
        tabIndex={0}
        onScroll={onScroll}
        sx={LIST_SX}
      >
        {ordered.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
            {emptyText}
          </Typography>
        ) : (
          <div style={{ height: totalSize, position: 'relative' }}>
            {virtualizer.getVirtualItems().map((item) => {
              const line = ordered[item.index];
              if (!line) return null;
              return (
                <div
                  key={item.key}
                  className="cl-item"
                  data-index={item.index}
                  ref={virtualizer.measureElement}
                  style={{ transform: `translateY(${item.start}px)` }}
                >
                  <Row
                    line={line}
                    known={known}
                    onPickCommand={onPickCommand}
                    pickLabel={pickLabel}
                  />
                </div>
              );
            })}
          </div>
        )}
      </Box>
      {!following && ordered.length > 0 && (
        <Fab
          size="small"
          color="primary"
          aria-label={t('console.scrollToLatest')}
          title={t('console.scrollToLatest')}
          onClick={resume}
          sx={{ position: 'absolute', right: 16, [flipped ? 'top' : 'bottom']: 12 }}
        >
          {flipped ? <ArrowUpward /> : <ArrowDownward />}
        </Fab>
      )}
    </Box>
  );
});
