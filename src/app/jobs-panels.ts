// The panels the /jobs page shows beside its files: every features/<area>/jobs-panel.ts, found by
// glob (a new panel adds a file and edits nothing central). Each declaration is small; its body
// loads when /jobs shows it.
import type { JobsPanel, RegisteredJobsPanel } from '../components/jobs-panels';
import { lazy } from '../components/lazy';

const modules = import.meta.glob<{ default: JobsPanel }>('../features/*/jobs-panel.ts', {
  eager: true,
});

export const JOBS_PANELS: readonly RegisteredJobsPanel[] = Object.values(modules)
  .map((module) => ({ ...module.default, Body: lazy(module.default.load) }))
  .sort((a, b) => a.order - b.order || (a.id < b.id ? -1 : 1));
