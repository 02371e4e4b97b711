// A farm tile takes a G-code file dropped on it: the file is uploaded to that printer (progress on
// the tile), then 'Print <file> now?' is asked; only a yes starts it. Any other file is refused
// with a message naming what can be printed. Runs in the tile's printer scope.
import { Suspense, useEffect, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { lazy } from '../../../components/lazy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../locales/react';
import { GCODE_EXTENSIONS } from '../../../lib/files';
import fleetMessages from '../../../locales/en/fleet.json';
import { registerEnglishArea } from '../../../locales/lazy';
import { UploadCancelledError } from '../../../moonraker/upload';
import { usePrinterScope } from '../../../state/scope/context';
import { refusalOf } from '../rules/fleet';
import { dropVerdict } from './plan';
import { readyApi } from './printer-access';
import { sendFile } from './transfer';

registerEnglishArea(fleetMessages);

const PrintNowDialog = lazy(() => import('./PrintNowDialog'));

function carriesFiles(event: DragEvent): boolean {
  return Array.from(event.dataTransfer?.types ?? []).includes('Files');
}

export function TileDropZone({ name, children }: { name: string; children: ReactNode }) {
  const { t } = useTranslation();
  const scope = usePrinterScope();
  const [over, setOver] = useState(false);
  const [upload, setUpload] = useState<{ file: string; percent: number } | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  // Leaving the page stops an upload in flight.
  useEffect(() => () => abort.current?.abort(), []);

  const drop = (event: DragEvent) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    setOver(false);
    if (upload) return;
    const files = Array.from(event.dataTransfer.files);
    const verdict = dropVerdict(files.map((f) => f.name));
    if (verdict.kind === 'none') return;
    if (verdict.kind === 'several') return setNote(t('fleet.drop.several'));
    if (verdict.kind === 'refused')
      return setNote(
        t('fleet.drop.refused', { file: verdict.name, extensions: GCODE_EXTENSIONS.join(', ') }),
      );
    const file = files[verdict.index]!;
    const controller = new AbortController();
    abort.current = controller;
    setNote(null);
    setUpload({ file: file.name, percent: 0 });
    sendFile(scope, file, file.name, {
      signal: controller.signal,
      onProgress: (percent) => setUpload({ file: file.name, percent }),
    }).then(
      (result) => {
        setUpload(null);
        setUploaded(result.item.path);
      },
      (error: unknown) => {
        setUpload(null);
        if (error instanceof UploadCancelledError || scope.isClosed) return;
        setNote(t('fleet.drop.failed', { file: file.name, message: refusalOf(error).message }));
      },
    );
  };

  const printNow = (path: string) => {
    readyApi(scope)
      .then((api) => api.print.start(path))
      .catch((error: unknown) => {
        if (!scope.isClosed)
          setNote(t('fleet.drop.startFailed', { file: path, message: refusalOf(error).message }));
      });
  };

  return (
    <Box
      onDragEnter={(e) => carriesFiles(e) && setOver(true)}
      onDragOver={(e) => {
        if (!carriesFiles(e)) return;
        e.preventDefault();
        e.dataTransfer.dropEffect = 'copy';
        if (!over) setOver(true);
      }}
      onDragLeave={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={drop}
      sx={{
        position: 'relative',
        minWidth: 0,
        display: 'flex',
        flexDirection: 'column',
        '& > section': { flex: 1 },
        outline: over ? 2 : 0,
        outlineStyle: 'dashed',
        outlineColor: 'primary.main',
        outlineOffset: 2,
        borderRadius: 1,
      }}
    >
      {children}
      {over && (
        <Typography
          variant="body2"
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'grid',
            placeItems: 'center',
            p: 2,
            textAlign: 'center',
            bgcolor: 'background.paper',
            opacity: 0.92,
            pointerEvents: 'none',
            borderRadius: 1,
          }}
        >
          {t('fleet.drop.hint', { name })}
        </Typography>
      )}
      {(upload || note) && (
        // Over the tile's foot, inside its frame; a note stays until it is dismissed.
        <Box sx={{ position: 'absolute', left: 0, right: 0, bottom: 0, p: 1, zIndex: 1 }}>
          {upload && (
            <Paper elevation={3} sx={{ p: 1 }}>
              <Typography variant="body2" role="status" sx={{ overflowWrap: 'anywhere' }}>
                {t('fleet.drop.uploading', { file: upload.file, percent: upload.percent })}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={upload.percent}
                aria-label={t('fleet.drop.uploading', {
                  file: upload.file,
                  percent: upload.percent,
                })}
              />
            </Paper>
          )}
          {note && (
            <Alert
              severity="error"
              variant="filled"
              onClose={() => setNote(null)}
              sx={{ overflowWrap: 'anywhere' }}
            >
              {note}
            </Alert>
          )}
        </Box>
      )}
      <Suspense fallback={null}>
        {uploaded !== null && (
          <PrintNowDialog
            file={uploaded}
            printer={name}
            onClose={(confirmed) => {
              setUploaded(null);
              if (confirmed) printNow(uploaded);
            }}
          />
        )}
      </Suspense>
    </Box>
  );
}
