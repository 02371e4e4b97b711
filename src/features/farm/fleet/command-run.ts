// One command on several printers: pause, resume or cancel the print, apply a temperature preset,
// or cool down. Each printer is asked on its own socket, all at once; each answers for itself (a
// refusal in its own words) and no refusal stops another. No printer is left out beforehand: a
// printer that cannot do it says so itself.
import { COOLDOWN_SCRIPT, presetScript, presetTargetsOf, type Preset } from '../../../lib/presets';
import type { MoonrakerApi } from '../../../moonraker/api';
import { runFleet, type FleetResult } from '../rules/fleet';
import { realScheduler, type Scheduler } from '../rules/stagger';
import { withApi } from './printer-access';
import type { FleetTarget } from './plan';
import { finalStep, type StepListener } from './steps';

export type FleetCommand =
  | { kind: 'pause' }
  | { kind: 'resume' }
  | { kind: 'cancel' }
  | { kind: 'preset'; preset: Preset }
  | { kind: 'cooldown' };

/** A preset none of whose heaters or fans the printer has, and with no G-code of its own. */
export class NothingToSendError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NothingToSendError';
  }
}

/** The heaters and temperature fans of the printer, as a preset may set them. */
async function presetNames(api: MoonrakerApi): Promise<string[]> {
  const [{ status }, { objects }] = await Promise.all([
    api.call('printer.objects.query', { objects: { heaters: ['available_heaters'] } }),
    api.printer.objectsList(),
  ]);
  const heaters = (status as { heaters?: { available_heaters?: unknown } }).heaters
    ?.available_heaters;
  const names = Array.isArray(heaters) ? heaters.filter((h) => typeof h === 'string') : [];
  return presetTargetsOf(names, objects).map((target) => target.name);
}

/**
 * The G-code a preset sends to this printer, as the temperature card's presets menu sends it
 * (lib/presets.ts): a target for each of its heaters and fans the printer has, then its own lines.
 */
export async function presetGcode(api: MoonrakerApi, preset: Preset): Promise<string[]> {
  return presetScript(preset, await presetNames(api));
}

/** What the command asks of one printer. `nothing` is the message of a preset with nothing for it. */
async function perform(api: MoonrakerApi, command: FleetCommand, nothing: string): Promise<void> {
  switch (command.kind) {
    case 'pause':
      await api.print.pause();
      return;
    case 'resume':
      await api.print.resume();
      return;
    case 'cancel':
      await api.print.cancel();
      return;
    case 'cooldown':
      await api.printer.gcodeScript(COOLDOWN_SCRIPT);
      return;
    case 'preset': {
      const lines = await presetGcode(api, command.preset);
      if (lines.length === 0) throw new NothingToSendError(nothing);
      await api.printer.gcodeScript(lines.join('\n'));
    }
  }
}

export interface CommandOptions {
  targets: readonly FleetTarget[];
  command: FleetCommand;
  onStep: StepListener;
  /** The message for a printer that has none of a preset's heaters (in the user's language). */
  nothingToSend: string;
  signal?: AbortSignal;
  scheduler?: Scheduler;
}

/** Runs the command on each printer once, and resolves with their outcomes in `targets`' order. */
export async function runCommand(opts: CommandOptions): Promise<FleetResult[]> {
  const byId = new Map(opts.targets.map((t) => [t.id, t]));
  for (const id of byId.keys()) opts.onStep(id, { kind: 'waiting' });
  const results = await runFleet(
    [...byId.keys()],
    (id) =>
      withApi(
        byId.get(id)!.apiUrl,
        (api) => {
          opts.onStep(id, { kind: 'running' });
          return perform(api, opts.command, opts.nothingToSend);
        },
        opts.signal,
      ),
    { scheduler: opts.scheduler ?? realScheduler, signal: opts.signal },
  );
  for (const { printerId, outcome } of results) opts.onStep(printerId, finalStep(outcome));
  return results;
}
