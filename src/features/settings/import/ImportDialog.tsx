// The preview of an import from Fluidd or Mainsail: per kind what comes over (with its count and
// names, and the stored key it is read from), which of Printdeck's settings it replaces, what is
// left out, and what has no equivalent in Printdeck. Nothing is written before 'Import'.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import { useState } from 'react';
import { primaryText, WARNING_TEXT_ON_LIGHT } from '../../../components/colors';
import settingsImportMessages from '../../../locales/en/settingsImport.json';
import type { MessageKey } from '../../../locales/keys';
import { registerEnglishArea } from '../../../locales/lazy';
import { useTranslation } from '../../../locales/react';
import { showMessage } from '../../../state/messages';
import { usePrinterScope } from '../../../state/scope/context';
import { applyPlan } from './apply';
import { APP_NAMES } from './names';
import { hasChanges, type Current, type ImportItem, type ImportPlan } from './rules/plan';

registerEnglishArea(settingsImportMessages);

interface Props {
  plan: ImportPlan;
  current: Current;
  onClose: () => void;
}

const KIND_KEYS: Readonly<Record<ImportItem['kind'], MessageKey>> = {
  presets: 'settingsImport.kinds.presets',
  macros: 'settingsImport.kinds.macros',
  macroCategories: 'settingsImport.kinds.macroCategories',
  consoleFilters: 'settingsImport.kinds.consoleFilters',
  commandHistory: 'settingsImport.kinds.commandHistory',
  cameras: 'settingsImport.kinds.cameras',
  themeColor: 'settingsImport.kinds.themeColor',
  moveDistances: 'settingsImport.kinds.moveDistances',
  layout: 'settingsImport.kinds.layout',
};

/** Warning text readable on both themes (4.5:1). */
const warningText = (theme: Theme) =>
  theme.palette.mode === 'dark' ? theme.palette.warning.main : WARNING_TEXT_ON_LIGHT;

/** A dashboard card's title by its id (the layout lists cards). */
function cardTitle(t: ReturnType<typeof useTranslation>['t'], id: string): string {
  if (id === 'temperature') return t('temperature.title');
  return t(`layout.cards.${id}` as MessageKey, { defaultValue: id });
}

function ItemRow({ item }: { item: ImportItem }) {
  const { t } = useTranslation();
  const names = item.kind === 'layout' ? item.names.map((id) => cardTitle(t, id)) : item.names;
  const replaced =
    item.kind === 'layout'
      ? t('settingsImport.replacesLayout')
      : t('settingsImport.replaces', { names: item.overwrites.join(', ') });
  return (
    <Box component="li" sx={{ mb: 1.5 }}>
      <Typography variant="body2" component="div" sx={{ fontWeight: 500 }}>
        {t(KIND_KEYS[item.kind])} ({item.names.length})
      </Typography>
      {names.length > 0 && (
        <Typography variant="body2" component="div" sx={{ overflowWrap: 'anywhere' }}>
          {names.join(', ')}
        </Typography>
      )}
      {item.overwrites.length > 0 && (
        <Typography variant="body2" component="div" sx={{ color: warningText }}>
          {replaced}
        </Typography>
      )}
      {item.skipped.length > 0 && (
        <Typography variant="body2" component="div" color="text.secondary">
          {t('settingsImport.skippedCameras', { names: item.skipped.join(', ') })}
        </Typography>
      )}
      <Typography variant="caption" component="div" color="text.secondary">
        {t('settingsImport.from', { key: item.from })}
      </Typography>
    </Box>
  );
}

export default function ImportDialog({ plan, current, onClose }: Props) {
  const { t } = useTranslation();
  const scope = usePrinterScope();
  const [busy, setBusy] = useState(false);
  const app = APP_NAMES[plan.source];
  const replacing = plan.items.some((item) => item.overwrites.length > 0);
  const writes = hasChanges(plan);

  const run = async () => {
    setBusy(true);
    await applyPlan(scope, plan, current);
    showMessage(t('settingsImport.done', { app }), 'success', 4000);
    onClose();
  };

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby="import-title"
      slotProps={{ paper: { sx: { '& .MuiButton-text': { color: primaryText } } } }}
    >
      <DialogTitle id="import-title">{t('settingsImport.dialogTitle', { app })}</DialogTitle>
      {/* Focusable, so a keyboard can scroll a long preview. */}
      <DialogContent dividers tabIndex={0}>
        {plan.items.length > 0 && (
          <>
            <Typography variant="subtitle2" component="h3" id="import-what">
              {t('settingsImport.what', { app })}
            </Typography>
            <Box component="ul" aria-labelledby="import-what" sx={{ pl: 2.5, mt: 1 }}>
              {plan.items.map((item) => (
                <ItemRow key={item.kind} item={item} />
              ))}
            </Box>
            <Typography
              variant="body2"
              sx={{ mb: 2, color: replacing ? warningText : 'text.secondary' }}
            >
              {replacing ? t('settingsImport.replacing') : t('settingsImport.replacingNothing')}
            </Typography>
          </>
        )}
        {plan.unsupported.length > 0 && (
          <>
            <Typography variant="subtitle2" component="h3" id="import-unsupported">
              {t('settingsImport.unsupported')}
            </Typography>
            <Box
              component="ul"
              aria-labelledby="import-unsupported"
              sx={{ pl: 2.5, mt: 1, mb: 0, color: 'text.secondary' }}
            >
              {plan.unsupported.map((path) => (
                <Typography
                  key={path}
                  component="li"
                  variant="body2"
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  {path}
                </Typography>
              ))}
            </Box>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('app.cancel')}
        </Button>
        {writes && (
          <Button variant="contained" onClick={() => void run()} disabled={busy}>
            {t('settingsImport.import')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
