// A tile's picture: a snapshot of the printer's first enabled camera, taken again about once a
// second while the tile is on screen (never a stream per tile: a browser opens at most six
// connections per host), else the loaded file's thumbnail.
import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import { useTranslation } from '../../locales/react';
import { resolveCameraUrl } from '../../lib/camera-url';
import { snapshotOfStream } from '../../lib/cameras';
import { largestThumbnail, thumbnailUrl } from '../../lib/print-stats';
import type { FileMetadata } from '../../../protocol/files';
import { useWebcamList } from '../../state/camera-presence';
import { useConnection } from '../../state/connection';
import { SNAPSHOT_INTERVAL_MS, snapshotUrl } from './rules/snapshot';
import farmMessages from '../../locales/en/farm.json';
import { registerEnglishArea } from '../../locales/lazy';

registerEnglishArea(farmMessages);

/** The first enabled camera's snapshot address on the printer's host, or null. */
function useSnapshotBase(): string | null {
  const apiUrl = useConnection((s) => s.apiUrl);
  const camera = useWebcamList((s) => s.webcams?.find((c) => c?.enabled) ?? null);
  if (!camera) return null;
  const url = camera.snapshot_url || snapshotOfStream(camera.stream_url);
  return url ? resolveCameraUrl(url, apiUrl, window.location.href) : null;
}

/** Whether `ref`'s element is on screen (true where the browser cannot tell). */
function useInView(ref: React.RefObject<HTMLElement | null>): boolean {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver((entries) =>
      setVisible(entries.some((entry) => entry.isIntersecting)),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return visible;
}

function Snapshot({ base, name }: { base: string; name: string }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const visible = useInView(box);
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const loadedAt = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // One picture at a time: the next is asked for a second after the last one asked, once it came.
  useEffect(() => {
    if (!visible) return;
    setSrc(snapshotUrl(base, Date.now()));
    loadedAt.current = Date.now();
    return () => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
    };
  }, [visible, base]);
  const next = (ok: boolean) => {
    setFailed(!ok);
    if (!visible) return;
    const wait = Math.max(0, SNAPSHOT_INTERVAL_MS - (Date.now() - loadedAt.current));
    timer.current = setTimeout(
      () => {
        loadedAt.current = Date.now();
        setSrc(snapshotUrl(base, Date.now()));
      },
      ok ? wait : wait + 4000,
    );
  };
  return (
    <Box ref={box} sx={{ position: 'absolute', inset: 0 }}>
      {src && !failed && (
        <img
          src={src}
          alt={t('farm.camera', { name })}
          onLoad={() => next(true)}
          onError={() => next(false)}
          style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      )}
    </Box>
  );
}

export function TileMedia({ name, meta }: { name: string; meta: FileMetadata | null }) {
  const { t } = useTranslation();
  const base = useSnapshotBase();
  const apiUrl = useConnection((s) => s.apiUrl);
  const thumb = meta ? largestThumbnail(meta.thumbnails) : null;
  const file = meta?.filename ?? '';
  if (!base && !(thumb && apiUrl)) return null;
  return (
    <Box
      sx={{
        position: 'relative',
        aspectRatio: '16 / 9',
        bgcolor: 'action.hover',
        borderRadius: 1,
        overflow: 'hidden',
      }}
    >
      {base ? (
        <Snapshot base={base} name={name} />
      ) : (
        thumb &&
        apiUrl && (
          <img
            src={thumbnailUrl(apiUrl, file, thumb.relative_path)}
            alt={t('farm.thumbnail', { file })}
            style={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
          />
        )
      )}
    </Box>
  );
}
