import { afterEach, describe, expect, it } from 'vitest';
import { FARM_VIEW_KEY, opensFarm } from '../start-page';

describe('the farm as start page', () => {
  afterEach(() => localStorage.clear());

  it.each([
    // path, printers, chosen, opens
    ['/', 3, true, true],
    ['', 2, true, true],
    ['/', 1, true, false],
    ['/', 3, false, false],
    ['/jobs', 3, true, false],
    ['/p/voron/', 3, true, false],
    ['/farm', 3, true, false],
  ] as const)('%j with %i printers, chosen %s → %s', (path, printers, chosen, opens) => {
    localStorage.setItem(FARM_VIEW_KEY, JSON.stringify({ startPage: chosen }));
    expect(opensFarm(path, printers)).toBe(opens);
  });

  it('a stored value that is not the choice itself does not open it', () => {
    localStorage.setItem(FARM_VIEW_KEY, JSON.stringify({ startPage: 'yes' }));
    expect(opensFarm('/', 3)).toBe(false);
    localStorage.setItem(FARM_VIEW_KEY, 'not json');
    expect(opensFarm('/', 3)).toBe(false);
  });
});
