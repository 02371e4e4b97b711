// The job queue as a panel of /jobs: the card's queue and actions in a page's titled card.
import QueuePlayNext from '@mui/icons-material/QueuePlayNext';
import { PageCard } from '../../../components/PageCard';
import { useTranslation } from '../../../locales/react';
import { QueueActions } from '../card/QueueActions';
import { QueueBody } from '../card/QueueBody';
import queueMessages from '../../../locales/en/queue.json';
import { registerEnglishArea } from '../../../locales/lazy';

registerEnglishArea(queueMessages);

export default function QueuePanel() {
  const { t } = useTranslation();
  return (
    <PageCard
      id="queue-panel"
      title={t('layout.cards.queue')}
      icon={<QueuePlayNext fontSize="small" color="primary" />}
      actions={<QueueActions />}
    >
      <QueueBody />
    </PageCard>
  );
}
