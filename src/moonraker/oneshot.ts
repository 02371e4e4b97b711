// A one-shot token asked for ahead of the socket, beside the API check, so the socket can open one
// round trip sooner. Moonraker's one-shot tokens live 5 s: the first socket takes the early token
// while it is younger than TOKEN_AHEAD_MAX_AGE_MS; any later open (or a slow check) asks anew.

export const TOKEN_AHEAD_MAX_AGE_MS = 2500;

export function tokenAhead(
  ask: () => Promise<string>,
  now: () => number = Date.now,
): () => Promise<string> {
  const askedAt = now();
  let early: Promise<string> | null = ask();
  // A failure is the socket's to handle, if it takes this token.
  early.catch(() => undefined);
  return () => {
    const taken = early;
    early = null;
    return taken && now() - askedAt < TOKEN_AHEAD_MAX_AGE_MS ? taken : ask();
  };
}
