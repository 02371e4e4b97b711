// The change-spool dialog: the printer's Spoolman spools (archived ones left out) to search by
// name, material, vendor, colour, location or id, and to filter by material and colour; choosing
// one makes it the printer's active spool (server.spoolman.post_spool_id), 'Clear spool' leaves
// the printer without one. Opened for one tool of a printer with several, it sets that tool's
// spool instead (tools.ts: the tool macro's spool_id, and the active spool when the tool is in use).
import { Suspense, useMemo, useState } from 'react';
import { lazy } from '../../components/lazy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import QrCodeScanner from '@mui/icons-material/QrCodeScanner';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { primaryText } from '../../components/colors';
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
  type ColorFamily,
} from './rules/spool-view';
import type { ToolSpool } from './rules/tool-spools';
import { canScanCodes } from './scan-support';
import { useSpoolListing } from './spool-listing';
import { SpoolList, SpoolSearch } from './SpoolList';
import { chooseSpool, useSpoolman } from './store';
import { chooseToolSpool, useSavesVariables } from './tools';

registerEnglishArea(spoolmanMessages);

/** Primary-coloured words kept readable on the dialog's surface, on both themes. */
const READABLE = {
  '& .MuiInputLabel-root.Mui-focused': { color: primaryText },
  '& .MuiButton-text, & .MuiButton-outlined': { color: primaryText },
};

const ScanSpool = lazy(() => import('./ScanSpool'));

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
  const { listing, spools } = useSpoolListing();
  const [search, setSearch] = useState('');
  const [material, setMaterial] = useState('');
  const [color, setColor] = useState<ColorFamily | ''>('');
  const [busy, setBusy] = useState(false);
  const [scanning, setScanning] = useState(false);
  const [unknownCode, setUnknownCode] = useState<number | null>(null);
  const scannable = useMemo(() => canScanCodes(), []);

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
          <SpoolSearch value={search} onChange={setSearch} sx={{ gridColumn: '1 / -1' }} />
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
        <SpoolList
          listing={listing}
          shown={shown}
          activeId={activeId}
          mark={t(tool ? 'spoolman.tools.loaded' : 'spoolman.active')}
          onChoose={(id) => !busy && choose(id)}
        />
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
