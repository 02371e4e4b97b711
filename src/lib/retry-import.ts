// Loading a lazy chunk again when it failed for a moment: the server restarting, the host
// rebooting, a phone between networks. Browsers fetch a failed dynamic import again on the next
// import() of the same address, so a few tries spaced out ride over a short absence; a chunk that
// is really gone (Printdeck updated while the page was open) still fails, and the page says so.

/** Messages browsers give when a dynamic import() fails (Chromium, Firefox, Safari) or Vite's preload does. */
const CHUNK_ERROR =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message);
}

/** The waits before each new try: about 7 s in all before the failure is shown. */
export const CHUNK_RETRY_DELAYS_MS: readonly number[] = [1000, 2000, 4000];

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * `load()`, tried again after each of `delays` while it fails to fetch its chunk. Any other error
 * (the module threw while running) is passed on at once.
 */
export async function retryImport<T>(
  load: () => Promise<T>,
  delays: readonly number[] = CHUNK_RETRY_DELAYS_MS,
  wait: (ms: number) => Promise<void> = sleep,
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      const delay = delays[attempt];
      if (delay === undefined || !isChunkLoadError(error)) throw error;
      await wait(delay);
    }
  }
}
