import { describe, expect, it } from 'vitest';
import type { AppNotification } from '../notifications';
import {
  throttleFlags,
  throttleNotices,
  throttleNotifications,
  type ThrottleNotice,
} from '../throttle';

describe('throttleFlags', () => {
  it.each([
    [0, []],
    [1, ['Under-Voltage Detected']],
    [0b1010, ['Frequency Capped', 'Temperature Limit Active']],
    [327680, ['Previously Under-Volted', 'Previously Throttled']],
    [
      0x50005,
      [
        'Under-Voltage Detected',
        'Currently Throttled',
        'Previously Under-Volted',
        'Previously Throttled',
      ],
    ],
    [1 << 8, []],
  ])('%i → %j', (bits, flags) => expect(throttleFlags(bits)).toEqual(flags));
});

describe('throttleNotices', () => {
  it.each([
    ['nothing set', 0, null, []],
    ['unchanged bits', 0b1000, 0b1000, []],
    [
      'a new active flag',
      0b1000,
      null,
      [{ severity: 'error', flags: ['Temperature Limit Active'] }],
    ],
    [
      'two active flags at once',
      0b0101,
      0,
      [{ severity: 'error', flags: ['Under-Voltage Detected', 'Currently Throttled'] }],
    ],
    [
      'only the flag added since last time',
      0b0011,
      0b0001,
      [{ severity: 'error', flags: ['Frequency Capped'] }],
    ],
    ['a flag cleared', 0b0001, 0b0011, []],
    [
      'a past flag alone',
      327680,
      null,
      [{ severity: 'info', flags: ['Previously Under-Volted', 'Previously Throttled'] }],
    ],
    ['the past flag of a condition that is still active is not repeated', 0x40004, 0x4, []],
    [
      'active and past flags of different conditions',
      0x20001,
      0,
      [
        { severity: 'error', flags: ['Under-Voltage Detected'] },
        { severity: 'info', flags: ['Previously Frequency Capped'] },
      ],
    ],
    ['the condition ends, its past flag stays', 0x40000, 0x40004, []],
    ['not a number of bits', -1, null, []],
    ['not an integer', 1.5, null, []],
  ] as const)('%s', (_, bits, previous, notices) =>
    expect(throttleNotices(bits, previous)).toEqual(notices),
  );
});

describe('throttleNotifications', () => {
  const text = 'This may lead to a failed print.';
  it.each<[string, ThrottleNotice[], AppNotification[]]>([
    ['nothing', [], []],
    [
      'an active flag: an error shown as a snackbar, merged by its title',
      [{ severity: 'error', flags: ['Frequency Capped'] }],
      [
        {
          id: 'throttle:Frequency Capped',
          type: 'error',
          title: 'Frequency Capped',
          description: text,
          timestamp: 42,
          merge: true,
          snackbar: true,
        },
      ],
    ],
    [
      "a 'Previously …' flag: info without a snackbar",
      [{ severity: 'info', flags: ['Previously Throttled'] }],
      [
        {
          id: 'throttle:Previously Throttled',
          type: 'info',
          title: 'Previously Throttled',
          description: text,
          timestamp: 42,
          merge: true,
        },
      ],
    ],
  ])('%s', (_, notices, expected) =>
    expect(throttleNotifications(notices, text, 42)).toEqual(expected),
  );

  it('gives one item per flag', () =>
    expect(
      throttleNotifications(
        [
          { severity: 'error', flags: ['Under-Voltage Detected', 'Currently Throttled'] },
          { severity: 'info', flags: ['Previously Frequency Capped'] },
        ],
        text,
        0,
      ).map((n) => `${n.type}:${n.title}`),
    ).toEqual([
      'error:Under-Voltage Detected',
      'error:Currently Throttled',
      'info:Previously Frequency Capped',
    ]));
});
