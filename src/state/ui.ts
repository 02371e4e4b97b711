// Shell state that is not the printer's: drawers and dialogs.
import { create } from 'zustand';

interface UiState {
  navOpen: boolean;
  toolsOpen: boolean;
  /** The tools drawer was opened once: its code is loaded and it stays mounted. */
  toolsOpened: boolean;
  addPrinterOpen: boolean;
  /** Start-up has picked a printer (or found none). */
  started: boolean;
  /** Host configuration from config.json. */
  hostConfig: HostConfig;
}

export interface HostConfig {
  locales: { code: string }[];
  blacklist: string[];
}

export function openTools(): void {
  useUi.setState({ toolsOpen: true, toolsOpened: true });
}

export const useUi = create<UiState>(() => ({
  navOpen: false,
  toolsOpen: false,
  toolsOpened: false,
  addPrinterOpen: false,
  started: false,
  hostConfig: { locales: [{ code: 'en' }], blacklist: [] },
}));
