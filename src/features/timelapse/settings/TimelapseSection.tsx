// Settings › Timelapse (#timelapse, only when Moonraker runs the timelapse component): the
// component's settings panel in the section's card.
import { useTranslation } from '../../../locales/react';
import { PageCard } from '../../../components/PageCard';
import timelapseSettingsMessages from '../../../locales/en/timelapseSettings.json';
import { registerEnglishArea } from '../../../locales/lazy';
import { TimelapsePanel } from './TimelapsePanel';

registerEnglishArea(timelapseSettingsMessages);

export default function TimelapseSection() {
  const { t } = useTranslation();
  return (
    <PageCard id="timelapse-settings" title={t('timelapseSettings.title')} divided>
      <TimelapsePanel />
    </PageCard>
  );
}
