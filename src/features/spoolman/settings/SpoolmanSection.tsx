// Settings › Spoolman: 'Ask which spool to use when a print starts', kept in the printer's
// database with the other interface settings (uiSettings.spoolman.askSpoolOnStart).
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { PageCard } from '../../../components/PageCard';
import { SettingsGrid } from '../../../components/settings-fields/SettingsGrid';
import { SwitchSetting } from '../../../components/settings-fields/SwitchSetting';
import spoolmanMessages from '../../../locales/en/spoolman.json';
import { registerEnglishArea } from '../../../locales/lazy';
import { useTranslation } from '../../../locales/react';
import { writeSetting } from '../../../state/session';
import { setSetting, useSettings } from '../../../state/settings';

registerEnglishArea(spoolmanMessages);

export default function SpoolmanSection() {
  const { t } = useTranslation();
  const ask = useSettings((s) => s.spoolman.askSpoolOnStart);
  return (
    <PageCard id="spoolman-card" title={t('spoolman.settings.title')} divided>
      <SettingsGrid>
        <Box>
          <SwitchSetting
            label={t('spoolman.settings.askOnStart')}
            checked={ask}
            onChange={(checked) =>
              void setSetting(writeSetting, 'spoolman', 'askSpoolOnStart', checked)
            }
          />
          <Typography variant="caption" color="text.secondary" component="p">
            {t('spoolman.settings.askOnStartHint')}
          </Typography>
        </Box>
      </SettingsGrid>
    </PageCard>
  );
}
