import { afterEach, describe, expect, it, vi } from 'vitest';
import { realScheduler, runStaggered, staggerOffsets, type StaggeredResult } from '../stagger';
import { settle, virtualClock } from '../virtual-clock';

describe('staggerOffsets', () => {
  const cases: [number, number, number[]][] = [
    // count, stagger (s) → offsets (ms)
    [0, 5, []],
    [1, 5, [0]],
    [3, 0, [0, 0, 0]],
    [4, 2, [0, 2000, 4000, 6000]],
    [3, 0.1, [0, 100, 200]],
    [2, 3600, [0, 3_600_000]],
    [3, 0.0004, [0, 0, 1]],
  ];
  it.each(cases)('%i printers, %s s apart → %j', (count, stagger, wanted) => {
    expect(staggerOffsets(count, stagger)).toEqual(wanted);
  });

  const bad: [string, number, number][] = [
    ['negative stagger', 3, -1],
    ['stagger over an hour', 3, 3600.5],
    ['NaN stagger', 3, Number.NaN],
    ['infinite stagger', 3, Number.POSITIVE_INFINITY],
    ['stagger as text', 3, '5' as unknown as number],
    ['negative count', -1, 1],
    ['fractional count', 1.5, 1],
    ['NaN count', Number.NaN, 1],
  ];
  it.each(bad)('%s is a RangeError', (_label, count, stagger) => {
    expect(() => staggerOffsets(count, stagger)).toThrow(RangeError);
  });
});

/** Records when (virtual ms after the start) each task began; tasks settle as `settleWith` says. */
function recorder(clock: { now(): number }, settleWith: (i: number) => Promise<string>) {
  const t0 = clock.now();
  const started: Array<[number, number]> = [];
  const task = (i: number): Promise<string> => {
    started.push([i, clock.now() - t0]);
    return settleWith(i);
  };
  return { started, task };
}

