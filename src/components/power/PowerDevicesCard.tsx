// The power devices card of /system: a titled section around the device list. Renders nothing when
// the server has no power component.
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../locales/react';
import { useServer } from '../../state/server';
import { PowerDeviceList } from './PowerDeviceList';
import powerMessages from '../../locales/en/power.json';
import { registerEnglishArea } from '../../locales/lazy';

registerEnglishArea(powerMessages);

export function PowerDevicesCard() {
  const { t } = useTranslation();
  const withPower = useServer((s) => s.components.includes('power'));
  if (!withPower) return null;
  return (
    <Card component="section" aria-labelledby="power-devices-title" sx={{ pb: 1 }}>
      <Typography
        id="power-devices-title"
        variant="subtitle1"
        component="h2"
        sx={{ fontWeight: 600, px: 2, py: 1.5 }}
      >
        {t('power.title')}
      </Typography>
      <PowerDeviceList labelledBy="power-devices-title" />
    </Card>
  );
}

export default PowerDevicesCard;
