// Providers (theme, router) around the shell; the host-configuration failure replaces everything.
import { useMemo } from 'react';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { Router } from 'wouter';
import { useTranslation } from '../locales/react';
import { ErrorBoundary, FailureMessage } from '../components/ErrorBoundary';
import { useAppStatus } from '../state/app-status';
import { useSettings } from '../state/settings';
import { AppShell } from './AppShell';
import { PrinterRouter } from './PrinterRouter';
import { UpdatePrompt } from './pwa/UpdatePrompt';
import { topBarColor, useThemeColor } from './pwa/useThemeColor';
import { componentTexts, rtlStyles } from './i18n';
import { makeTheme } from './theme';

function HostConfigError() {
  const { t } = useTranslation();
  return (
    <p role="alert" style={{ padding: 24, fontFamily: 'system-ui, sans-serif' }}>
      {t('app.hostConfigError')}
    </p>
  );
}

export function Root() {
  const isDark = useSettings((s) => s.theme.isDark);
  const hostConfigError = useAppStatus((s) => s.hostConfigError);
  const primary = useSettings((s) => s.theme.primaryColor);
  const { i18n } = useTranslation();
  const direction = i18n.dir();
  // MUI's own texts (pagination, close buttons...) in the language, loaded with it.
  const texts = componentTexts();
  const theme = useMemo(
    () => makeTheme(isDark, primary, direction, texts ?? undefined),
    [isDark, primary, direction, texts],
  );
  useThemeColor(topBarColor(theme));
  // Right to left: styles go through the mirroring cache (loaded with the language, app/i18n.ts).
  const cache = direction === 'rtl' ? rtlStyles() : null;
  const content = (
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
            <PrinterRouter>
              <AppShell />
            </PrinterRouter>
          </Router>
        </ErrorBoundary>
      )}
      {/* A new version of the installed app waits: offered here, also over a configuration error. */}
      <UpdatePrompt />
    </ThemeProvider>
  );
  return cache ? <CacheProvider value={cache}>{content}</CacheProvider> : content;
}
