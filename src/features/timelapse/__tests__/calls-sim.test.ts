// The timelapse calls against the real virtual printer running the timelapse component: its
// settings and last-frame answers pass the shapes the timelapse views read, so the checks refuse
// only what Moonraker never sends.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../../moonraker/api';
import type { AnswerError } from '../../../moonraker/errors';
import { httpRpc, startSimProcess, type SimProcess } from '../../../test/sim-process';
import { timelapseCalls } from '../calls';

describe('the virtual printer’s timelapse answers pass the checks', () => {
  let sim: SimProcess;
  const bad: AnswerError[] = [];

  beforeAll(async () => {
    sim = await startSimProcess(['--timelapse']);
  }, 60_000);
  afterAll(async () => {
    await sim?.stop();
  });

  const rpc = httpRpc(() => sim);

  it('settings, a change and the last frame', async () => {
    const calls = timelapseCalls(createApi(rpc, 'sim', (error) => bad.push(error)));
    expect((await calls.getSettings()).mode).toBe('layermacro');
    expect((await calls.postSettings({ park_time: 0.25 })).park_time).toBe(0.25);
    await calls.lastFrameInfo();
    expect(bad).toEqual([]);
  }, 30_000);
});
