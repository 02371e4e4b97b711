// The preview's dialogs: the parser's progress (cancellable) while a file is parsed, and the
// question before a file of 100 MB or more (spec part 1 §2, §5: 'the file is … and may be resource
// intensive').
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { startTransition, useEffect, useState } from 'react';
import { useTranslation } from '../../../../locales/react';
import ConfirmDialog from '../../../../components/ConfirmDialog';
import { formatSize } from '../../../../lib/format';
import {
  cancelPreview,
  confirmLargePreview,
  useGcodePreview,
} from '../../../../state/gcode-preview';
import { usePrinterScope } from '../../../../state/scope/context';
import { FadeIn } from './FadeIn';
import gcodeMessages from '../../../../locales/en/gcode.json';
import { registerEnglishArea } from '../../../../locales/lazy';

registerEnglishArea(gcodeMessages);

/** A parse shorter than this shows no dialog (no flash for small files). */
const PARSING_DIALOG_DELAY_MS = 400;

/**
 * True once `on` has held for `delayMs` (what it shows then renders as a transition, in slices that
 * yield to the page's other work); false at once when it ends.
 */
function useDelayed(on: boolean, delayMs: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!on) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => startTransition(() => setShown(true)), delayMs);
    return () => clearTimeout(timer);
  }, [on, delayMs]);
  return on && shown;
}

function ParsingDialog() {
  const parsing = useGcodePreview((s) => s.status === 'parsing');
  // Mounted only while shown: unmounting ends the modal at once, where closing it runs an exit
  // transition that a busy page may leave half done, with the app still hidden behind it.
  return useDelayed(parsing, PARSING_DIALOG_DELAY_MS) ? <ParsingDialogBody /> : null;
}

function ParsingDialogBody() {
  const { t } = useTranslation();
  const scope = usePrinterScope();
  const open = true;
  const path = useGcodePreview((s) => s.path);
  const read = useGcodePreview((s) => s.bytesRead);
  const total = useGcodePreview((s) => s.totalBytes);
  const percent = total ? Math.min(100, Math.round((read / total) * 100)) : null;
  return (
    <Dialog
      open={open}
      onClose={(_event, reason) => {
        if (reason === 'escapeKeyDown') cancelPreview(scope);
      }}
      maxWidth="xs"
      fullWidth
      aria-labelledby="gcode-parsing-title"
      // Fades in without making the page lay out while it opens (it never closes: it unmounts).
      slots={{ transition: FadeIn }}
      slotProps={{ backdrop: { slots: { transition: FadeIn } } }}
    >
      <DialogTitle id="gcode-parsing-title">{t('gcode.parsingTitle')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 1.5, overflowWrap: 'anywhere' }}>
          {t('gcode.parsingFile', { name: path ?? '' })}
        </Typography>
        <LinearProgress
          variant={percent === null ? 'indeterminate' : 'determinate'}
          value={percent ?? undefined}
          aria-label={t('gcode.parsingLabel')}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {total
            ? t('gcode.parsingProgress', { read: formatSize(read), total: formatSize(total) })
            : t('gcode.parsingProgressUnknown', { read: formatSize(read) })}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => cancelPreview(scope)}>{t('app.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}

function LargeFileDialog() {
  const { t } = useTranslation();
  const scope = usePrinterScope();
  const open = useGcodePreview((s) => s.status === 'confirm');
  const size = useGcodePreview((s) => s.size);
  return (
    <ConfirmDialog
      open={open}
      title={t('gcode.largeTitle')}
      text={t('gcode.largeText', { size: formatSize(size) })}
      confirmLabel={t('gcode.largeConfirm')}
      onClose={(confirmed) => (confirmed ? confirmLargePreview(scope) : cancelPreview(scope))}
    />
  );
}

export function PreviewDialogs() {
  return (
    <>
      <ParsingDialog />
      <LargeFileDialog />
    </>
  );
}
