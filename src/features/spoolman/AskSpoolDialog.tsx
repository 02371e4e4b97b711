// Which spool to print with, asked when a print starts (Settings › Spoolman): the printer's
// non-archived spools, searchable as in the change-spool dialog; the one chosen becomes the
// active spool (server.spoolman.post_spool_id) and the print goes on to its checks. Cancel starts
// nothing.
import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { PrintStepProps } from '../../components/print-checks';
import { baseName } from '../../lib/files';
import spoolmanMessages from '../../locales/en/spoolman.json';
import { registerEnglishArea } from '../../locales/lazy';
import { useTranslation } from '../../locales/react';
import { showError } from '../../state/messages';
import { usePrinterScope } from '../../state/scope/context';
import { filterSpools, type ColorFamily } from './rules/spool-view';
import { useSpoolListing } from './spool-listing';
import { SpoolList, SpoolSearch } from './SpoolList';
import { chooseSpool, useSpoolman } from './store';

registerEnglishArea(spoolmanMessages);

export default function AskSpoolDialog({ filename, onDone }: PrintStepProps) {
  const { t } = useTranslation();
  const scope = usePrinterScope();
  const activeId = useSpoolman((s) => s.activeId);
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const { listing, spools } = useSpoolListing();
  const [search, setSearch] = useState('');
  const [busy, setBusy] = useState(false);

  const shown = useMemo(() => {
    const colorName = (family: ColorFamily) => t(`spoolman.colors.${family}`);
    return spools ? filterSpools(spools, { search, material: '', colorName }) : [];
  }, [spools, search, t]);

  const choose = (id: number) => {
    if (busy) return;
    setBusy(true);
    chooseSpool(scope, id).then(
      () => onDone(true),
      (error: unknown) => {
        setBusy(false);
        showError(t('spoolman.setFailed', { message: (error as Error).message }));
      },
    );
  };

  return (
    <Dialog
      open
      onClose={() => onDone(false)}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby="ask-spool-title"
    >
      <DialogTitle id="ask-spool-title" sx={{ overflowWrap: 'anywhere' }}>
        {t('spoolman.ask.title', { name: baseName(filename) })}
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 1.5, alignContent: 'start' }}>
        <Typography variant="body2" color="text.secondary">
          {t('spoolman.ask.text')}
        </Typography>
        <SpoolSearch value={search} onChange={setSearch} />
        <SpoolList
          listing={listing}
          shown={shown}
          activeId={activeId}
          mark={t('spoolman.active')}
          disabled={busy}
          onChoose={choose}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onDone(false)}>{t('spoolman.dialog.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
