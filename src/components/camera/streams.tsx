// The picture of the camera types served over plain HTTP: an MJPEG stream in an <img>
// (mjpgstream), snapshots asked one after the other at the target rate (mjpgadaptive), and a
// video address in a <video> (ipstream). Each loads only while `active`: the address goes when
// the page is hidden (the browser then closes the connection) and comes back, freshly
// cache-busted, when it shows. A picture that errors, or has not come within STREAM_TIMEOUT_MS,
// is reported once through onFailed.
import { useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import {
  keepArrivals,
  measuredFps,
  nextFrameDelay,
  snapshotAddress,
  streamAddress,
} from '../../lib/camera-url';

/** How long a stream or a snapshot may take to show its first picture. */
export const STREAM_TIMEOUT_MS = 10_000;

export type StreamFailure = 'error' | 'timeout';

export interface MediaProps {
  /** The camera's name: the picture's text alternative. */
  name: string;
  /** The camera's resolved address. */
  url: string;
  /** Load the picture (the page is shown); otherwise the address is cleared. */
  active: boolean;
  style: CSSProperties;
  /** The first picture arrived, with its size. */
  onPicture: (width: number, height: number) => void;
  onFailed: (reason: StreamFailure) => void;
}

let lastBust = 0;
/** A cache buster never used before in this page. */
export function nextBust(): number {
  lastBust = Math.max(Date.now(), lastBust + 1);
  return lastBust;
}

/** The latest value of a callback, for effects that must not restart when it changes. */
function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}

/** mjpgstream: the browser shows the multipart stream itself. */
export function MjpegImage({ name, url, active, style, onPicture, onFailed }: MediaProps) {
  const src = useMemo(() => (active ? streamAddress(url, nextBust()) : undefined), [url, active]);
  const ref = useRef<HTMLImageElement>(null);
  const picture = useLatest(onPicture);
  const failed = useLatest(onFailed);
  const seen = useRef(false);

  useEffect(() => {
    if (!src) return;
    seen.current = false;
    // A multipart image may not fire 'load' for its first part: its size shows that it came.
    const check = () => {
      const img = ref.current;
      if (seen.current || !img || img.naturalWidth === 0) return;
      seen.current = true;
      picture.current(img.naturalWidth, img.naturalHeight);
    };
    const poll = setInterval(check, 250);
    const timer = setTimeout(() => {
      check();
      if (!seen.current) failed.current('timeout');
    }, STREAM_TIMEOUT_MS);
    return () => {
      clearInterval(poll);
      clearTimeout(timer);
    };
  }, [src, picture, failed]);

  return (
    <img
      ref={ref}
      src={src}
      alt={name}
      style={style}
      onLoad={(event) => {
        const img = event.currentTarget;
        if (seen.current || img.naturalWidth === 0) return;
        seen.current = true;
        onPicture(img.naturalWidth, img.naturalHeight);
      }}
      onError={() => {
        if (src) onFailed('error');
      }}
    />
  );
}

export interface SnapshotProps extends MediaProps {
  /** The camera's own snapshot address (resolved), or null: the stream's with action=snapshot. */
  snapshotUrl: string | null;
  /** Frames per second to aim at (read at each frame: a change needs no restart). */
  fps: number;
  /** The frame rate measured over the last seconds. */
  onFps: (fps: number) => void;
}

/**
 * mjpgadaptive: a snapshot is asked, loaded off screen, then shown; the next is asked when the
 * frame's time at `fps` is over (at once when loading took longer), so a slow camera or network
 * is never asked more than it delivers.
 */
export function SnapshotImage(props: SnapshotProps) {
  const { name, url, snapshotUrl, active, style } = props;
  const [shown, setShown] = useState<string | null>(null);
  const latest = useLatest(props);

  useEffect(() => {
    if (!active) {
      setShown(null);
      return;
    }
    let stopped = false;
    let first = true;
    let arrivals: number[] = [];
    let next: ReturnType<typeof setTimeout> | undefined;
    let loader: HTMLImageElement | null = null;

    const fail = (reason: StreamFailure) => {
      if (stopped) return;
      stopped = true;
      latest.current.onFailed(reason);
    };
    const ask = () => {
      const started = Date.now();
      const address = snapshotAddress(url, snapshotUrl, nextBust());
      const image = new Image();
      loader = image;
      const timeout = setTimeout(() => fail('timeout'), STREAM_TIMEOUT_MS);
      image.onload = () => {
        clearTimeout(timeout);
        if (stopped) return;
        const now = Date.now();
        setShown(address);
        if (first) {
          first = false;
          latest.current.onPicture(image.naturalWidth, image.naturalHeight);
        }
        arrivals = keepArrivals(arrivals, now);
        latest.current.onFps(measuredFps(arrivals, now));
        next = setTimeout(ask, nextFrameDelay(latest.current.fps, now - started));
      };
      image.onerror = () => {
        clearTimeout(timeout);
        fail('error');
      };
      image.src = address;
    };
    ask();
    return () => {
      stopped = true;
      clearTimeout(next);
      if (loader) {
        loader.onload = null;
        loader.onerror = null;
        loader.removeAttribute('src');
      }
    };
  }, [url, snapshotUrl, active, latest]);

  return shown ? <img src={shown} alt={name} style={style} /> : null;
}

/** ipstream: the address in a <video>, muted so that it may play by itself. */
export function VideoStream({ name, url, active, style, onPicture, onFailed }: MediaProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const failed = useLatest(onFailed);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    if (!active) {
      // Without its address a video keeps its connection until it is told to load again.
      video.removeAttribute('src');
      video.load();
      return;
    }
    video.src = url;
    let seen = false;
    const shown = () => {
      seen = true;
    };
    video.addEventListener('loadedmetadata', shown);
    const timer = setTimeout(() => {
      if (!seen) failed.current('timeout');
    }, STREAM_TIMEOUT_MS);
    return () => {
      clearTimeout(timer);
      video.removeEventListener('loadedmetadata', shown);
    };
  }, [url, active, failed]);
  return (
    <video
      ref={ref}
      aria-label={name}
      autoPlay
      muted
      playsInline
      style={style}
      onLoadedMetadata={(event) =>
        onPicture(event.currentTarget.videoWidth, event.currentTarget.videoHeight)
      }
      onError={() => {
        if (active) onFailed('error');
      }}
    />
  );
}
