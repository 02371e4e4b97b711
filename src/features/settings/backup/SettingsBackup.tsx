// Settings › General's backup: 'Back up settings' downloads the printer's Printdeck settings as a
// file; 'Restore settings' reads one, refuses a file it cannot restore with the reason (changing
// nothing), and otherwise asks first in a dialog listing what will be replaced.
import { Suspense, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { primaryText } from '../../../components/colors';
import { lazy } from '../../../components/lazy';
import { useTranslation } from '../../../locales/react';
import { registerEnglishArea } from '../../../locales/lazy';
import backupMessages from '../../../locales/en/settingsBackup.json';
import { defaultInstanceName, useInstances } from '../../../state/instances';
import { showError, showMessage } from '../../../state/messages';
import { consoleStore } from '../../../state/console';
import { macrosStore } from '../../../state/macros';
import { presetsStore } from '../../../state/presets';
import { usePrinterScope, useScopedState } from '../../../state/scope/context';
import { useSettings } from '../../../state/settings';
import { downloadBackup, restoreBackup } from './actions';
import { BACKUP_MAX_BYTES, readBackupFile, type BackupReading } from './rules/backup-file';
import { problemText, restoreFailedText } from './texts';
import { JsonFileInput } from '../../../components/JsonFileInput';

registerEnglishArea(backupMessages);

const RestoreDialog = lazy(() => import('./RestoreDialog'));

type Valid = Extract<BackupReading, { ok: true }>;

/** The printer's name as the top bar shows it. */
function usePrinterName(apiUrl: string): string {
  const chosen = useSettings((s) => s.general.instanceName);
  const listed = useInstances((s) => s.instances.find((item) => item.apiUrl === apiUrl)?.name);
  return chosen || listed || defaultInstanceName(apiUrl);
}

export default function SettingsBackup() {
  const { t } = useTranslation();
  const scope = usePrinterScope();
  const printer = usePrinterName(scope.apiUrl);
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [picked, setPicked] = useState<{ name: string; reading: Valid } | null>(null);
  // What a restore would replace, counted for its question (read at each connect).
  const presets = useScopedState(presetsStore, (s) => (s.loaded ? s.presets.length : undefined));
  const macros = useScopedState(macrosStore, (s) => (s.loaded ? s.stored.length : undefined));
  const filters = useScopedState(consoleStore, (s) => s.filters.length);

  const backUp = async () => {
    setBusy(true);
    const result = await downloadBackup(scope, printer);
    setBusy(false);
    if (result.ok) showMessage(t('settingsBackup.saved', { file: result.file }), 'success', 4000);
    else showError(t('settingsBackup.readFailed', { error: result.error }));
  };

  const read = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > BACKUP_MAX_BYTES) {
      showError(problemText(t, { kind: 'size', limit: BACKUP_MAX_BYTES }), true);
      return;
    }
    const reading = readBackupFile(await file.text());
    if (reading.ok) setPicked({ name: file.name, reading });
    else showError(problemText(t, reading.problem), true);
  };

  const restore = async (confirmed: boolean) => {
    if (!confirmed || !picked) {
      setPicked(null);
      return;
    }
    setBusy(true);
    const result = await restoreBackup(scope, picked.reading.file.settings);
    setBusy(false);
    const file = picked.name;
    setPicked(null);
    if (result.ok) showMessage(t('settingsBackup.restored', { file }), 'success', 4000);
    else showError(restoreFailedText(t, result), true);
  };

  return (
    <Box component="section" aria-labelledby="settings-backup-title" sx={{ mt: 2 }}>
      <Typography id="settings-backup-title" variant="subtitle2" component="h3">
        {t('settingsBackup.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {t('settingsBackup.hint')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
        <Button
          size="small"
          variant="outlined"
          sx={{ color: primaryText }}
          disabled={busy}
          onClick={() => void backUp()}
        >
          {t('settingsBackup.backUp')}
        </Button>
        <Button
          size="small"
          variant="outlined"
          sx={{ color: primaryText }}
          disabled={busy}
          onClick={() => input.current?.click()}
        >
          {t('settingsBackup.restore')}
        </Button>
      </Box>
      <JsonFileInput
        inputRef={input}
        testId="settings-restore-file"
        onFile={(picked) => void read(picked)}
      />
      {picked && (
        <Suspense fallback={null}>
          <RestoreDialog
            fileName={picked.name}
            reading={picked.reading}
            printer={printer}
            now={{ presets, macros, console: filters }}
            busy={busy}
            onClose={(confirmed) => void restore(confirmed)}
          />
        </Suspense>
      )}
    </Box>
  );
}
