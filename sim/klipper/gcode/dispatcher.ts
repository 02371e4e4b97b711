// The G-code command table and script runner: one mutex, line-by-line execution, Klipper's replies.

import { GCodeCommand } from './command';
import { CommandError, parseLine } from './parser';

export type CommandHandler = (cmd: GCodeCommand) => void | Promise<void>;

export interface CommandOptions {
  help?: string;
  /** Runs while Klipper is not ready (RESTART, FIRMWARE_RESTART, STATUS, HELP, ECHO, M112, M115, M110). */
  whenNotReady?: boolean;
}

interface CommandDef extends CommandOptions {
  handler: CommandHandler;
}

export interface DispatcherHost {
  isReady(): boolean;
  stateMessage(): string;
  /** One notify_gcode_response line/block. */
  respond(msg: string): void;
  /** Throws when the model was torn down (restart) so waiting commands stop. */
  checkAlive(): void;
  onCommandError(): void;
}

/** Thrown through the runner untouched: Klipper went away while the script ran. */
export class KlippyGone extends Error {}

export class GCodeDispatcher {
  private readonly table = new Map<string, CommandDef>();
  private chain: Promise<unknown> = Promise.resolve();

  constructor(private readonly host: DispatcherHost) {}

  register(name: string, handler: CommandHandler, opts: CommandOptions = {}): void {
    this.table.set(name.toUpperCase(), { handler, ...opts });
  }

  has(name: string): boolean {
    return this.table.has(name.toUpperCase());
  }

  /** Removes a command (Klipper's register_command(name, None): ACCEPT/ABORT of a helper). */
  unregister(name: string): void {
    this.table.delete(name.toUpperCase());
  }

  /** Moves a command to a new name (macros' `rename_existing`). */
  /** Moves a command to another name; false when there is no such command. */
  rename(from: string, to: string): boolean {
    const def = this.table.get(from.toUpperCase());
    if (!def) return false;
    this.table.delete(from.toUpperCase());
    this.table.set(to.toUpperCase(), { ...def, help: `Renamed builtin of '${from}'` });
    return true;
  }

  /** `gcode.commands` status: every command with its help when registered. */
  commandsStatus(): Record<string, Record<string, string>> {
    const out: Record<string, Record<string, string>> = {};
    for (const [name, def] of this.table) out[name] = def.help ? { help: def.help } : {};
    return out;
  }

  helpMap(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const [name, def] of this.table) if (def.help) out[name] = def.help;
    return out;
  }

  /** Runs a script under the G-code mutex; rejects with the first failing line's error. */
  run(script: string): Promise<void> {
    const p = this.chain.then(() => this.runLines(script));
    this.chain = p.catch(() => undefined);
    return p;
  }

  /** Runs lines without taking the mutex (macros, nested scripts). */
  async runLines(script: string): Promise<void> {
    for (const line of script.split('\n')) {
      this.host.checkAlive();
      let parsed;
      try {
        parsed = parseLine(line);
        if (!parsed) continue;
        await this.execute(new GCodeCommand(parsed, this));
      } catch (err) {
        if (err instanceof KlippyGone) throw err;
        const msg = err instanceof Error ? err.message : String(err);
        this.respondError(msg);
        this.host.onCommandError();
        throw new CommandError(msg);
      }
    }
  }

  respondInfo(msg: string): void {
    this.host.respond(
      msg
        .split('\n')
        .map((l) => `// ${l}`)
        .join('\n'),
    );
  }

  respondRaw(msg: string): void {
    this.host.respond(msg);
  }

  respondError(msg: string): void {
    const lines = msg.trim().split('\n');
    if (lines.length > 1) this.respondInfo(lines.join('\n'));
    this.host.respond(`!! ${(lines[0] ?? '').trim()}`);
  }

  private async execute(cmd: GCodeCommand): Promise<void> {
    const def = this.table.get(cmd.command);
    if (!this.host.isReady() && !def?.whenNotReady) {
      if (cmd.command === 'M105' || cmd.command === 'M21') return;
      throw new CommandError(this.host.stateMessage());
    }
    if (!def) {
      this.respondInfo(`Unknown command:"${cmd.command}"`);
      return;
    }
    await def.handler(cmd);
  }
}
