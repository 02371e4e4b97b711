// Panels of the /jobs page beside the file browser: each feature that has something to show next
// to the printer's files (its job queue, …) declares a panel in its own jobs-panel.ts, found by the
// shell (app/jobs-panels.ts) and handed down through JobsPanelsProvider, so the files page imports
// no other feature. A panel's body is its own chunk, loaded when /jobs shows it.
import type { ComponentType } from 'react';
import { listContext } from './list-context';

/** What a feature's jobs-panel.ts default-exports. */
export interface JobsPanel {
  id: string;
  /** Panels stand in this order (lower first). */
  order: number;
  /** The panel, a titled card (PageCard), its own chunk. */
  load: () => Promise<{ default: ComponentType }>;
  /**
   * The panel is left out while this hook says so (the printer lacks what it shows). It reads the
   * printer /jobs shows (its scope in context) and selects a boolean.
   */
  useHidden?: () => boolean;
}

/** A panel as the shell hands it down: its body a lazy component over `load`. */
export interface RegisteredJobsPanel extends JobsPanel {
  Body: ComponentType;
}

const jobsPanels = listContext<RegisteredJobsPanel>();

/** Hands the panels down (`value`): the shell's, or a test's. */
export const JobsPanelsProvider = jobsPanels.Provider;

/** The panels /jobs may show beside its files (none outside the shell). */
export const useJobsPanels = jobsPanels.useList;
