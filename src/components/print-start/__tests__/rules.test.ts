import { describe, expect, it } from 'vitest';
import type { PrintStatsState } from '../../../../protocol/objects';
import { printOffered, startRoute, type StartRoute } from '../rules';

const QUEUE = ['history', 'job_queue'];
const NONE = ['history'];

describe('where a Print leads', () => {
  it.each<[PrintStatsState | undefined, readonly string[], StartRoute, boolean]>([
    ['standby', NONE, 'print', true],
    ['complete', QUEUE, 'print', true],
    ['cancelled', NONE, 'print', true],
    ['error', NONE, 'print', true],
    [undefined, NONE, 'print', true],
    ['printing', QUEUE, 'queue', true],
    ['paused', QUEUE, 'queue', true],
    ['printing', NONE, 'busy', false],
    ['paused', NONE, 'busy', false],
  ])('%s with %j → %s (offered: %s)', (state, components, route, offered) => {
    expect(startRoute(state, components)).toBe(route);
    expect(printOffered(state, components)).toBe(offered);
  });
});
