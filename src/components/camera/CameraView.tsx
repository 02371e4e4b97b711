// One camera's view (spec part 1 §2 'Cameras card'): the picture by the camera's type, turned and
// flipped as set, in a box of the picture's shape (the camera's aspect ratio until the first
// picture gives its own); a clear message with Retry when the picture fails; the measured frame
// rate of the adaptive type; full screen; a link to the camera's own page. The camera's texts are
// only ever text (names as alt text and labels, never HTML).
import { useCallback, useMemo, useState, type CSSProperties } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import Fullscreen from '@mui/icons-material/Fullscreen';
import FullscreenExit from '@mui/icons-material/FullscreenExit';
import OpenInFull from '@mui/icons-material/OpenInFull';
import Stop from '@mui/icons-material/Stop';
import { useTranslation } from '../../locales/react';
import { Link } from 'wouter';
import {
  parseAspectRatio,
  pictureBox,
  pictureTransform,
  resolveCameraUrl,
  targetFps,
  webrtcSignalling,
} from '../../lib/camera-url';
import type { Camera } from '../../lib/cameras';
import { useConnection } from '../../state/connection';
import { clampLines } from '../clamp';
import { showError } from '../../state/messages';
import { useFullscreen, usePageVisible, useWindowFocused } from './hooks';
import { MjpegImage, SnapshotImage, VideoStream, type StreamFailure } from './streams';
import { WebrtcVideo } from './WebrtcVideo';
import cameraViewsMessages from '../../locales/en/cameraViews.json';
import { registerEnglishArea } from '../../locales/lazy';

registerEnglishArea(cameraViewsMessages);

export interface CameraViewProps {
  camera: Camera;
  /** The tallest the picture may be (a CSS length); the width follows its shape. */
  maxHeight?: string;
  /** The camera's own page: a link under the picture (none on that page). */
  pageHref?: string;
}

/**
 * What a camera's own page may do in its frame: run its scripts and reach its own server (the
 * stream player of a camera-streamer or go2rtc page needs both). Not: navigate the dashboard,
 * open windows, submit forms, or anything else a sandbox withholds by default.
 */
const IFRAME_SANDBOX = 'allow-scripts allow-same-origin';

type Failure = StreamFailure | 'noAddress' | { webrtc: string };

const OVERLAY_SX = {
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 1,
  p: 2,
  textAlign: 'center',
  color: '#fff',
  bgcolor: 'rgba(0, 0, 0, 0.75)',
} as const;

function useResolved(url: string): string | null {
  const apiUrl = useConnection((s) => s.apiUrl);
  return useMemo(() => resolveCameraUrl(url, apiUrl, window.location.href), [url, apiUrl]);
}

