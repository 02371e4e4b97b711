// What the installed app's service worker keeps of the dashboard's own files it caches as they load
// (lazy chunks, another language's texts): only a file's real answer. A web server that answers a
// missing file with index.html (nginx's `try_files … /index.html`, as for the dashboard's own
// addresses) would otherwise leave that page in the cache under the chunk's name, and an error
// answer would stay there in place of the file.
//
// The function is copied into the generated worker as source (vite.config.ts): it uses nothing
// outside itself.

/** Workbox's `cacheWillUpdate`: the answer to keep, or null to keep nothing. */
export async function keepFileAnswer({
  response,
}: {
  response: Response;
}): Promise<Response | null> {
  if (response.status !== 200) return null;
  const type = response.headers.get('content-type') ?? '';
  return /^text\/html/i.test(type) ? null : response;
}
