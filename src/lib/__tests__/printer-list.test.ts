// The printers list: an old list without ids or tags loads with ids made from the names, a printer
// is listed once however its address is spelt, the shared list's entries are checked, and merged
// with this browser's printers as remote ones (a local printer the shared list has is one printer).
import { describe, expect, it } from 'vitest';
import {
  mergePrinters,
  newPrinter,
  nextShared,
  parseSharedEntries,
  readStoredPrinters,
  type ListedPrinter,
  type SharedEntry,
  type SharedList,
} from '../printer-list';

const socket = (apiUrl: string) => `${apiUrl.replace(/^http/, 'ws')}/websocket`;
const local = (id: string, name: string, apiUrl: string, tags: string[] = []): ListedPrinter => ({
  id,
  name,
  apiUrl,
  socketUrl: socket(apiUrl),
  tags,
});
const entry = (name: string, apiUrl: string, tags: string[] = []): SharedEntry => ({
  name,
  apiUrl,
  tags,
});

describe('readStoredPrinters', () => {
  it.each<[string, unknown, ListedPrinter[]]>([
    ['nothing stored', null, []],
    ['not a list', { name: 'x' }, []],
    [
      'a list kept before ids and tags: ids from the names, taken ones numbered',
      [
        {
          name: 'Voron 2.4 #1',
          apiUrl: 'http://a.local:7125',
          socketUrl: 'ws://a.local:7125/websocket',
        },
        {
          name: 'Voron 2.4 #1',
          apiUrl: 'http://b.local:7125',
          socketUrl: 'ws://b.local:7125/websocket',
        },
      ],
      [
        local('voron-2-4-1', 'Voron 2.4 #1', 'http://a.local:7125'),
        local('voron-2-4-1-2', 'Voron 2.4 #1', 'http://b.local:7125'),
      ],
    ],
    [
      'ids kept, a second holder of one id gets another',
      [
        { id: 'shelf', name: 'A', apiUrl: 'http://a.local', tags: ['x'] },
        { id: 'shelf', name: 'B', apiUrl: 'http://b.local' },
        { id: 'Not An Id', name: 'C', apiUrl: 'http://c.local' },
      ],
      [
        local('shelf', 'A', 'http://a.local', ['x']),
        local('b', 'B', 'http://b.local'),
        local('c', 'C', 'http://c.local'),
      ],
    ],
    [
      'a printer kept twice (its address spelt otherwise) is one printer',
      [
        { name: 'A', apiUrl: 'http://a.local:7125' },
        { name: 'A again', apiUrl: 'HTTP://A.local:7125/' },
      ],
      [local('a', 'A', 'http://a.local:7125')],
    ],
    [
      'entries without a name or an http(s) address are left out',
      [
        { name: 'A', apiUrl: 'javascript:alert(1)' },
        { apiUrl: 'http://b.local' },
        'http://c.local',
        { name: 'D', apiUrl: 'http://d.local', tags: 'x' },
      ],
      [local('d', 'D', 'http://d.local')],
    ],
  ])('%s', (_, stored, printers) => {
    expect(readStoredPrinters(stored)).toEqual(printers);
  });
});

describe('newPrinter', () => {
  it.each([
    ['an id from the name', [], undefined, 'voron'],
    ['a taken id numbered', ['voron'], undefined, 'voron-2'],
    ['the id it had', ['voron'], 'shelf', 'shelf'],
    ['the id it had, taken meanwhile', ['shelf'], 'shelf', 'voron'],
  ])('%s', (_, taken, id, made) => {
    expect(newPrinter(entry('Voron', 'http://v.local'), taken, id)).toEqual(
      local(made, 'Voron', 'http://v.local'),
    );
  });
});

