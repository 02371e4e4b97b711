// webrtc: idle until Play; then negotiated (webrtc.ts) and shown in a muted <video>. The
// connection closes while the page is hidden and opens again when it shows, as long as the user
// has not stopped it. A failure is reported once (the view shows it, the app's error message
// says why) and the view goes back to idle.
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import PlayArrow from '@mui/icons-material/PlayArrow';
import { useTranslation } from '../../locales/react';
import type { Signalling } from '../../lib/camera-url';
import { getApi } from '../../state/session';
import { startWebrtc } from './webrtc';
import cameraViewsMessages from '../../locales/en/cameraViews.json';
import { registerEnglishArea } from '../../locales/lazy';

registerEnglishArea(cameraViewsMessages);

export interface WebrtcVideoProps {
  /** The camera's id for remote.webrtc (Moonraker's uid). */
  cameraId: string;
  name: string;
  signalling: Signalling;
  /** The page is shown. */
  active: boolean;
  /** Playing (the user pressed Play, or retried). */
  playing: boolean;
  onPlay: () => void;
  style: CSSProperties;
  onPicture: (width: number, height: number) => void;
  onFailed: (message: string) => void;
}

/** `remote.webrtc` on the current printer's socket. */
function remote(offer: { id: string; type: 'offer'; sdp: string }) {
  const api = getApi();
  return api
    ? api.call('remote.webrtc', offer, { timeoutMs: 30_000 })
    : Promise.reject(new Error('No printer connection'));
}

export function WebrtcVideo(props: WebrtcVideoProps) {
  const { cameraId, name, signalling, active, playing, onPlay, style } = props;
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });
  const { kind } = signalling;
  const endpoint = signalling.kind === 'moonraker' ? '' : signalling.endpoint;

  useEffect(() => {
    if (!playing || !active) return;
    const stop = startWebrtc(
      kind === 'moonraker' ? { kind } : { kind, endpoint },
      cameraId,
      {
        onStream: setStream,
        onFailed: (error) => {
          setStream(null);
          latest.current.onFailed(error.message);
        },
      },
      { remote },
    );
    return () => {
      stop();
      setStream(null);
    };
  }, [playing, active, kind, endpoint, cameraId]);

  useEffect(() => {
    const element = video.current;
    if (element) element.srcObject = stream;
  }, [stream]);

  return (
    <>
      <video
        ref={video}
        aria-label={name}
        autoPlay
        muted
        playsInline
        style={{ ...style, visibility: stream ? 'visible' : 'hidden' }}
        onLoadedMetadata={(event) =>
          latest.current.onPicture(event.currentTarget.videoWidth, event.currentTarget.videoHeight)
        }
      />
      {!playing && (
        <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
          <IconButton
            aria-label={t('cameraViews.play', { name })}
            onClick={onPlay}
            sx={{
              color: '#fff',
              bgcolor: 'rgba(0, 0, 0, 0.6)',
              '&:hover': { bgcolor: 'rgba(0, 0, 0, 0.8)' },
            }}
          >
            <PlayArrow sx={{ fontSize: 56 }} />
          </IconButton>
        </Box>
      )}
      {playing && active && !stream && (
        <Typography
          role="status"
          variant="body2"
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'grid',
            placeItems: 'center',
            color: '#fff',
          }}
        >
          {t('cameraViews.connecting')}
        </Typography>
      )}
    </>
  );
}
