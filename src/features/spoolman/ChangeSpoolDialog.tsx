// The change-spool dialog: the printer's Spoolman spools (archived ones left out) to search by
// name, material, vendor, colour, location or id, and to filter by material and colour; choosing
// one makes it the printer's active spool (server.spoolman.post_spool_id), 'Clear spool' leaves
// the printer without one. Opened for one tool of a printer with several, it sets that tool's
// spool instead (tools.ts: the tool macro's spool_id, and the active spool when the tool is in use).
import { Suspense, useEffect, useMemo, useState } from 'react';
import { lazy } from '../../components/lazy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import QrCodeScanner from '@mui/icons-material/QrCodeScanner';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { SpoolmanSpool } from '../../../protocol/spoolman';
import { primaryText } from '../../components/colors';
import { formatWeight } from '../../lib/format';
import { spoolmanCalls } from '../../moonraker/spoolman-calls';
import spoolmanMessages from '../../locales/en/spoolman.json';
import { registerEnglishArea } from '../../locales/lazy';
import { useTranslation } from '../../locales/react';
import { showError } from '../../state/messages';
import { usePrinterScope } from '../../state/scope/context';
import {
  colorFamily,
  COLOR_FAMILIES,
  filterSpools,
  spoolMaterials,
  spoolSummary,
  type ColorFamily,
} from './rules/spool-view';
import type { ToolSpool } from './rules/tool-spools';
import { canScanCodes } from './scan-support';
import { chooseSpool, useSpoolman } from './store';
import { chooseToolSpool, useSavesVariables } from './tools';
import { Swatch } from './Swatch';

registerEnglishArea(spoolmanMessages);

/** Primary-coloured words kept readable on the dialog's surface, on both themes. */
const READABLE = {
  '& .MuiInputLabel-root.Mui-focused': { color: primaryText },
  '& .MuiButton-text, & .MuiButton-outlined': { color: primaryText },
};

const ScanSpool = lazy(() => import('./ScanSpool'));

type Listing = { spools: SpoolmanSpool[] } | { error: string } | null;

function SpoolRow({
  spool,
  active,
  mark,
  onChoose,
}: {
  spool: SpoolmanSpool;
  active: boolean;
  /** What the chosen spool is called: 'Active', or 'Loaded' in a tool. */
  mark: string;
  onChoose: () => void;
}) {
  const { t } = useTranslation();
  const summary = spoolSummary(spool);
  return (
    <ListItemButton
      selected={active}
      onClick={onChoose}
      sx={{ gap: 1.5, borderRadius: 1 }}
      data-testid={`spool-${spool.id}`}
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
          <Typography variant="caption" sx={{ color: primaryText }}>
            {mark}
          </Typography>
        )}
      </Box>
    </ListItemButton>
  );
}

export default function ChangeSpoolDialog({
  open,
  onClose,
  tool,
}: {
  open: boolean;
  onClose: () => void;
  /** The tool whose spool is chosen; without one, the printer's active spool. */
  tool?: ToolSpool;
}) {
  const { t } = useTranslation();
  const scope = usePrinterScope();
  const active = useSpoolman((s) => s.activeId);
  const activeId = tool ? tool.spoolId : active;
  const saveVariables = useSavesVariables();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [listing, setListing] = useState<Listing>(null);
  const [search, setSearch] = useState('');
  const [material, setMaterial] = useState('');
  const [color, setColor] = useState<ColorFamily | ''>('');
  const [busy, setBusy] = useState(false);
  const [scanning, setScanning] = useState(false);
  const [unknownCode, setUnknownCode] = useState<number | null>(null);
  const scannable = useMemo(() => canScanCodes(), []);

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
  const materials = useMemo(() => (spools ? spoolMaterials(spools) : []), [spools]);
  const families = useMemo(() => {
    const present = new Set(spools?.map((s) => colorFamily(s.filament.color_hex)));
    return COLOR_FAMILIES.filter((f) => present.has(f));
  }, [spools]);
  const shown = useMemo(() => {
    if (!spools) return [];
    const colorName = (family: ColorFamily) => t(`spoolman.colors.${family}`);
    const found = filterSpools(spools, { search, material, colorName });
    return color ? found.filter((s) => colorFamily(s.filament.color_hex) === color) : found;
  }, [spools, search, material, color, t]);

  const choose = (id: number | null) => {
    setBusy(true);
    const done = tool ? chooseToolSpool(scope, tool, id, saveVariables) : chooseSpool(scope, id);
    done.then(onClose, (error: unknown) => {
      setBusy(false);
      showError(t('spoolman.setFailed', { message: (error as Error).message }));
    });
  };

  const scanned = (id: number) => {
    setScanning(false);
    if (spools?.some((spool) => spool.id === id)) choose(id);
    else setUnknownCode(id);
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      sx={READABLE}
    >
      <DialogTitle>
        {tool
          ? t('spoolman.tools.dialogTitle', { tool: tool.name.toUpperCase() })
          : t('spoolman.dialog.title')}
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 1.5, alignContent: 'start' }}>
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: '1fr 1fr', pt: 1 }}>
          <TextField
            size="small"
            type="search"
            label={t('spoolman.dialog.search')}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            autoFocus
            sx={{ gridColumn: '1 / -1' }}
          />
          <TextField
            size="small"
            select
            label={t('spoolman.material')}
            value={material}
            onChange={(e) => setMaterial(e.target.value)}
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          >
            <MenuItem value="">{t('spoolman.dialog.allMaterials')}</MenuItem>
            {materials.map((m) => (
              <MenuItem key={m} value={m}>
                {m}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            select
            label={t('spoolman.dialog.color')}
            value={color}
            onChange={(e) => setColor(e.target.value as ColorFamily | '')}
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          >
            <MenuItem value="">{t('spoolman.dialog.allColors')}</MenuItem>
            {families.map((f) => (
              <MenuItem key={f} value={f}>
                {t(`spoolman.colors.${f}`)}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        {scannable && (
          <Button
            variant="outlined"
            startIcon={<QrCodeScanner />}
            onClick={() => {
              setUnknownCode(null);
              setScanning((on) => !on);
            }}
            disabled={!spools || busy}
            sx={{ justifySelf: 'start' }}
          >
            {t(scanning ? 'spoolman.scan.stop' : 'spoolman.scan.button')}
          </Button>
        )}
        {scanning && (
          <Suspense fallback={<LinearProgress />}>
            <ScanSpool onSpool={scanned} />
          </Suspense>
        )}
        {unknownCode !== null && (
          <Alert severity="warning">{t('spoolman.scan.unknown', { id: unknownCode })}</Alert>
        )}
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
            {shown.map((spool) => (
              <ListItem key={spool.id} disablePadding>
                <SpoolRow
                  spool={spool}
                  active={spool.id === activeId}
                  mark={t(tool ? 'spoolman.tools.loaded' : 'spoolman.active')}
                  onChoose={() => !busy && choose(spool.id)}
                />
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        {activeId !== null && (
          <Button onClick={() => choose(null)} disabled={busy} sx={{ mr: 'auto' }}>
            {t('spoolman.clear')}
          </Button>
        )}
        <Button onClick={onClose}>{t('spoolman.dialog.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
