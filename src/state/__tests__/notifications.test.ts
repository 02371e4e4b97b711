// The notification store: one-off items, sources that replace their own set, dismissals (kept while
// the source still lists the item), a source that handles dismissal itself, and a printer switch
// (each printer's scope has its own list).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppNotification } from '../../lib/notifications';
import {
  dismissAllNotifications,
  dismissNotification,
  onDismiss,
  pushNotification,
  setSource,
  notificationsStore,
  useNotifications,
} from '../notifications';
import { setActiveScope } from '../scope/active';
import { PrinterScope } from '../scope/printer-scope';

const n = (id: string, title = id, more: Partial<AppNotification> = {}): AppNotification => ({
  id,
  type: 'info',
  title,
  timestamp: 0,
  ...more,
});

describe('notification store', () => {
  let scope: PrinterScope;

  const ids = () =>
    scope
      .get(notificationsStore)
      .getState()
      .items.map((m) => m.id);

  beforeEach(() => {
    scope = new PrinterScope({ apiUrl: 'http://a.local:7125' });
  });
  afterEach(() => scope.close());

  it.each<[string, AppNotification[], string[]]>([
    ['adds in order', [n('a'), n('b')], ['a', 'b']],
    ['skips an invalid one', [n('a'), n('b', '?'), n('', 'x')], ['a']],
    ['replaces a known id', [n('a'), n('b'), n('a', 'again')], ['a', 'b']],
    ['merges by title', [n('a', 'T'), n('b'), n('c', 'T', { merge: true })], ['b', 'c']],
  ])('pushNotification %s', (_, pushed, expected) => {
    pushed.forEach((m) => pushNotification(scope, m));
    expect(ids()).toEqual(expected);
  });

  it('a source replaces only its own set and marks its items', () => {
    pushNotification(scope, n('one-off'));
    setSource(scope, 'updates', [n('updates:a'), n('updates:b')]);
    setSource(scope, 'warnings', [n('warnings:x')]);
    setSource(scope, 'updates', [n('updates:c')]);
    expect(ids()).toEqual(['one-off', 'warnings:x', 'updates:c']);
    expect(scope.get(notificationsStore).getState().items.at(-1)?.source).toBe('updates');
    setSource(scope, 'updates', []);
    expect(ids()).toEqual(['one-off', 'warnings:x']);
  });

  it('a dismissed item stays away while its source lists it, and may come back afterwards', () => {
    setSource(scope, 'warnings', [n('warnings:x'), n('warnings:y')]);
    dismissNotification(scope, 'warnings:x');
    expect(ids()).toEqual(['warnings:y']);
    setSource(scope, 'warnings', [n('warnings:x'), n('warnings:y')]);
    expect(ids()).toEqual(['warnings:y']);
    setSource(scope, 'warnings', [n('warnings:y')]);
    setSource(scope, 'warnings', [n('warnings:x'), n('warnings:y')]);
    expect(ids()).toEqual(['warnings:x', 'warnings:y']);
  });

  it('a one-off item dismissed may be pushed again', () => {
    pushNotification(scope, n('throttle:x'));
    dismissNotification(scope, 'throttle:x');
    expect(ids()).toEqual([]);
    pushNotification(scope, n('throttle:x'));
    expect(ids()).toEqual(['throttle:x']);
  });

  it('an item with clear false is not dismissed, not even by Dismiss all', () => {
    pushNotification(scope, n('a', 'A', { clear: false }));
    pushNotification(scope, n('b'));
    dismissNotification(scope, 'a');
    expect(ids()).toEqual(['a', 'b']);
    dismissAllNotifications(scope);
    expect(ids()).toEqual(['a']);
  });

  it('a source that handles dismissal is asked, and the item stays until the source drops it', () => {
    const handler = vi.fn();
    onDismiss(scope, 'feed', handler);
    setSource(scope, 'feed', [n('feed:1'), n('feed:2')]);
    dismissNotification(scope, 'feed:1');
    expect(handler).toHaveBeenCalledWith(expect.objectContaining({ id: 'feed:1' }));
    expect(ids()).toEqual(['feed:1', 'feed:2']);
    dismissAllNotifications(scope);
    expect(handler).toHaveBeenCalledTimes(3);
    setSource(scope, 'feed', [n('feed:2')]);
    expect(ids()).toEqual(['feed:2']);
  });

  it('an unknown id changes nothing', () => {
    pushNotification(scope, n('a'));
    dismissNotification(scope, 'nope');
    expect(ids()).toEqual(['a']);
  });

  it('a printer switch empties the list and forgets the dismissals', () => {
    setSource(scope, 'warnings', [n('warnings:x')]);
    dismissNotification(scope, 'warnings:x');
    pushNotification(scope, n('b'));
    scope.close();
    scope = new PrinterScope({ apiUrl: 'http://a.local:7125' });
    expect(ids()).toEqual([]);
    setSource(scope, 'warnings', [n('warnings:x')]);
    expect(ids()).toEqual(['warnings:x']);
  });

  it("each printer has its own list; the bound store reads the chosen printer's", () => {
    const other = new PrinterScope({ apiUrl: 'http://b.local:7125' });
    setActiveScope(other);
    try {
      pushNotification(scope, n('a'));
      pushNotification(other, n('throttle:x'));
      expect(ids()).toEqual(['a']);
      expect(useNotifications.getState().items.map((m) => m.id)).toEqual(['throttle:x']);
    } finally {
      setActiveScope(null);
    }
  });
});
