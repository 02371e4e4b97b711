// The host configuration is asked for when the entry's first module is evaluated, cache-busted, and
// the answer is null when the configuration cannot be read (start-up then says so).
import { afterEach, describe, expect, it, vi } from 'vitest';

async function loadWith(answer: () => Promise<Response>) {
  const fetchImpl = vi.fn(answer);
  vi.stubGlobal('fetch', fetchImpl);
  vi.resetModules();
  const early = await import('../early-start');
  return { fetchImpl, early };
}

afterEach(() => vi.unstubAllGlobals());

describe('early host configuration', () => {
  it('is asked for once, cache-busted, as the module is evaluated', async () => {
    const { fetchImpl, early } = await loadWith(async () =>
      Response.json({ locales: [{ code: 'en' }], blacklist: ['a.example'] }),
    );
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/config\.json\?_=\d+$/);
    expect(init.cache).toBe('no-store');
    await expect(early.earlyHostConfig).resolves.toEqual({
      locales: [{ code: 'en' }],
      blacklist: ['a.example'],
    });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a 404', async () => new Response('no', { status: 404 })],
    ['a page that is not JSON', async () => new Response('<html>', { status: 200 })],
    ['no answer', async () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('is null after %s', async (_, answer) => {
    const { early } = await loadWith(answer);
    await expect(early.earlyHostConfig).resolves.toBeNull();
  });
});
