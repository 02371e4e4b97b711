import { describe, expect, it } from 'vitest';
import {
  addNotification,
  bellColor,
  isValidNotification,
  notificationCount,
  type AppNotification,
  type NotificationType,
} from '../notifications';
import { descriptionParts } from '../description-parts';

const n = (id: string, title: string, more: Partial<AppNotification> = {}): AppNotification => ({
  id,
  type: 'info',
  title,
  timestamp: 0,
  ...more,
});
const ids = (list: readonly AppNotification[]) => list.map((m) => `${m.id}=${m.title}`);

describe('isValidNotification', () => {
  it.each([
    ['a', 'Title', true],
    ['', 'Title', false],
    ['  ', 'Title', false],
    ['a', '', false],
    ['a', '   ', false],
    ['a', '?', false],
    ['a', '??', true],
  ])('id %j, title %j → %s', (id, title, valid) =>
    expect(isValidNotification({ id, title })).toBe(valid),
  );
});

describe('addNotification', () => {
  const base = [n('a', 'One'), n('b', 'Two')];
  it.each<[string, AppNotification, string[]]>([
    ['a new id is appended', n('c', 'Three'), ['a=One', 'b=Two', 'c=Three']],
    ['a known id is replaced in place', n('a', 'One again'), ['a=One again', 'b=Two']],
    ['an invalid one changes nothing', n('c', '?'), ['a=One', 'b=Two']],
    ['an empty id changes nothing', n('', 'Three'), ['a=One', 'b=Two']],
    ['without merge the same title is kept twice', n('c', 'Two'), ['a=One', 'b=Two', 'c=Two']],
    [
      'merge replaces the one with the same title',
      n('c', 'Two', { merge: true }),
      ['a=One', 'c=Two'],
    ],
    ['merge with its own id stays in place', n('b', 'Two', { merge: true }), ['a=One', 'b=Two']],
    [
      'merge with a new title is appended',
      n('c', 'Four', { merge: true }),
      ['a=One', 'b=Two', 'c=Four'],
    ],
  ])('%s', (_, added, expected) => {
    expect(ids(addNotification(base, added))).toEqual(expected);
    expect(ids(base)).toEqual(['a=One', 'b=Two']);
  });

  it('merge removes every earlier one with that title', () => {
    const list = [n('a', 'Same'), n('b', 'Same'), n('c', 'Other')];
    expect(ids(addNotification(list, n('d', 'Same', { merge: true })))).toEqual([
      'c=Other',
      'd=Same',
    ]);
  });
});

describe('bellColor', () => {
  it.each<[NotificationType[], string]>([
    [[], 'default'],
    [['info'], 'default'],
    [['info', 'success', 'announcement'], 'default'],
    [['warning'], 'warning'],
    [['info', 'warning'], 'warning'],
    [['error'], 'error'],
    [['warning', 'error', 'warning'], 'error'],
    [['error', 'info'], 'error'],
  ])('%j → %s', (types, color) =>
    expect(bellColor(types.map((type, i) => n(String(i), 'T', { type })))).toBe(color),
  );
});

describe('notificationCount', () => {
  it.each<[Partial<AppNotification>[], number]>([
    [[], 0],
    [[{}], 1],
    [[{}, {}, {}], 3],
    [[{ noCount: true }], 0],
    [[{}, { noCount: true }, { noCount: false }], 2],
  ])('%j → %i', (items, count) =>
    expect(notificationCount(items.map((more, i) => n(String(i), 'T', more)))).toBe(count),
  );
});

describe('descriptionParts', () => {
  it.each<[string, string, { text: string; href?: string }[]]>([
    ['empty', '', []],
    ['plain text', 'No links here.', [{ text: 'No links here.' }]],
    [
      'one link inside text',
      'Read [the docs](https://docs.example.com/a) first.',
      [
        { text: 'Read ' },
        { text: 'the docs', href: 'https://docs.example.com/a' },
        { text: ' first.' },
      ],
    ],
    [
      'two links',
      '[a](http://a.test)[b](https://b.test)',
      [
        { text: 'a', href: 'http://a.test/' },
        { text: 'b', href: 'https://b.test/' },
      ],
    ],
    [
      'a non-http link stays text',
      'Click [me](javascript:alert(1)) now',
      [{ text: 'Click [me](javascript:alert(1)) now' }],
    ],
    ['HTML stays text', '<b>bold</b> <img src=x>', [{ text: '<b>bold</b> <img src=x>' }]],
    ['a half link stays text', 'see [this](https://x', [{ text: 'see [this](https://x' }]],
    [
      'other markdown stays as written',
      '**Note**: [link](https://x.test)',
      [{ text: '**Note**: ' }, { text: 'link', href: 'https://x.test/' }],
    ],
    [
      'the address as the browser reads it',
      '[a](HTTPS://A.Test/p?q="x")',
      [{ text: 'a', href: 'https://a.test/p?q=%22x%22' }],
    ],
    ...(
      [
        'data:text/html,<script>alert(1)</script>',
        'vbscript:msgbox(1)',
        '//evil.example/steal',
        '/settings',
        'file:///etc/passwd',
        'https:',
      ] as const
    ).map((href): [string, string, { text: string }[]] => [
      `a link to ${href} stays text`,
      `[x](${href})`,
      [{ text: `[x](${href})` }],
    ]),
    [
      'a part with bidi controls is an isolate',
      'a\u202Eb [l\u2067i](https://x.test) c',
      [
        { text: '\u2068a\u202Eb \u202C\u2069' },
        { text: '\u2068l\u2067i\u2069\u2069', href: 'https://x.test/' },
        { text: ' c' },
      ],
    ],
  ])('%s', (_, text, parts) => expect(descriptionParts(text)).toEqual(parts));
});
