// The question before a restore (a lazy chunk): which backup, of which printer and when, the
// parts of this printer's settings it replaces, and what in the file this Printdeck does not know
// and leaves out.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { primaryText } from '../../../components/colors';
import { useTranslation } from '../../../locales/react';
import { formatDate } from '../../../state/dates';
import type { BackupReading } from './rules/backup-file';
import { restoreItems } from './rules/from-namespace';
import type { BackupPart } from './rules/schema';
import { itemText, unknownText } from './texts';
import backupMessages from '../../../locales/en/settingsBackup.json';
import { registerEnglishArea } from '../../../locales/lazy';

registerEnglishArea(backupMessages);

interface Props {
  fileName: string;
  reading: Extract<BackupReading, { ok: true }>;
  /** The printer restored to. */
  printer: string;
  /** How many presets, macros and console filters the printer holds now. */
  now: Partial<Record<BackupPart, number>>;
  /** The restore is under way. */
  busy: boolean;
  onClose(confirmed: boolean): void;
}

export default function RestoreDialog({ fileName, reading, printer, now, busy, onClose }: Props) {
  const { t } = useTranslation();
  const { file, unknown } = reading;
  const exported = Date.parse(file.exported);
  const date = Number.isFinite(exported)
    ? formatDate(exported / 1000, Date.now(), t('settingsBackup.today'))
    : '';
  return (
    <Dialog
      open
      onClose={() => !busy && onClose(false)}
      maxWidth="sm"
      fullWidth
      aria-labelledby="restore-title"
    >
      <DialogTitle id="restore-title" sx={{ overflowWrap: 'anywhere' }}>
        {t('settingsBackup.dialog.title', { file: fileName })}
      </DialogTitle>
      <DialogContent>
        {(file.printer || date) && (
          <DialogContentText sx={{ overflowWrap: 'anywhere' }}>
            {t('settingsBackup.dialog.from', { printer: file.printer || '?', date: date || '?' })}
          </DialogContentText>
        )}
        <DialogContentText sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          {t('settingsBackup.dialog.replaces', { printer })}
        </DialogContentText>
        <ul aria-label={t('settingsBackup.dialog.listLabel')}>
          {restoreItems(file.settings, now).map((item) => (
            <li key={item.part}>{itemText(t, item)}</li>
          ))}
        </ul>
        {unknown.length > 0 && (
          <Alert severity="info" sx={{ overflowWrap: 'anywhere' }}>
            {unknownText(t, unknown)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button sx={{ color: primaryText }} disabled={busy} onClick={() => onClose(false)}>
          {t('app.cancel')}
        </Button>
        <Button variant="contained" disabled={busy} onClick={() => onClose(true)}>
          {t('settingsBackup.dialog.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
