// Helpers for the print tests: copy a fixture G-code into a test sim, wait for print states, and pick
// the key events (print_stats.state changes, history actions) out of a client's or recording's frames.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestSim, RpcClient, RpcMessage } from './helpers';
import { FIXTURES_DIR, copyGcodeFixture } from '../components/file_manager/setup';

export { waitUntil } from './helpers';

export const MOONRAKER = join(FIXTURES_DIR, 'moonraker');

export function addGcode(sim: TestSim, name: string, as = name): void {
  copyGcodeFixture(name, join(sim.dataDir, 'gcodes', as));
}

export function printState(sim: TestSim): string {
  return sim.klippy.printer?.job.state ?? 'none';
}

/** `state:<print_stats.state>` / `history:<action>:<status>` in arrival order. */
export function keyEvents(messages: RpcMessage[]): string[] {
  const out: string[] = [];
  for (const m of messages) {
    if (m.method === 'notify_status_update') {
      const st = (m.params?.[0] ?? {}) as Record<string, Record<string, unknown>>;
      const s = st.print_stats?.state;
      if (typeof s === 'string') out.push(`state:${s}`);
    } else if (m.method === 'notify_history_changed') {
      const p = (m.params?.[0] ?? {}) as { action: string; job: { status: string } };
      out.push(`history:${p.action}:${p.job.status}`);
    }
  }
  return out;
}

export function recordedEvents(file: string): string[] {
  const frames = readFileSync(join(MOONRAKER, file), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as { dir: string; msg: unknown });
  return keyEvents(
    frames
      .filter((f) => f.dir === 'in' && typeof f.msg === 'object')
      .map((f) => f.msg as RpcMessage),
  );
}

export async function subscribeAll(c: RpcClient): Promise<void> {
  await c.call('printer.objects.subscribe', {
    objects: {
      print_stats: null,
      virtual_sdcard: null,
      pause_resume: null,
      display_status: null,
      exclude_object: null,
      idle_timeout: ['state'],
    },
  });
}
