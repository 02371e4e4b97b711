// The notification store: one-off items, sources that replace their own set, dismissals (kept while
// the source still lists the item), a source that handles dismissal itself, and a printer switch.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppNotification } from '../../lib/notifications';
import {
  dismissAllNotifications,
  dismissNotification,
  onDismiss,
  pushNotification,
  setSource,
  useNotifications,
} from '../notifications';
import { resetPrinterStores } from '../printer-scoped';

const n = (id: string, title = id, more: Partial<AppNotification> = {}): AppNotification => ({
  id,
  type: 'info',
  title,
  timestamp: 0,
  ...more,
});
const ids = () => useNotifications.getState().items.map((m) => m.id);

describe('notification store', () => {
  beforeEach(() => resetPrinterStores());

  it.each<[string, AppNotification[], string[]]>([
    ['adds in order', [n('a'), n('b')], ['a', 'b']],
    ['skips an invalid one', [n('a'), n('b', '?'), n('', 'x')], ['a']],
    ['replaces a known id', [n('a'), n('b'), n('a', 'again')], ['a', 'b']],
    ['merges by title', [n('a', 'T'), n('b'), n('c', 'T', { merge: true })], ['b', 'c']],
  ])('pushNotification %s', (_, pushed, expected) => {
    pushed.forEach(pushNotification);
    expect(ids()).toEqual(expected);
  });

  it('a source replaces only its own set and marks its items', () => {
    pushNotification(n('one-off'));
    setSource('updates', [n('updates:a'), n('updates:b')]);
    setSource('warnings', [n('warnings:x')]);
    setSource('updates', [n('updates:c')]);
    expect(ids()).toEqual(['one-off', 'warnings:x', 'updates:c']);
    expect(useNotifications.getState().items.at(-1)?.source).toBe('updates');
    setSource('updates', []);
    expect(ids()).toEqual(['one-off', 'warnings:x']);
  });

  it('a dismissed item stays away while its source lists it, and may come back afterwards', () => {
    setSource('warnings', [n('warnings:x'), n('warnings:y')]);
    dismissNotification('warnings:x');
    expect(ids()).toEqual(['warnings:y']);
    setSource('warnings', [n('warnings:x'), n('warnings:y')]);
    expect(ids()).toEqual(['warnings:y']);
    setSource('warnings', [n('warnings:y')]);
    setSource('warnings', [n('warnings:x'), n('warnings:y')]);
    expect(ids()).toEqual(['warnings:x', 'warnings:y']);
  });

  it('a one-off item dismissed may be pushed again', () => {
    pushNotification(n('throttle:x'));
    dismissNotification('throttle:x');
    expect(ids()).toEqual([]);
    pushNotification(n('throttle:x'));
    expect(ids()).toEqual(['throttle:x']);
  });

  it('an item with clear false is not dismissed, not even by Dismiss all', () => {
    pushNotification(n('a', 'A', { clear: false }));
    pushNotification(n('b'));
    dismissNotification('a');
    expect(ids()).toEqual(['a', 'b']);
    dismissAllNotifications();
    expect(ids()).toEqual(['a']);
  });

  it('a source that handles dismissal is asked, and the item stays until the source drops it', () => {
    const handler = vi.fn();
    onDismiss('feed', handler);
    setSource('feed', [n('feed:1'), n('feed:2')]);
    dismissNotification('feed:1');
    expect(handler).toHaveBeenCalledWith(expect.objectContaining({ id: 'feed:1' }));
    expect(ids()).toEqual(['feed:1', 'feed:2']);
    dismissAllNotifications();
    expect(handler).toHaveBeenCalledTimes(3);
    setSource('feed', [n('feed:2')]);
    expect(ids()).toEqual(['feed:2']);
  });

  it('an unknown id changes nothing', () => {
    pushNotification(n('a'));
    dismissNotification('nope');
    expect(ids()).toEqual(['a']);
  });

  it('a printer switch empties the list and forgets the dismissals', () => {
    setSource('warnings', [n('warnings:x')]);
    dismissNotification('warnings:x');
    pushNotification(n('b'));
    resetPrinterStores();
    expect(ids()).toEqual([]);
    setSource('warnings', [n('warnings:x')]);
    expect(ids()).toEqual(['warnings:x']);
  });
});
