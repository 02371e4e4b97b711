// Download Klipper's and Moonraker's logs (the logs root).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Download from '@mui/icons-material/Download';
import Description from '@mui/icons-material/Description';
import { useTranslation } from '../../locales/react';
import { primaryText } from '../../components/colors';
import { downloadItem } from '../../state/file-transfers';
import { usePrinterScope } from '../../state/scope/context';
import { SystemCard } from './SystemCard';
import systemMessages from '../../locales/en/system.json';
import { registerEnglishArea } from '../../locales/lazy';

registerEnglishArea(systemMessages);

export const LOG_FILES = ['klippy.log', 'moonraker.log'] as const;

export function LogsCard() {
  const { t } = useTranslation();
  const scope = usePrinterScope();
  return (
    <SystemCard id="logs" title={t('system.logs.title')} icon={<Description fontSize="small" />}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {LOG_FILES.map((name) => (
          <Button
            key={name}
            variant="outlined"
            size="small"
            startIcon={<Download />}
            aria-label={t('system.logs.download', { name })}
            onClick={() => void downloadItem(scope, 'logs', name)}
            sx={{ textTransform: 'none', color: primaryText }}
          >
            {name}
          </Button>
        ))}
      </Box>
    </SystemCard>
  );
}
