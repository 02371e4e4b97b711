// The component list, in Moonraker's load order: it drives server.info `components`, server.config,
// start-up, shutdown and server.restart. Each component has its folder here, `<name>/index.ts`
// exporting it (the one-line parts of Moonraker's server share `core/`). Adding a component = one
// folder + one line here.

import type { App } from '../app';
import { announcements } from './announcements';
import { authorization } from './authorization';
import type { Component, Running, StartPhase } from './component';
import {
  application,
  internalTransport,
  jsonrpc,
  klippyConnection,
  secrets,
  template,
  websockets,
} from './core';
import { dataStore } from './data_store';
import { database } from './database';
import { fileManager } from './file_manager';
import { history } from './history';
import { jobQueue } from './job_queue';
import { jobState } from './job_state';
import { klippyApis } from './klippy_apis';
import { machine } from './machine';
import { power } from './power';
import { procStats } from './proc_stats';
import { registerServerMethods } from './server';
import { sensor } from './sensor';
import { spoolman } from './spoolman';
import { timelapse } from './timelapse';
import { updateManager } from './update_manager';
import { webcam } from './webcam';

export type { Component } from './component';

export const COMPONENTS: readonly Component[] = [
  secrets,
  template,
  klippyConnection,
  jsonrpc,
  internalTransport,
  application,
  websockets,
  database,
  fileManager,
  authorization,
  klippyApis,
  machine,
  dataStore,
  procStats,
  jobState,
  jobQueue,
  history,
  announcements,
  webcam,
  // Optional components (a section of moonraker.conf loads them) come after the core ones.
  updateManager,
  power,
  spoolman,
  timelapse,
  sensor,
];

/**
 * The components to run without the named ones. Naming a core component is an error; a name the
 * simulator does not implement (e.g. `timelapse`) is accepted: it is absent either way.
 */
export function selectComponents(
  without: readonly string[] = [],
  all: readonly Component[] = COMPONENTS,
): Component[] {
  const core = all.filter((c) => c.core && without.includes(c.name)).map((c) => c.name);
  if (core.length > 0) throw new Error(`Core component(s) cannot be left out: ${core.join(', ')}`);
  return all.filter((c) => !without.includes(c.name));
}

/** Starts and stops a list of components against one App (its registry and services). */
export class ComponentHost {
  private running: { component: Component; handle: Running }[] = [];

  constructor(
    private readonly app: App,
    private readonly list: readonly Component[],
  ) {}

  /** The running components, in start order. */
  components(): Component[] {
    return this.running.map((r) => r.component);
  }

  /** Registers the server's own endpoints, then starts every component in order. */
  start(phase: StartPhase): void {
    registerServerMethods(this.app, () => this.components());
    for (const component of this.list) {
      if (component.enabled && !component.enabled(this.app)) continue;
      const handle = component.start?.(this.app, phase) ?? {};
      this.running.push({ component, handle });
    }
  }

  /** Closes the components in reverse order and forgets their endpoints. */
  async close(): Promise<void> {
    const running = this.running.reverse();
    this.running = [];
    for (const { handle } of running) await handle.close?.();
    this.app.registry.clear();
  }
}