export function CameraView({ camera, maxHeight, pageHref }: CameraViewProps) {
  const { t } = useTranslation();
  const visible = usePageVisible();
  const focused = useWindowFocused();
  const [root, setRoot] = useState<HTMLElement | null>(null);
  const fullscreen = useFullscreen(root);
  const url = useResolved(camera.url);
  const snapshotUrl = useResolved(camera.snapshotUrl);
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const [fps, setFps] = useState<number | null>(null);
  const [playing, setPlaying] = useState(false);
  const { name, type } = camera;

  const needsUrl = type !== 'webrtc';
  const shownFailure: Failure | null = needsUrl && !url ? 'noAddress' : failure;
  const active = visible && shownFailure === null;

  const aspect =
    size && size.width > 0 && size.height > 0
      ? size.width / size.height
      : parseAspectRatio(camera.aspectRatio);
  const box = pictureBox(aspect, camera.rotate);
  const turn = pictureTransform(camera.rotate, camera.flipX, camera.flipY);
  const mediaStyle: CSSProperties = {
    position: 'absolute',
    left: '50%',
    top: '50%',
    width: `${box.width}%`,
    height: `${box.height}%`,
    objectFit: 'contain',
    transform: `translate(-50%, -50%)${turn ? ` ${turn}` : ''}`,
    display: 'block',
  };

  const onPicture = useCallback((width: number, height: number) => setSize({ width, height }), []);
  const onFailed = useCallback((reason: StreamFailure) => setFailure(reason), []);
  const onWebrtcFailed = useCallback(
    (message: string) => {
      setPlaying(false);
      setFailure({ webrtc: message });
      showError(t('cameraViews.webrtcFailed', { name, message }));
    },
    [t, name],
  );
  const retry = () => {
    setFailure(null);
    setFps(null);
    setAttempt((n) => n + 1);
    if (type === 'webrtc') setPlaying(true);
  };

  const media = (() => {
    if (!url && needsUrl) return null;
    const common = { name, active, style: mediaStyle, onPicture, onFailed };
    switch (type) {
      case 'mjpgadaptive':
        return (
          <SnapshotImage
            key={attempt}
            {...common}
            url={url as string}
            snapshotUrl={snapshotUrl}
            fps={targetFps(camera.fpstarget, camera.fpsidletarget, focused)}
            onFps={(value) => setFps(Math.round(value))}
          />
        );
      case 'ipstream':
        return <VideoStream key={attempt} {...common} url={url as string} />;
      case 'webrtc':
        return (
          <WebrtcVideo
            key={attempt}
            cameraId={camera.id}
            name={name}
            signalling={webrtcSignalling(camera.service, url)}
            active={visible && failure === null}
            playing={playing}
            onPlay={() => setPlaying(true)}
            style={mediaStyle}
            onPicture={onPicture}
            onFailed={onWebrtcFailed}
          />
        );
      default:
        return <MjpegImage key={attempt} {...common} url={url as string} />;
    }
  })();

  const failureText =
    shownFailure === null
      ? null
      : shownFailure === 'noAddress'
        ? t('cameraViews.noAddress', { name })
        : shownFailure === 'timeout'
          ? t('cameraViews.timeout', { name })
          : shownFailure === 'error'
            ? t('cameraViews.failed', { name })
            : t('cameraViews.webrtcFailed', { name, message: shownFailure.webrtc });

  const limit = fullscreen.active ? '100vh' : maxHeight;
  const frame =
    type === 'iframe' ? (
      <Box
        sx={{
          position: 'relative',
          width: '100%',
          height: fullscreen.active ? '100vh' : camera.height,
        }}
      >
        {url && (
          <iframe
            src={visible ? url : undefined}
            title={name}
            sandbox={IFRAME_SANDBOX}
            referrerPolicy="no-referrer"
            style={{ border: 0, width: '100%', height: '100%', display: 'block' }}
          />
        )}
        {failureText && (
          <Box sx={OVERLAY_SX}>
            <Typography variant="body2" title={failureText} sx={clampLines(4)}>
              {failureText}
            </Typography>
          </Box>
        )}
      </Box>
    ) : (
      <Box
        sx={{
          position: 'relative',
          overflow: 'hidden',
          mx: 'auto',
          aspectRatio: String(box.viewAspect),
          width: limit ? `min(100%, calc(${limit} * ${box.viewAspect}))` : '100%',
        }}
      >
        {media}
        {failureText && (
          <Box role="alert" sx={OVERLAY_SX}>
            <Typography variant="body2" title={failureText} sx={clampLines(4)}>
              {failureText}
            </Typography>
            {shownFailure !== 'noAddress' && (
              <Button
                variant="contained"
                size="small"
                onClick={retry}
                aria-label={t('cameraViews.retryNamed', { name })}
              >
                {t('cameraViews.retry')}
              </Button>
            )}
          </Box>
        )}
      </Box>
    );

  const fullscreenLabel = fullscreen.active
    ? t('cameraViews.exitFullscreen', { name })
    : t('cameraViews.fullscreen', { name });

  return (
    <Box component="figure" sx={{ m: 0, minWidth: 0 }}>
      <Box
        ref={setRoot}
        data-rotate={camera.rotate}
        sx={{
          position: 'relative',
          bgcolor: '#000',
          borderRadius: fullscreen.active ? 0 : 1,
          overflow: 'hidden',
          '&:fullscreen': { display: 'flex', alignItems: 'center', justifyContent: 'center' },
        }}
      >
        {frame}
        {fullscreen.active && (
          <IconButton
            aria-label={fullscreenLabel}
            onClick={fullscreen.toggle}
            sx={{
              position: 'absolute',
              top: 8,
              right: 8,
              color: '#fff',
              bgcolor: 'rgba(0,0,0,0.5)',
            }}
          >
            <FullscreenExit />
          </IconButton>
        )}
      </Box>
      <Box
        component="figcaption"
        sx={{ display: 'flex', alignItems: 'center', gap: 0.5, pt: 0.5, minHeight: 40 }}
      >
        <Typography variant="body2" noWrap sx={{ flexGrow: 1, minWidth: 0 }}>
          {name}
        </Typography>
        {type === 'mjpgadaptive' && fps !== null && active && (
          <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            {t('cameraViews.fps', { fps })}
          </Typography>
        )}
        {type === 'webrtc' && playing && (
          <IconButton
            size="small"
            aria-label={t('cameraViews.stop', { name })}
            onClick={() => setPlaying(false)}
          >
            <Stop fontSize="small" />
          </IconButton>
        )}
        {pageHref && (
          <IconButton
            size="small"
            component={Link}
            to={pageHref}
            aria-label={t('cameraViews.open', { name })}
          >
            <OpenInFull fontSize="small" />
          </IconButton>
        )}
        {fullscreen.supported && (
          <IconButton size="small" aria-label={fullscreenLabel} onClick={fullscreen.toggle}>
            <Fullscreen fontSize="small" />
          </IconButton>
        )}
      </Box>
    </Box>
  );
}
