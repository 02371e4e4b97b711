import { describe, expect, it } from 'vitest';
import { CHUNK_RETRY_DELAYS_MS, retryImport } from '../retry-import';

const chunkError = () =>
  new TypeError('Failed to fetch dynamically imported module: http://printer/assets/History-x.js');

/** A load that fails with the given errors in turn, then gives its module. */
function loader(failures: Error[]) {
  const calls = { count: 0 };
  const load = () => {
    const failure = failures[calls.count];
    calls.count += 1;
    return failure ? Promise.reject(failure) : Promise.resolve({ default: 'module' });
  };
  return { load, calls };
}

describe('retryImport', () => {
  it.each([
    { name: 'arrives at once', failures: 0, calls: 1, waits: [] },
    { name: 'arrives on the second try', failures: 1, calls: 2, waits: [1000] },
    { name: 'arrives on the last try', failures: 3, calls: 4, waits: [1000, 2000, 4000] },
  ])('a chunk that $name is loaded', async ({ failures, calls, waits }) => {
    const { load, calls: made } = loader(Array.from({ length: failures }, chunkError));
    const waited: number[] = [];
    const module = await retryImport(load, CHUNK_RETRY_DELAYS_MS, async (ms) => {
      waited.push(ms);
    });
    expect(module).toEqual({ default: 'module' });
    expect(made.count).toBe(calls);
    expect(waited).toEqual(waits);
  });

  it('a chunk that never arrives fails after the last wait, with the fetch error', async () => {
    const { load, calls } = loader(Array.from({ length: 9 }, chunkError));
    const waited: number[] = [];
    await expect(
      retryImport(load, [10, 20], async (ms) => {
        waited.push(ms);
      }),
    ).rejects.toThrow(/dynamically imported module/);
    expect(calls.count).toBe(3);
    expect(waited).toEqual([10, 20]);
  });

  it('an error thrown by the module itself is passed on at once, not retried', async () => {
    const { load, calls } = loader([new ReferenceError('window is not defined')]);
    await expect(retryImport(load, [10], async () => {})).rejects.toThrow('window is not defined');
    expect(calls.count).toBe(1);
  });
});
