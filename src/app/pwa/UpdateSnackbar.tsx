// The prompt for a new version of Printdeck: says so and offers to reload, or to carry on (it comes
// back at the next start while the new version still waits). Precached with the first page
// (vite.config.ts): the old version's other chunks may be gone from the server by now.
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import SnackbarContent from '@mui/material/SnackbarContent';
import { useState } from 'react';
import { registerEnglishArea } from '../../locales/lazy';
import { useTranslation } from '../../locales/react';
import pwa from '../../locales/en/pwa.json';

registerEnglishArea(pwa);

interface Props {
  onReload: () => void;
  onLater: () => void;
}

export default function UpdateSnackbar({ onReload, onLater }: Props) {
  const { t } = useTranslation();
  const [reloading, setReloading] = useState(false);
  return (
    <Snackbar open anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}>
      <SnackbarContent
        role="status"
        aria-live="polite"
        message={t('pwa.update.ready')}
        action={
          <>
            <Button color="inherit" size="small" onClick={onLater}>
              {t('pwa.update.later')}
            </Button>
            <Button
              color="primary"
              variant="contained"
              size="small"
              disabled={reloading}
              onClick={() => {
                setReloading(true);
                onReload();
              }}
            >
              {t('pwa.update.reload')}
            </Button>
          </>
        }
      />
    </Snackbar>
  );
}
