// The rules of the fleet actions: which printers an action reaches, the stagger field, what a drop
// on a tile does, the start time's format and where a copied file goes.
import { describe, expect, it } from 'vitest';
import {
  dropVerdict,
  fleetTargets,
  readStagger,
  splitPath,
  withSeconds,
  type DropVerdict,
} from '../plan';

const printers = [
  { id: 'a', name: 'A', apiUrl: 'http://a.local:7125' },
  { id: 'b', name: 'B', apiUrl: 'http://b.local:7125' },
  { id: 'b2', name: 'B again', apiUrl: 'HTTP://B.local:7125/' },
  { id: 'c', name: 'C', apiUrl: 'http://c.local:7125' },
  { id: 'a', name: 'A twice', apiUrl: 'http://a2.local:7125' },
];

describe('fleetTargets', () => {
  it.each([
    [[], []],
    [
      ['c', 'a'],
      ['a', 'c'],
    ],
    [['a', 'a', 'a'], ['a']],
    [['b2', 'b'], ['b']],
    [['b2'], ['b2']],
    [['gone', 'c'], ['c']],
  ])('selection %j reaches %j', (selected, ids) => {
    expect(fleetTargets(selected, printers).map((t) => t.id)).toEqual(ids);
  });

  it('keeps the first entry of an id listed twice', () => {
    expect(fleetTargets(['a'], printers)).toEqual([printers[0]]);
  });
});

describe('readStagger', () => {
  it.each([
    ['0', { seconds: 0 }],
    [' 5 ', { seconds: 5 }],
    ['2.5', { seconds: 2.5 }],
    ['2,5', { seconds: 2.5 }],
    ['.5', { seconds: 0.5 }],
    ['3600', { seconds: 3600 }],
    ['', { error: 'required' }],
    ['   ', { error: 'required' }],
    ['five', { error: 'notNumber' }],
    ['5s', { error: 'notNumber' }],
    ['1e3', { error: 'notNumber' }],
    ['0x10', { error: 'notNumber' }],
    ['Infinity', { error: 'notNumber' }],
    ['-1', { error: 'range' }],
    ['3600.01', { error: 'range' }],
    ['99999', { error: 'range' }],
  ])('%j → %j', (text, result) => expect(readStagger(text)).toEqual(result));
});

describe('dropVerdict', () => {
  it.each<[string[], DropVerdict]>([
    [[], { kind: 'none' }],
    [['cube.gcode'], { kind: 'upload', index: 0 }],
    [['CUBE.GCODE'], { kind: 'upload', index: 0 }],
    [['cube.g'], { kind: 'upload', index: 0 }],
    [['cube.gco'], { kind: 'upload', index: 0 }],
    [['cube.ufp'], { kind: 'upload', index: 0 }],
    [['cube.stl'], { kind: 'refused', name: 'cube.stl', extension: '.stl' }],
    [['cube.gcode.txt'], { kind: 'refused', name: 'cube.gcode.txt', extension: '.txt' }],
    [['gcode'], { kind: 'refused', name: 'gcode', extension: '' }],
    [['a.gcode', 'b.gcode'], { kind: 'several' }],
  ])('%j → %j', (names, verdict) => expect(dropVerdict(names)).toEqual(verdict));
});

describe('withSeconds', () => {
  it.each([
    ['hh:mm a', 'hh:mm:ss a'],
    ['h:mm A', 'h:mm:ss A'],
    ['HH:mm', 'HH:mm:ss'],
    ['HH:mm:ss', 'HH:mm:ss'],
  ])('%j → %j', (format, out) => expect(withSeconds(format)).toBe(out));
});

describe('splitPath', () => {
  it.each([
    ['cube.gcode', { folder: '', name: 'cube.gcode' }],
    ['/cube.gcode', { folder: '', name: 'cube.gcode' }],
    ['parts/cube.gcode', { folder: 'parts', name: 'cube.gcode' }],
    ['a/b/cube.gcode', { folder: 'a/b', name: 'cube.gcode' }],
  ])('%j → %j', (path, out) => expect(splitPath(path)).toEqual(out));
});
