import { describe, expect, it } from 'vitest';
import { assignIds, isPrinterId, printerIdInPath, slugify, uniqueId } from '../printer-ids';

describe('slugify', () => {
  it.each([
    ['Voron 2.4 #1', 'voron-2-4-1'],
    ['  Ender-3 V2  ', 'ender-3-v2'],
    ['Prusa MK4 (Room 2)', 'prusa-mk4-room-2'],
    ['Škoda Drucker', 'skoda-drucker'],
    ['打印机', 'printer'],
    ['---', 'printer'],
    ['192.168.1.20', '192-168-1-20'],
    ['a'.repeat(60), 'a'.repeat(40)],
  ])('%s → %s', (name, id) => {
    expect(slugify(name)).toBe(id);
    expect(isPrinterId(slugify(name))).toBe(true);
  });
});

describe('uniqueId', () => {
  it.each([
    ['Voron', [], 'voron'],
    ['Voron', ['voron'], 'voron-2'],
    ['Voron', ['voron', 'voron-2'], 'voron-3'],
    ['Voron', ['voron-2'], 'voron'],
  ])('%s with %j taken → %s', (name, taken, id) => {
    expect(uniqueId(name, taken)).toBe(id);
  });
});

describe('isPrinterId', () => {
  it.each([
    ['voron-1', true],
    ['Voron', false],
    ['../etc', false],
    ['a--b', false],
    ['-a', false],
    ['', false],
  ])('%s → %s', (id, valid) => {
    expect(isPrinterId(id)).toBe(valid);
  });
});

describe('assignIds', () => {
  it('keeps valid ids, fills missing ones from names, never twice the same', () => {
    const out = assignIds([
      { name: 'Voron', id: 'voron' },
      { name: 'Voron' },
      { name: 'Other', id: 'voron' },
      { name: 'Bad', id: 'NOT OK' },
    ]);
    expect(out.map((p) => p.id)).toEqual(['voron', 'voron-2', 'other', 'bad']);
  });
  it('a renamed printer keeps its id', () => {
    expect(assignIds([{ name: 'New name', id: 'old-name' }])[0]?.id).toBe('old-name');
  });
});

describe('printerIdInPath', () => {
  it.each([
    ['/p/voron-1/jobs', '', 'voron-1'],
    ['/p/voron-1', '', 'voron-1'],
    ['/p/voron-1/', '', 'voron-1'],
    ['/printdeck/p/voron-1/history', '/printdeck', 'voron-1'],
    ['/jobs', '', null],
    ['/p/', '', null],
    ['/p/BAD ID/jobs', '', null],
    ['/pp/voron/jobs', '', null],
    ['/farm', '', null],
  ])('%s (base %s) → %s', (path, base, id) => {
    expect(printerIdInPath(path, base)).toBe(id);
  });
});
