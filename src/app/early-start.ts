// The first module the entry evaluates: the host configuration is asked for (and read) at once, so
// that start-up (bootstrap.ts) finds it here instead of waiting a round trip after the app's code
// ran. Nothing heavy may be imported here.

/** The host configuration's JSON (cache-busted), or null when it is missing or unreadable. */
export async function fetchHostConfig(): Promise<unknown> {
  try {
    const response = await fetch(`${import.meta.env.BASE_URL}config.json?_=${Date.now()}`, {
      cache: 'no-store',
    });
    return response.ok ? ((await response.json()) as unknown) : null;
  } catch {
    return null;
  }
}

let early: Promise<unknown> | null = fetchHostConfig();

/** Settles when the early answer is here (or failed). */
export const earlyHostConfigSettled: Promise<void> = early.then(() => undefined);

/** The answer asked for at page load (the first caller takes it; later ones ask again). */
export function takeEarlyHostConfig(): Promise<unknown> | null {
  const taken = early;
  early = null;
  return taken;
}
