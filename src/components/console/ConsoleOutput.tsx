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
import { useTranslation } from 'react-i18next';
import { commandSegments, type ConsoleLine } from '../../lib/console';

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

const Row = memo(function Row({
  line,
  known,
  onPickCommand,
}: {
  line: ConsoleLine;
  known: ReadonlySet<string>;
  onPickCommand: (command: string) => void;
}) {
  const { t } = useTranslation();
  const color =
    line.kind === 'error' ? 'error.main' : line.kind === 'command' ? 'info.main' : 'text.primary';
  const segments = line.kind === 'response' ? commandSegments(line.message, known) : null;
  return (
    <Box
      sx={{
        display: 'flex',
        gap: 1,
        minHeight: CONSOLE_ITEM_HEIGHT,
        py: 0.25,
        px: 1,
        fontFamily: 'monospace',
        fontSize: 13,
        lineHeight: '20px',
      }}
      data-kind={line.kind}
    >
      <Box component="span" sx={{ color: 'text.secondary', flexShrink: 0 }}>
        {timeOf(line.time)}
      </Box>
      <Box
        component="span"
        sx={{ color, whiteSpace: 'pre-wrap', wordBreak: 'break-word', minWidth: 0 }}
      >
        {line.kind === 'command' && '> '}
        {segments
          ? segments.map((s, i) =>
              s.command ? (
                <Box
                  key={i}
                  component="button"
                  type="button"
                  aria-label={t('console.useCommand', { command: s.command })}
                  onClick={() => onPickCommand(s.command)}
                  sx={{
                    p: 0,
                    border: 0,
                    bgcolor: 'transparent',
                    font: 'inherit',
                    color: 'primary.main',
                    cursor: 'pointer',
                    textDecoration: 'underline',
                  }}
                >
                  {s.text}
                </Box>
              ) : (
                s.text
              ),
            )
          : line.message}
      </Box>
    </Box>
  );
});

export default function ConsoleOutput({ lines, flipped, known, onPickCommand, emptyText }: Props) {
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
  });

  const scrollToNewest = useCallback(() => {
    const el = scrollRef.current;
    if (!el) return;
    if (flipped) el.scrollTop = 0;
    else if (ordered.length > 0) virtualizer.scrollToIndex(ordered.length - 1, { align: 'end' });
  }, [flipped, ordered.length, virtualizer]);

  // New lines: keep the newest in view while following.
  useLayoutEffect(() => {
    if (followingRef.current) scrollToNewest();
  }, [ordered, scrollToNewest]);

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
        sx={{ flex: 1, overflowY: 'auto', overflowAnchor: 'none' }}
      >
        {ordered.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
            {emptyText}
          </Typography>
        ) : (
          <Box sx={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {virtualizer.getVirtualItems().map((item) => {
              const line = ordered[item.index];
              if (!line) return null;
              return (
                <Box
                  key={item.key}
                  data-index={item.index}
                  ref={virtualizer.measureElement}
                  sx={{ position: 'absolute', top: 0, left: 0, right: 0 }}
                  style={{ transform: `translateY(${item.start}px)` }}
                >
                  <Row line={line} known={known} onPickCommand={onPickCommand} />
                </Box>
              );
            })}
          </Box>
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
}
