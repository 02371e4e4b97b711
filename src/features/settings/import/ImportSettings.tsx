// Settings › General: "Import from Fluidd" and "Import from Mainsail". Each reads that dashboard's
// namespace in the printer's Moonraker database and opens the preview (a lazy chunk) of what
// would come over; a printer without that namespace gets a message instead.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Suspense, useState } from 'react';
import { primaryText } from '../../../components/colors';
import { lazy } from '../../../components/lazy';
import settingsImportMessages from '../../../locales/en/settingsImport.json';
import { registerEnglishArea } from '../../../locales/lazy';
import { useTranslation } from '../../../locales/react';
import { showMessage } from '../../../state/messages';
import { usePrinterScope } from '../../../state/scope/context';
import { readImport, type ReadResult } from './apply';
import { APP_NAMES } from './names';
import type { ImportSource } from './rules/plan';

registerEnglishArea(settingsImportMessages);

const ImportDialog = lazy(() => import('./ImportDialog'));

type Opened = Extract<ReadResult, { kind: 'plan' }>;

export function ImportSettings() {
  const { t } = useTranslation();
  const scope = usePrinterScope();
  const [reading, setReading] = useState<ImportSource | null>(null);
  const [opened, setOpened] = useState<Opened | null>(null);

  const read = async (source: ImportSource) => {
    setReading(source);
    const result = await readImport(scope, source);
    setReading(null);
    const app = APP_NAMES[source];
    if (result.kind === 'missing') showMessage(t('settingsImport.missing', { app }), 'info', 6000);
    else if (result.kind === 'failed') {
      if (!scope.isClosed) scope.session.report(result.error);
    } else if (result.plan.items.length === 0 && result.plan.unsupported.length === 0)
      showMessage(t('settingsImport.empty', { app }), 'info', 6000);
    else setOpened(result);
  };

  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="h3">
        {t('settingsImport.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('settingsImport.intro')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {(['fluidd', 'mainsail'] as const).map((source) => (
          <Button
            key={source}
            variant="outlined"
            sx={{ color: primaryText }}
            disabled={reading !== null}
            onClick={() => void read(source)}
          >
            {t(source === 'fluidd' ? 'settingsImport.fromFluidd' : 'settingsImport.fromMainsail')}
          </Button>
        ))}
      </Box>
      {opened && (
        <Suspense fallback={null}>
          <ImportDialog
            plan={opened.plan}
            current={opened.current}
            onClose={() => setOpened(null)}
          />
        </Suspense>
      )}
    </Box>
  );
}
