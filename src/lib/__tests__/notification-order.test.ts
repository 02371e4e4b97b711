import { describe, expect, it } from 'vitest';
import { menuOrder } from '../notification-order';
import type { AppNotification, NotificationType } from '../notifications';

const n = (id: string, type: NotificationType, timestamp: number): AppNotification => ({
  id,
  type,
  title: id,
  timestamp,
});

describe('menuOrder', () => {
  it.each([
    [
      'errors first, then warnings, then the rest',
      [n('a', 'announcement', 5), n('w', 'warning', 1), n('e', 'error', 0)],
      ['e', 'w', 'a'],
    ],
    [
      'newest first within a kind',
      [n('old', 'info', 1), n('new', 'info', 9), n('mid', 'announcement', 5)],
      ['new', 'mid', 'old'],
    ],
    [
      'two errors by time',
      [n('e1', 'error', 1), n('e2', 'error', 2), n('s', 'success', 3)],
      ['e2', 'e1', 's'],
    ],
    ['empty', [], []],
  ] as const)('%s', (_label, list, ids) => {
    expect(menuOrder(list).map((m) => m.id)).toEqual(ids);
  });

  it('leaves the list it was given alone', () => {
    const list = [n('a', 'info', 1), n('e', 'error', 2)];
    menuOrder(list);
    expect(list.map((m) => m.id)).toEqual(['a', 'e']);
  });
});
