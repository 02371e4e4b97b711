import { describe, expect, it } from 'vitest';
import type { BedScrews } from '../../../../../protocol/objects';
import { bedScrewsProgress, configScrews, screwByKey, type Screw } from '../screws';

const SECTION = {
  screw1: [30, 30],
  screw1_name: 'front left screw',
  screw2: [205, 30],
  screw2_name: '',
  screw2_fine_adjust: [200, 30],
  screw3: [205, 205],
  screw3_name: 'rear right screw',
  screw3_fine_adjust: [200, 200],
  screw5: [1, 1],
  speed: 100,
};

describe('configScrews', () => {
  it('reads screw1, screw2, … up to the first gap, with names and fine-adjust points', () => {
    expect(configScrews(SECTION)).toEqual([
      { number: 1, name: 'front left screw', fine: false },
      { number: 2, name: null, fine: true },
      { number: 3, name: 'rear right screw', fine: true },
    ]);
  });
  it('has none without the section', () => expect(configScrews(undefined)).toEqual([]));
});

describe('screwByKey', () => {
  const screws = configScrews(SECTION);
  const cases: [string, number | undefined][] = [
    ['screw3', 3],
    ['screw9', undefined],
    ['front', undefined],
  ];
  it.each(cases)('%s → screw %s', (key, number) =>
    expect(screwByKey(screws, key)?.number).toBe(number),
  );
});

describe('bedScrewsProgress', () => {
  const screws: Screw[] = configScrews(SECTION);
  const on = (s: Partial<BedScrews>): Partial<BedScrews> => ({ is_active: true, ...s });
  const cases: [string, Partial<BedScrews> | undefined, object | null][] = [
    ['not running', { is_active: false, state: null }, null],
    ['no status yet', undefined, null],
    [
      'adjusting the second screw, one accepted',
      on({ state: 'adjust', current_screw: 1, accepted_screws: 1 }),
      { phase: 'adjust', screw: screws[1], accepted: 1, total: 3 },
    ],
    [
      'fine round: index 1 is the third screw (only screws with fine_adjust take part)',
      on({ state: 'fine', current_screw: 1, accepted_screws: 0 }),
      { phase: 'fine', screw: screws[2], accepted: 0, total: 3 },
    ],
    [
      'the -1 Klipper holds for a moment after ADJUSTED reads as none accepted',
      on({ state: 'adjust', current_screw: 0, accepted_screws: -1 }),
      { phase: 'adjust', screw: screws[0], accepted: 0, total: 3 },
    ],
    [
      'an index outside the config',
      on({ state: 'adjust', current_screw: 7, accepted_screws: 0 }),
      { phase: 'adjust', screw: undefined, accepted: 0, total: 3 },
    ],
  ];
  it.each(cases)('%s', (_name, status, progress) =>
    expect(bedScrewsProgress(status, screws)).toEqual(progress),
  );
});
