// Reading the host configuration (config.json beside the dashboard), cache-busted.

/** The host configuration's JSON, or null when it is missing or unreadable. */
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
