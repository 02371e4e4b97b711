// The print-start flow's questions, a lazy chunk: the busy printer's queue offer, a check's own
// step (its view, e.g. which spool) and the checks' warnings with 'Print anyway'.
import { Suspense } from 'react';
import ConfirmDialog from '../ConfirmDialog';
import { useTranslation } from '../../locales/react';
import printStartMessages from '../../locales/en/printStart.json';
import { registerEnglishArea } from '../../locales/lazy';
import type { Question } from './questions';
import { QueueOfferDialog } from './QueueOfferDialog';

registerEnglishArea(printStartMessages);

export default function PrintStartDialogs({ question }: { question: Question }) {
  const { t } = useTranslation();
  switch (question.kind) {
    case 'queue':
    case 'busy':
      return <QueueOfferDialog {...question} />;
    case 'step': {
      const Step = question.step.Component;
      return (
        <Suspense fallback={null}>
          <Step filename={question.filename} onDone={question.answer} />
        </Suspense>
      );
    }
    case 'warnings':
      return (
        <ConfirmDialog
          open
          title={t('printStart.warningTitle', { name: question.name })}
          text={question.warnings.map((warning) => warning.text).join(' ')}
          confirmLabel={t('printStart.printAnyway')}
          cancelLabel={t('printStart.cancel')}
          tone="primary"
          onClose={question.answer}
        />
      );
  }
}
