import { describe, expect, it } from 'vitest';
import {
  announcementId,
  announcementNotifications,
  entryIdOf,
  setDismissed,
  SNOOZE_SECONDS,
} from '../announcements';
import { announcementEntry } from '../../test/update-fixtures';

const entry = announcementEntry;

describe('announcement ids', () => {
  it.each([
    ['arksine/moonlight/issue/3', 'announcements:arksine/moonlight/issue/3'],
    ['a:b', 'announcements:a:b'],
  ])('%s ⇄ %s', (entryId, id) => {
    expect(announcementId(entryId)).toBe(id);
    expect(entryIdOf(id)).toBe(entryId);
  });
  it.each(['updates:available', 'throttle:x', 'announcement:x'])('%s is not one', (id) =>
    expect(entryIdOf(id)).toBeNull(),
  );
});

describe('announcementNotifications', () => {
  it('lists the entries that are not dismissed, in order, as announcements', () => {
    const list = announcementNotifications([
      entry('a/1'),
      entry('a/2', { dismissed: true, dismiss_wake: 1_800_000_000 }),
      entry('a/3', { url: '', date: 1_600_000_000 }),
    ]);
    expect(list).toEqual([
      {
        id: 'announcements:a/1',
        type: 'announcement',
        title: 'Title a/1',
        description: 'About a/1',
        timestamp: 1_700_000_000_000,
        to: 'https://example.com/a/1',
      },
      {
        id: 'announcements:a/3',
        type: 'announcement',
        title: 'Title a/3',
        description: 'About a/3',
        timestamp: 1_600_000_000_000,
      },
    ]);
  });
});

describe('setDismissed', () => {
  const list = [entry('a'), entry('b', { dismissed: true, date_dismissed: 5, dismiss_wake: 9 })];
  it.each<[string, string, boolean, [boolean, number | null][]]>([
    [
      'dismiss one',
      'a',
      true,
      [
        [true, null],
        [true, 9],
      ],
    ],
    [
      'wake one',
      'b',
      false,
      [
        [false, null],
        [false, null],
      ],
    ],
    [
      'an unknown id changes nothing',
      'c',
      true,
      [
        [false, null],
        [true, 9],
      ],
    ],
  ])('%s', (_, id, dismissed, expected) =>
    expect(setDismissed(list, id, dismissed).map((e) => [e.dismissed, e.dismiss_wake])).toEqual(
      expected,
    ),
  );
});

describe('snooze presets', () => {
  it('are 1 hour, 1 day and 7 days in seconds', () =>
    expect(Object.values(SNOOZE_SECONDS)).toEqual([3600, 86400, 604800]));
});
