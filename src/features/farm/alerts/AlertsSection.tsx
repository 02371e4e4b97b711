// Settings › Alerts (#alerts): which kinds of printer alert this browser raises, and whether they
// also play a tone and show a browser notification. The browser's permission for notifications is
// asked only from the button here; when the browser cannot show them, the section says why.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../locales/react';
import { PageCard } from '../../../components/PageCard';
import { SettingsGrid } from '../../../components/settings-fields/SettingsGrid';
import { SwitchSetting } from '../../../components/settings-fields/SwitchSetting';
import alertsMessages from '../../../locales/en/alerts.json';
import { registerEnglishArea } from '../../../locales/lazy';
import { useInstances } from '../../../state/instances';
import { askNoticePermission, noticeSupport, type NoticeSupport } from './browser-notice';
import { setAlertKind, setAlertOption, useAlertPrefs } from './prefs';
import { playAlertTone } from './sound';
import { ALERT_KINDS } from './transitions';

registerEnglishArea(alertsMessages);

function BrowserPermission() {
  const { t } = useTranslation();
  const [support, setSupport] = useState<NoticeSupport>(noticeSupport);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'flex-start' }}>
      <Typography variant="body2" color="text.secondary">
        {t(`alerts.permission.${support}`, { origin: window.location.origin })}
      </Typography>
      {support === 'default' && (
        <Button
          size="small"
          variant="outlined"
          color="secondary"
          onClick={() => void askNoticePermission().then(setSupport)}
        >
          {t('alerts.allow')}
        </Button>
      )}
    </Box>
  );
}

export default function AlertsSection() {
  const { t } = useTranslation();
  const prefs = useAlertPrefs();
  const several = useInstances((s) => s.instances.length > 1);
  return (
    <PageCard id="alerts-settings" title={t('alerts.title')} divided>
      <Typography variant="body2" color="text.secondary">
        {t('alerts.intro')}
      </Typography>
      {!several && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('alerts.onePrinter')}
        </Typography>
      )}
      <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, mt: 2 }}>
        <Typography component="legend" variant="subtitle2" sx={{ p: 0 }}>
          {t('alerts.kindsLabel')}
        </Typography>
        <SettingsGrid>
          {ALERT_KINDS.map((kind) => (
            <SwitchSetting
              key={kind}
              label={t(`alerts.kinds.${kind}`)}
              checked={prefs.kinds[kind]}
              onChange={(on) => setAlertKind(kind, on)}
            />
          ))}
        </SettingsGrid>
      </Box>
      <Box sx={{ mt: 2 }}>
        <SettingsGrid>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'stretch' }}>
            <SwitchSetting
              label={t('alerts.sound')}
              checked={prefs.sound}
              onChange={(on) => setAlertOption('sound', on)}
            />
            <Box>
              <Button size="small" color="secondary" onClick={() => playAlertTone('finished')}>
                {t('alerts.testSound')}
              </Button>
            </Box>
          </Box>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'stretch' }}>
            <SwitchSetting
              label={t('alerts.browser')}
              checked={prefs.browser}
              onChange={(on) => setAlertOption('browser', on)}
            />
            <BrowserPermission />
          </Box>
        </SettingsGrid>
      </Box>
    </PageCard>
  );
}
