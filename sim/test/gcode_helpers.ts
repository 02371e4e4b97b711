// G-code over the API for the simulator's Klipper tests: run a script, query objects, and collect
// the console lines a script produced (up to an ECHO marker sent after it).
import type { RpcClient } from './helpers';

export type Status = Record<string, Record<string, unknown>>;

/** `client` is read at each call (tests connect it in beforeAll). */
export function klipperCalls(client: () => RpcClient) {
  const gcode = (script: string): Promise<unknown> =>
    client().call('printer.gcode.script', { script });
  return {
    gcode,
    /** The full status of these objects. */
    query: async (objects: string[]): Promise<Status> =>
      (
        await client().call<{ status: Status }>('printer.objects.query', {
          objects: Object.fromEntries(objects.map((o) => [o, null])),
        })
      ).status,
    /** Runs a script (it must succeed) and returns the console lines it produced. */
    consoleOf: async (script: string): Promise<string[]> => {
      const c = client();
      const before = c.notifications('notify_gcode_response').length;
      const marker = `ECHO_${Math.random().toString(36).slice(2)}`;
      await gcode(`${script}\nECHO ${marker}`);
      return linesUntilEcho(c, before, marker);
    },
    /** The error message of a refused script (undefined when it succeeded). */
    refusal: async (script: string): Promise<string | undefined> =>
      (await client().request('printer.gcode.script', { script })).error?.message,
  };
}

/**
 * Waits for the console's `// ECHO marker` and answers its lines from the `before`th on, the
 * marker's left out.
 */
export async function linesUntilEcho(
  c: RpcClient,
  before: number,
  marker: string,
): Promise<string[]> {
  await c.waitFor((m) => (m.params as string[] | undefined)?.[0] === `// ECHO ${marker}`);
  return c
    .notifications('notify_gcode_response')
    .slice(before)
    .map((m) => (m.params as string[])[0] ?? '')
    .filter((l) => !l.includes(marker));
}
