// Error boundaries: a page or card that throws, or whose lazy chunk cannot be loaded (the dashboard
// was updated while this page was open, or the server went away), shows a message with a reload
// button in its own place; the shell and the other cards keep working.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../locales/react';

import { isChunkLoadError } from '../lib/retry-import';

export { isChunkLoadError };

interface Props {
  /** What to show instead of the children once they have thrown. */
  fallback: (error: Error, retry: () => void) => ReactNode;
  /** A new value clears the error (e.g. the path, so navigating away recovers). */
  resetKey?: unknown;
  /** For the console: what failed. */
  name: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
  key: unknown;
}

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.key ? { key: props.resetKey, error: null } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`Printdeck: ${this.props.name} failed`, error, info.componentStack);
  }

  private readonly retry = () => this.setState({ error: null });

  override render() {
    return this.state.error
      ? this.props.fallback(this.state.error, this.retry)
      : this.props.children;
  }
}

/**
 * The message for a failed part. A chunk that did not load after lib/lazy.ts's tries needs a
 * reload (React keeps a lazy part's failure); any other error can also be retried in place.
 */
export function FailureMessage({
  error,
  retry,
  text,
}: {
  error: Error;
  retry?: () => void;
  /** The message for an error that is not a failed chunk (default: a generic one). */
  text?: string;
}) {
  const { t } = useTranslation();
  const chunk = isChunkLoadError(error);
  return (
    <Box
      role="alert"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        p: 2,
        border: 1,
        borderColor: 'error.main',
        borderRadius: 2,
        bgcolor: 'background.paper',
      }}
    >
      <Typography sx={{ flex: '1 1 240px' }}>
        {chunk ? t('boundary.chunkFailed') : (text ?? t('boundary.failed'))}
      </Typography>
      {!chunk && retry && (
        <Button variant="outlined" size="small" onClick={retry}>
          {t('boundary.retry')}
        </Button>
      )}
      <Button variant="contained" size="small" onClick={() => window.location.reload()}>
        {t('boundary.reload')}
      </Button>
    </Box>
  );
}
