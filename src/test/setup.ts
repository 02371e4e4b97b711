import '@testing-library/jest-dom/vitest';
import '../app/i18n';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { useFarmAttention } from '../features/farm/alerts/attention';
import { useInstances } from '../state/instances';
import { closeFleet } from '../state/scope/fleet';

// Test files share one module graph per worker: what one test leaves in app state (the printers
// list, the farm's light scopes) must not reach the next file's shell.
afterEach(() => {
  cleanup();
  localStorage.clear();
  closeFleet();
  useInstances.getState().reload();
  useInstances.setState({ activeApiUrl: null });
  useFarmAttention.setState({ printers: [] });
});
