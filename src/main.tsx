// Entry point: mark this page load, start the session, render the app.
// First: starts loading the host configuration before the rest is evaluated.
import { earlyHostConfig } from './app/early-start';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { bootstrap } from './app/bootstrap';
import { Root } from './app/Root';
import './app/i18n';

declare global {
  interface Window {
    __printdeckLoadId?: string;
  }
}
window.__printdeckLoadId = Math.random().toString(36).slice(2);

/** The longest the shell's first render waits for the host configuration. */
const SHELL_WAIT_MS = 100;

const container = document.getElementById('root')!;
void bootstrap(earlyHostConfig);
// The shell is first drawn once the host configuration is here (usually before this module ran),
// so that start-up's next requests (the printer's probe, or its session) go out before that render
// rather than after it; a slow configuration does not hold the shell back longer than SHELL_WAIT_MS.
void Promise.race([
  earlyHostConfig,
  new Promise((resolve) => setTimeout(resolve, SHELL_WAIT_MS)),
]).then(() =>
  createRoot(container).render(
    <StrictMode>
      <Root />
    </StrictMode>,
  ),
);
