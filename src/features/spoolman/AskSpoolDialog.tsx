// Which spool to print with, asked when a print starts (Settings › Spoolman): the printer's
// non-archived spools, searchable as in the change-spool dialog; the one chosen becomes the
// active spool (server.spoolman.post_spool_id) and the print goes on to its checks. Cancel starts
// nothing.
import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { SpoolmanSpool } from '../../../protocol/spoolman';
import type { PrintStepProps } from '../../components/print-checks';
import { baseName } from '../../lib/files';
import { formatWeight } from '../../lib/format';
import spoolmanMessages from '../../locales/en/spoolman.json';
import { registerEnglishArea } from '../../locales/lazy';
import { useTranslation } from '../../locales/react';
import { spoolmanCalls } from '../../moonraker/spoolman-calls';
import { showError } from '../../state/messages';
import { usePrinterScope } from '../../state/scope/context';
import { filterSpools, spoolSummary, type ColorFamily } from './rules/spool-view';
import { chooseSpool, useSpoolman } from './store';
import { Swatch } from './Swatch';

registerEnglishArea(spoolmanMessages);

type Listing = { spools: SpoolmanSpool[] } | { error: string } | null;

export default function AskSpoolDialog({ filename, onDone }: PrintStepProps) {
  const { t } = useTranslation();
  const scope = usePrinterScope();
  const activeId = useSpoolman((s) => s.activeId);
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [listing, setListing] = useState<Listing>(null);
  const [search, setSearch] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const api = scope.api;
    let current = true;
    if (!api) return;
    spoolmanCalls(api)
      .spools({ sort: 'filament.name:asc,id:asc' })
      .then(
        (spools) => current && setListing({ spools }),
        (error: unknown) => current && setListing({ error: (error as Error).message }),
      );
    return () => {
      current = false;
    };
  }, [scope]);

  const spools = listing && 'spools' in listing ? listing.spools : null;
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
        <TextField
          size="small"
          type="search"
          label={t('spoolman.dialog.search')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          autoFocus
        />
        {listing === null && <LinearProgress aria-label={t('spoolman.loading')} />}
        {listing && 'error' in listing && (
          <Alert severity="error">{t('spoolman.dialog.failed', { message: listing.error })}</Alert>
        )}
        {spools && shown.length === 0 && (
          <Typography variant="body2" color="text.secondary" role="status">
            {t('spoolman.dialog.empty')}
          </Typography>
        )}
        {shown.length > 0 && (
          <List dense aria-label={t('spoolman.dialog.list')} sx={{ p: 0 }}>
            {shown.map((spool) => {
              const summary = spoolSummary(spool);
              const active = spool.id === activeId;
              return (
                <ListItemButton
                  key={spool.id}
                  selected={active}
                  disabled={busy}
                  onClick={() => choose(spool.id)}
                  sx={{ gap: 1.5, borderRadius: 1 }}
                >
                  <Swatch color={summary.color} size={28} />
                  <Box sx={{ minWidth: 0, flex: 1 }}>
                    <Typography variant="body2" noWrap>
                      {summary.name || t('spoolman.unnamed', { id: spool.id })}
                    </Typography>
                    <Typography variant="caption" color="text.secondary" noWrap component="div">
                      {[summary.vendor, summary.material, `#${spool.id}`, spool.location]
                        .filter(Boolean)
                        .join(' · ')}
                    </Typography>
                  </Box>
                  <Box sx={{ textAlign: 'end', flex: 'none' }}>
                    <Typography variant="body2">{formatWeight(summary.remainingWeight)}</Typography>
                    {active && (
                      <Typography variant="caption" color="primary">
                        {t('spoolman.active')}
                      </Typography>
                    )}
                  </Box>
                </ListItemButton>
              );
            })}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onDone(false)}>{t('spoolman.dialog.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
