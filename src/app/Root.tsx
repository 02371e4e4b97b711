// Providers (theme, router) around the shell; the host-configuration failure replaces everything.
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { Router } from 'wouter';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary, FailureMessage } from '../components/ErrorBoundary';
import { useConnection } from '../state/connection';
import { useSettings } from '../state/settings';
import { AppShell } from './AppShell';
import { makeTheme } from './theme';

function HostConfigError() {
  const { t } = useTranslation();
  return (
    <p role="alert" style={{ padding: 24, fontFamily: 'system-ui, sans-serif' }}>
      {t('app.hostConfigError')}
    </p>
  );
}

/** Right to left: styles go through the mirroring cache once it has loaded (its own chunk). */
function Direction({ rtl, children }: { rtl: boolean; children: ReactNode }) {
  const [cache, setCache] = useState<EmotionCache | null>(null);
  useEffect(() => {
    if (!rtl || cache) return;
    let live = true;
    void import('./rtl-cache').then((module) => {
      if (live) setCache(module.rtlCache);
    });
    return () => {
      live = false;
    };
  }, [rtl, cache]);
  return rtl && cache ? <CacheProvider value={cache}>{children}</CacheProvider> : children;
}

export function Root() {
  const isDark = useSettings((s) => s.theme.isDark);
  const hostConfigError = useConnection((s) => s.hostConfigError);
  const primary = useSettings((s) => s.theme.primaryColor);
  const { i18n } = useTranslation();
  const direction = i18n.dir();
  const theme = useMemo(() => makeTheme(isDark, primary, direction), [isDark, primary, direction]);
  return (
    <Direction rtl={direction === 'rtl'}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {hostConfigError ? (
          <HostConfigError />
        ) : (
          // Last resort: if the shell itself fails, a message with a reload button, not a blank page.
          <ErrorBoundary
            name="the shell"
            fallback={(error, retry) => <FailureMessage error={error} retry={retry} />}
          >
            <Router base={import.meta.env.BASE_URL.replace(/\/$/, '')}>
              <AppShell />
            </Router>
          </ErrorBoundary>
        )}
      </ThemeProvider>
    </Direction>
  );
}
