// What a simulated Moonraker component is: its name as server.info lists it, its moonraker.conf
// section(s) as server.config shows them, and a start that registers its endpoints and returns how to
// close it again (on shutdown and on server.restart).

import type { App } from '../app';

/** One section of server.config: parsed values, and the raw strings when moonraker.conf has it. */
export interface ConfigSection {
  /** `config.<section>`: every option with its parsed value (defaults included). */
  config: Record<string, unknown>;
  /** `orig.<section>`: the options written in moonraker.conf, as strings; absent = not in the file. */
  orig?: Record<string, string>;
}

/** A first start, or a start again after server.restart closed everything. */
export type StartPhase = 'startup' | 'restart';

export interface Running {
  close?(): void | Promise<void>;
}

export interface Component {
  /** As Moonraker names it in server.info `components`. */
  name: string;
  /** Moonraker always loads it: `--without` refuses to leave it out. */
  core: boolean;
  /** An optional component loads only when this holds (e.g. its moonraker.conf section exists). */
  enabled?(app: App): boolean;
  /** Its section(s) of moonraker.conf, by section name (none for the server's own parts). */
  sections?(app: App): Record<string, ConfigSection>;
  /** What its start could not load (server.info `warnings`, before the moonraker.conf check's). */
  warnings?(app: App): string[];
  /** Registers its endpoints and listeners, offers its service; returns how to close it. */
  start?(app: App, phase: StartPhase): Running | void;
}
