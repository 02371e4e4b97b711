// Each card renders inside its own error boundary: a broken card, or one whose chunk did not load,
// shows a message in its place and does not take the other cards down.
import type { ReactNode } from 'react';
import { useTranslation } from '../../locales/react';
import { ErrorBoundary, FailureMessage } from '../../components/ErrorBoundary';

export function CardBoundary({ name, children }: { name: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <ErrorBoundary
      name={`the ${name} card`}
      fallback={(error, retry) => (
        <FailureMessage
          error={error}
          retry={retry}
          text={t('boundary.cardFailed', { name, message: error.message })}
        />
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