describe('runStaggered', () => {
  it('starts each task at its own offset and gives the outcomes in order', async () => {
    const clock = virtualClock();
    const { started, task } = recorder(clock, async (i) => `p${i}`);
    const run = runStaggered(3, 10, task, clock);
    expect(started).toEqual([[0, 0]]); // the first at once, in the same turn
    await clock.advance(9_999);
    expect(started).toEqual([[0, 0]]);
    await clock.advance(1);
    expect(started).toEqual([
      [0, 0],
      [1, 10_000],
    ]);
    await clock.advance(10_000);
    expect(started.map(([, at]) => at)).toEqual([0, 10_000, 20_000]);
    expect(await run).toEqual([
      { status: 'fulfilled', value: 'p0' },
      { status: 'fulfilled', value: 'p1' },
      { status: 'fulfilled', value: 'p2' },
    ]);
  });

  it('with no stagger starts all at once without sleeping', async () => {
    const clock = virtualClock();
    const { started, task } = recorder(clock, async (i) => `p${i}`);
    const run = runStaggered(3, 0, task, clock);
    expect(started).toEqual([
      [0, 0],
      [1, 0],
      [2, 0],
    ]);
    expect(clock.sleeps).toEqual([]);
    expect((await run).map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
  });

  it('a hanging task delays neither the next starts nor their outcomes; the run waits for it', async () => {
    const clock = virtualClock();
    let release: (value: string) => void = () => undefined;
    const hanging = new Promise<string>((resolve) => (release = resolve));
    const { started, task } = recorder(clock, (i) =>
      i === 0 ? hanging : Promise.resolve(`p${i}`),
    );
    let result: StaggeredResult<string>[] | null = null;
    void runStaggered(3, 5, task, clock).then((r) => (result = r));
    await clock.advance(10_000);
    expect(started).toEqual([
      [0, 0],
      [1, 5000],
      [2, 10_000],
    ]);
    await clock.advance(3_600_000);
    expect(result).toBeNull(); // still waiting on the first printer
    release('late');
    await settle();
    expect(result).toEqual([
      { status: 'fulfilled', value: 'late' },
      { status: 'fulfilled', value: 'p1' },
      { status: 'fulfilled', value: 'p2' },
    ]);
  });

  it('a task that fails, even at once, stops nothing and counts as rejected', async () => {
    const clock = virtualClock();
    const boom = new Error('SD busy');
    const task = (i: number): Promise<number> => {
      if (i === 0) throw boom; // thrown before any promise
      if (i === 1) return Promise.reject(boom);
      return Promise.resolve(i);
    };
    const run = runStaggered(3, 1, task, clock);
    await clock.advance(2000);
    expect(await run).toEqual([
      { status: 'rejected', reason: boom },
      { status: 'rejected', reason: boom },
      { status: 'fulfilled', value: 2 },
    ]);
  });

  it.each([
    ['a sleep that rejects on abort', true],
    ['a sleep that resolves on abort', false],
  ])('aborting skips the tasks not started yet, with %s', async (_label, abortRejects) => {
    const clock = virtualClock(0, abortRejects);
    const controller = new AbortController();
    const { started, task } = recorder(clock, async (i) => `p${i}`);
    const run = runStaggered(4, 30, task, clock, controller.signal);
    await clock.advance(30_000);
    controller.abort();
    await clock.advance(120_000);
    expect(started).toEqual([
      [0, 0],
      [1, 30_000],
    ]);
    expect(await run).toEqual([
      { status: 'fulfilled', value: 'p0' },
      { status: 'fulfilled', value: 'p1' },
      { status: 'skipped' },
      { status: 'skipped' },
    ]);
  });

  it('aborting leaves a started task to finish', async () => {
    const clock = virtualClock();
    const controller = new AbortController();
    let release: () => void = () => undefined;
    const task = (i: number) =>
      i === 0
        ? new Promise<string>((resolve) => (release = () => resolve('kept')))
        : Promise.resolve('x');
    const run = runStaggered(2, 1, task, clock, controller.signal);
    controller.abort();
    release();
    expect(await run).toEqual([{ status: 'fulfilled', value: 'kept' }, { status: 'skipped' }]);
  });

  it('an already aborted signal starts nothing', async () => {
    const clock = virtualClock();
    const { started, task } = recorder(clock, async () => 'x');
    const run = runStaggered(3, 0, task, clock, AbortSignal.abort());
    expect(await run).toEqual([
      { status: 'skipped' },
      { status: 'skipped' },
      { status: 'skipped' },
    ]);
    expect(started).toEqual([]);
  });

  it('a sleep that fails without an abort fails its task only', async () => {
    const clock = virtualClock();
    const broken = new Error('timer gone');
    const scheduler = {
      now: clock.now,
      sleep: (ms: number) => (ms >= 2000 ? Promise.reject(broken) : clock.sleep(ms)),
    };
    const { started, task } = recorder(clock, async (i) => `p${i}`);
    const run = runStaggered(3, 1, task, scheduler);
    await clock.advance(5000);
    expect(await run).toEqual([
      { status: 'fulfilled', value: 'p0' },
      { status: 'fulfilled', value: 'p1' },
      { status: 'rejected', reason: broken },
    ]);
    expect(started.map(([i]) => i)).toEqual([0, 1]);
  });

  it('sleeps from the start, not from the previous start, when time has moved', async () => {
    const clock = virtualClock();
    const { task } = recorder(clock, async () => 'x');
    const run = runStaggered(3, 2, task, clock);
    await clock.advance(4000);
    await run;
    // Both sleeps are asked at the start, each for its whole offset.
    expect(clock.sleeps.map(([, ms]) => ms)).toEqual([2000, 4000]);
    expect(new Set(clock.sleeps.map(([at]) => at)).size).toBe(1);
  });

  it('an empty run resolves with nothing', async () => {
    expect(await runStaggered(0, 5, async () => 1, virtualClock())).toEqual([]);
  });

  it.each([[-1], [3601], [Number.NaN]])(
    'a stagger of %s rejects with a RangeError and starts nothing',
    async (stagger) => {
      const clock = virtualClock();
      const { started, task } = recorder(clock, async () => 'x');
      await expect(runStaggered(2, stagger, task, clock)).rejects.toThrow(RangeError);
      expect(started).toEqual([]);
    },
  );
});

describe('realScheduler', () => {
  afterEach(() => vi.useRealTimers());

  it('sleeps the time asked, on the real clock', async () => {
    vi.useFakeTimers({ now: 50_000 });
    expect(realScheduler.now()).toBe(50_000);
    let woke = false;
    void realScheduler.sleep(1000).then(() => (woke = true));
    await vi.advanceTimersByTimeAsync(999);
    expect(woke).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(woke).toBe(true);
  });

  it('wakes early when its signal aborts, and at once when it already has', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    let woke = false;
    void realScheduler.sleep(60_000, controller.signal).then(() => (woke = true));
    await vi.advanceTimersByTimeAsync(10);
    controller.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(woke).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
    await expect(realScheduler.sleep(60_000, AbortSignal.abort())).resolves.toBeUndefined();
  });
});
