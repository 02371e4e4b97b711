// Entry point: mark this page load, start the session, render the app.
// First: starts loading the host configuration before the rest is evaluated.
import './app/early-start';
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

const container = document.getElementById('root')!;
void bootstrap();
createRoot(container).render(
  <StrictMode>
    <Root />
  </StrictMode>,
);
