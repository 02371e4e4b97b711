// 'Open printer.cfg at line 12': the firmware-state card's way back into the editor when Klipper's
// error names a place in the configuration. A lazy chunk (it brings the config rules): the card
// loads it only in the error state. Nothing shows until the place is found, or when there is none.
import { useEffect } from 'react';
import Button from '@mui/material/Button';
import EditNote from '@mui/icons-material/EditNoteOutlined';
import { useTranslation } from '../../locales/react';
import { primaryText } from '../../components/colors';
import { locateKlipperError, useConfigError } from '../../state/config-error';
import { openEditor } from '../../state/editor';
import { usePrinterScope } from '../../state/scope/context';
import configureMessages from '../../locales/en/configure.json';
import { registerEnglishArea } from '../../locales/lazy';

registerEnglishArea(configureMessages);

export default function ConfigErrorButton({ message }: { message: string }) {
  const { t } = useTranslation();
  const scope = usePrinterScope();
  const found = useConfigError((s) => (s.message === message ? s.place : null));
  useEffect(() => {
    void locateKlipperError(scope, message);
  }, [scope, message]);
  if (!found) return null;
  return (
    <Button
      variant="outlined"
      startIcon={<EditNote />}
      // A file name keeps its case; the text in the theme's readable primary, as the card's others.
      sx={{ textTransform: 'none', color: primaryText }}
      onClick={() => openEditor(scope, 'config', found.path, { line: found.line })}
    >
      {t('configure.openAtLine', { file: found.path, line: found.line })}
    </Button>
  );
}
