// The hint beside a setting the server decides ('Managed by the server'): the field is disabled.
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../locales/react';
import settingsMessages from '../../locales/en/settings.json';
import { registerEnglishArea } from '../../locales/lazy';

registerEnglishArea(settingsMessages);

export function ManagedHint({ id }: { id?: string }) {
  const { t } = useTranslation();
  return (
    <Typography id={id} variant="caption" color="text.secondary" component="p" sx={{ mt: -0.5 }}>
      {t('settings.managed')}
    </Typography>
  );
}
