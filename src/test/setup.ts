import '@testing-library/jest-dom/vitest';
import '../app/i18n';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { useFarmAttention } from '../features/farm/alerts/attention';
import { useInstances } from '../state/instances';
import { useMessages } from '../state/messages';
import { closeFleet } from '../state/scope/fleet';

// findBy… and waitFor wait up to 5 s (not 1 s): the suite runs on two busy cores, where a lazily
// loaded dialog or a simulator's answer can take longer than a second to show.
configure({ asyncUtilTimeout: 5000 });

// Test files share one module graph per worker: what one test leaves in app state (the printers
// list, the farm's light scopes) must not reach the next file's shell.
afterEach(() => {
  cleanup();
  localStorage.clear();
  closeFleet();
  useInstances.getState().reload();
  useInstances.setState({ activeApiUrl: null });
  useFarmAttention.setState({ printers: [] });
  useMessages.setState({ queue: [], nextId: 1 });
});
