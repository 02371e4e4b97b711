// The API key: shown as text and as a QR code (260 px, error level L, spec part 2 §9), copied with
// a moment's 'Copied', and replaced by a new one after a confirmation.
import { Suspense, useEffect, useState } from 'react';
import { lazy } from '../../../components/lazy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Refresh from '@mui/icons-material/Refresh';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from '../../../locales/react';
import { primaryText } from '../../../components/colors';
import { refreshApiKey, useAccounts } from '../../../state/accounts';
import { usePrinterScope } from '../../../state/scope/context';
import accountsMessages from '../../../locales/en/accounts.json';
import { registerEnglishArea } from '../../../locales/lazy';

registerEnglishArea(accountsMessages);

const ConfirmDialog = lazy(() => import('../../../components/ConfirmDialog'));

export const QR_SIZE = 260;
/** How long 'Copied' shows after a copy (spec part 2 §9). */
const COPIED_MS = 1200;

export function ApiKeyPanel() {
  const { t } = useTranslation();
  const scope = usePrinterScope();
  const apiKey = useAccounts((s) => s.apiKey);
  const [confirming, setConfirming] = useState(false);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = () => {
    if (!apiKey) return;
    void navigator.clipboard?.writeText(apiKey).then(() => setCopied(true));
  };

  return (
    <Box component="section" aria-labelledby="api-key-title" sx={{ pt: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Typography id="api-key-title" component="h3" variant="subtitle1" sx={{ flexGrow: 1 }}>
          {t('accounts.apiKey')}
        </Typography>
        <Button
          size="small"
          variant="outlined"
          startIcon={<Refresh />}
          sx={{ color: primaryText }}
          disabled={!apiKey}
          onClick={() => setConfirming(true)}
        >
          {t('accounts.refreshKey')}
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('accounts.apiKeyHelp')}
      </Typography>
      {apiKey && (
        <>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mb: 2, minWidth: 0 }}>
            <Typography
              component="code"
              data-testid="api-key"
              sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', minWidth: 0 }}
            >
              {apiKey}
            </Typography>
            <Tooltip title={copied ? t('accounts.copied') : t('accounts.copyKey')}>
              <IconButton aria-label={t('accounts.copyKey')} size="small" onClick={copy}>
                <ContentCopy fontSize="small" />
              </IconButton>
            </Tooltip>
          </Box>
          <Box
            sx={{
              display: 'inline-flex',
              p: 1.5,
              bgcolor: '#fff',
              borderRadius: 1,
              maxWidth: '100%',
              '& svg': { maxWidth: '100%', height: 'auto' },
            }}
          >
            <QRCodeSVG
              value={apiKey}
              size={QR_SIZE}
              level="L"
              title={t('accounts.apiKeyQr')}
              role="img"
              aria-label={t('accounts.apiKeyQr')}
            />
          </Box>
        </>
      )}
      {confirming && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            title={t('accounts.refreshTitle')}
            text={t('accounts.refreshText')}
            confirmLabel={t('accounts.refresh')}
            onClose={(confirmed) => {
              setConfirming(false);
              if (confirmed) void refreshApiKey(scope);
            }}
          />
        </Suspense>
      )}
    </Box>
  );
}
