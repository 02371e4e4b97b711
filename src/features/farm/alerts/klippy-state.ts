// Klipper's state as the alerts read it. Moonraker's word (server.info, asked again after it
// announces a shutdown) comes a round trip after Klipper's own (webhooks.state, pushed in the same
// status update as the print's end): while Moonraker still says ready, Klipper's word counts, so a
// shutdown mid-print reads as the shutdown it is, not first as the print error it causes. Pure.

/** The state to derive the printer's state from; null while nothing is known. */
export function klippyStateOf(server: string | null, webhooks: string | undefined): string | null {
  return server === 'ready' && webhooks !== undefined ? webhooks : server;
}
