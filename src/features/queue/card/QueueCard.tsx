// The job queue card: the queue (QueueBody) with its actions (QueueActions) in the card's title bar.
import Box from '@mui/material/Box';
import QueuePlayNext from '@mui/icons-material/QueuePlayNext';
import { DashboardCard } from '../../../components/DashboardCard';
import { useTranslation } from '../../../locales/react';
import { QueueActions } from './QueueActions';
import { QueueBody } from './QueueBody';
import queueMessages from '../../../locales/en/queue.json';
import { registerEnglishArea } from '../../../locales/lazy';

registerEnglishArea(queueMessages);

export default function QueueCard() {
  const { t } = useTranslation();
  return (
    <DashboardCard
      id="queue"
      title={t('layout.cards.queue')}
      icon={QueuePlayNext}
      actions={<QueueActions />}
    >
      <Box sx={{ px: 2, pb: 1.5 }}>
        <QueueBody />
      </Box>
    </DashboardCard>
  );
}
