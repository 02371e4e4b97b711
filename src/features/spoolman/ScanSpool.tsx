// Scanning a spool's QR code with the device's camera, where the browser can read codes
// (BarcodeDetector) and open a camera: the camera's picture, read a few times a second until a
// code names a spool. The camera is let go when scanning stops.
import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import spoolmanMessages from '../../locales/en/spoolman.json';
import { registerEnglishArea } from '../../locales/lazy';
import { useTranslation } from '../../locales/react';
import { spoolIdFromCode } from './rules/spool-code';
import { detectorClass } from './scan-support';

registerEnglishArea(spoolmanMessages);

/** How often the picture is read for a code. */
const READ_EVERY_MS = 300;

export default function ScanSpool({ onSpool }: { onSpool: (id: number) => void }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const found = useRef(onSpool);
  found.current = onSpool;

  useEffect(() => {
    const Detector = detectorClass();
    if (!Detector) return;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopped = false;
    const detector = new Detector({ formats: ['qr_code'] });
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then(async (media) => {
        if (stopped) return media.getTracks().forEach((track) => track.stop());
        stream = media;
        const element = video.current;
        if (!element) return;
        element.srcObject = media;
        try {
          await element.play();
        } catch {
          // Autoplay refused: the picture still reaches the reader once the stream runs.
        }
        timer = setInterval(() => {
          detector
            .detect(element)
            .then((codes) => {
              for (const code of codes) {
                const id = spoolIdFromCode(code.rawValue);
                if (id !== null && !stopped) {
                  stopped = true;
                  clearInterval(timer);
                  found.current(id);
                  return;
                }
              }
            })
            .catch(() => undefined);
        }, READ_EVERY_MS);
      })
      .catch((error: unknown) => {
        if (!stopped) setFailure((error as Error).message || String(error));
      });
    return () => {
      stopped = true;
      clearInterval(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  if (failure)
    return <Alert severity="error">{t('spoolman.scan.failed', { message: failure })}</Alert>;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box
        component="video"
        ref={video}
        muted
        playsInline
        aria-label={t('spoolman.scan.camera')}
        sx={{
          width: '100%',
          maxHeight: 280,
          bgcolor: 'black',
          borderRadius: 1,
          objectFit: 'cover',
        }}
      />
      <Typography variant="body2" color="text.secondary">
        {t('spoolman.scan.hint')}
      </Typography>
    </Box>
  );
}
