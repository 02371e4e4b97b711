// The page's own state, whatever printer it shows: the host configuration failed to load, and
// whether a printer's socket has been open at least once in this page's life.
import { create } from 'zustand';

interface AppStatus {
  /** The host configuration (config.json) could not be loaded: the app is not mounted. */
  hostConfigError: boolean;
  /** A socket has been open at least once in this page's life. */
  everConnected: boolean;
}

export const useAppStatus = create<AppStatus>(() => ({
  hostConfigError: false,
  everConnected: false,
}));