describe('parseSharedEntries', () => {
  it.each<[string, unknown, SharedEntry[], number]>([
    ['not a list', { printers: [] }, [], 1],
    ['an empty list', [], [], 0],
    [
      'good entries, trimmed and normalized',
      [
        { name: ' B ', apiUrl: 'http://B.local:80/', tags: [' x ', 'X'] },
        { name: 'C', apiUrl: 'https://c.local' },
      ],
      [entry('B', 'http://b.local', ['x']), entry('C', 'https://c.local')],
      0,
    ],
    [
      'bad entries dropped, each counted',
      [
        { name: 'B', apiUrl: 'http://b.local' },
        { name: 'Evil', apiUrl: 'javascript:alert(1)' },
        { name: 'x'.repeat(65), apiUrl: 'http://x.local' },
        { name: '', apiUrl: 'http://y.local' },
        { name: 'T', apiUrl: 'http://t.local', tags: [1] },
        null,
      ],
      [entry('B', 'http://b.local')],
      5,
    ],
    [
      'one address twice: the first kept',
      [
        { name: 'B', apiUrl: 'http://b.local' },
        { name: 'B2', apiUrl: 'http://B.local/' },
      ],
      [entry('B', 'http://b.local')],
      0,
    ],
  ])('%s', (_, value, entries, dropped) => {
    expect(parseSharedEntries(value)).toEqual({ entries, dropped });
  });
});

describe('mergePrinters', () => {
  const a = local('alpha', 'Alpha', 'http://a.local:7125', ['shelf']);
  const b = local('bravo', 'Bravo', 'http://b.local:7125');
  const from = 'http://a.local:7125';
  const list = (...entries: SharedEntry[]): SharedList => ({ from, entries });
  const remote = (printer: ListedPrinter, tags = printer.tags) => ({
    ...printer,
    tags,
    remote: true,
  });

  it.each<[string, ListedPrinter[], SharedList | null, ListedPrinter[]]>([
    ['no shared list', [a, b], null, [a, b]],
    ['an empty shared list', [a, b], list(), [a, b]],
    [
      'a shared printer this browser lacks comes after the local ones, remote',
      [a],
      list(entry('Bravo', 'http://b.local:7125')),
      [a, remote(b)],
    ],
    [
      'a local printer the shared list has (spelt otherwise) is one printer, remote, tags of both',
      [a, b],
      list(entry('Alpha on the list', 'HTTP://A.local:7125/', ['PLA', 'SHELF'])),
      [remote(a, ['shelf', 'PLA']), b],
    ],
    [
      "a local printer known only by its host takes the list's name (its id stays)",
      [local('a-local', 'a.local', 'http://a.local:7125'), b],
      list(entry('Alpha', 'http://a.local:7125')),
      [{ ...local('a-local', 'Alpha', 'http://a.local:7125'), remote: true }, b],
    ],
    [
      "a shared printer's id is one no local printer has",
      [local('bravo', 'Bravo', 'http://other.local')],
      list(entry('Bravo', 'http://b.local:7125')),
      [local('bravo', 'Bravo', 'http://other.local'), { ...remote(b), id: 'bravo-2' }],
    ],
  ])('%s', (_, locals, shared, merged) => {
    expect(mergePrinters(locals, shared)).toEqual(merged);
  });
});

describe('nextShared', () => {
  const a = 'http://a.local:7125';
  const fromA: SharedList = { from: a, entries: [entry('B', 'http://b.local')] };
  it.each<[string, SharedList | null, string, SharedEntry[] | null, SharedList | null]>([
    ['the chosen printer has a list: that one', null, a, fromA.entries, fromA],
    ['the chosen printer has an empty list: empty', fromA, a, [], { from: a, entries: [] }],
    ['the list was removed from its printer: none', fromA, 'HTTP://a.local:7125/', null, null],
    [
      'another printer without a list keeps the one read before',
      fromA,
      'http://c.local',
      null,
      fromA,
    ],
    [
      "another printer's list replaces it",
      fromA,
      'http://c.local',
      [entry('D', 'http://d.local')],
      { from: 'http://c.local', entries: [entry('D', 'http://d.local')] },
    ],
  ])('%s', (_, current, chosen, read, next) => {
    expect(nextShared(current, chosen, read)).toEqual(next);
  });
});
