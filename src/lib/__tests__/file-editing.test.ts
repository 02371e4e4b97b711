import { describe, expect, it } from 'vitest';
import {
  editorMode,
  isAutoEdit,
  normaliseExtensions,
  validateNewFileName,
  type EditorMode,
} from '../file-editing';
import { dirItem, fileItem, rootProperties, type BrowserItem } from '../files';
import type { Permissions } from '../../../protocol/files';

const file = (filename: string, permissions: Permissions = 'rw'): BrowserItem =>
  fileItem('', { filename, modified: 1, size: 10, permissions });

describe('editorMode', () => {
  const cases: [root: string, name: string, printing: boolean, expected: EditorMode | null][] = [
    ['config', 'printer.cfg', false, 'edit'],
    ['config', 'printer.cfg', true, 'view'],
    ['config', 'README.md', false, 'edit'],
    ['gcodes', 'cube.gcode', false, 'edit'],
    ['gcodes', 'cube.gcode', true, null],
    ['logs', 'klippy.log', false, 'view'],
    ['logs', 'klippy.log', true, 'view'],
    ['docs', 'README.md', false, 'view'],
    ['config_examples', 'generic.cfg', false, 'view'],
    ['timelapse', 'frame.txt', false, 'view'],
    ['other', 'notes.txt', false, null],
  ];
  it.each(cases)('%s/%s printing=%s → %s', (root, name, printing, expected) =>
    expect(editorMode(file(name), rootProperties(root), printing)).toBe(expected),
  );

  it('views a file the server marks read-only in an editing root', () =>
    expect(editorMode(file('printer.cfg', 'r'), rootProperties('config'), false)).toBe('view'));

  it('views only when the server gives the root no write access', () =>
    expect(editorMode(file('printer.cfg'), rootProperties('config', 'r'), false)).toBeNull());

  it('never opens a folder', () =>
    expect(
      editorMode(
        dirItem('', { dirname: 'macros', modified: 1, size: 0, permissions: 'rw' }),
        rootProperties('config'),
        false,
      ),
    ).toBeNull());
});

describe('auto-edit extensions', () => {
  it.each([
    [
      ['.cfg', 'conf', ' TXT ', '.cfg', '', '..md'],
      ['.cfg', '.conf', '.md', '.txt'],
    ],
    [[], []],
    [
      ['sh', '.ini', '.SH'],
      ['.ini', '.sh'],
    ],
  ])('normaliseExtensions(%j) = %j', (input, expected) =>
    expect(normaliseExtensions(input)).toEqual(expected),
  );

  const defaults = ['.cfg', '.conf', '.ini', '.log', '.md', '.sh', '.txt'];
  it.each([
    ['printer.cfg', true],
    ['PRINTER.CFG', true],
    ['klippy.log', true],
    ['klippy.log.2024-01-01', false],
    ['cube.gcode', false],
    ['Makefile', false],
    ['.cfg', false],
  ])('isAutoEdit(%s) = %s', (name, expected) => expect(isAutoEdit(name, defaults)).toBe(expected));

  it('reads a list not yet normalised', () => expect(isAutoEdit('a.ini', ['INI'])).toBe(true));
});

describe('validateNewFileName', () => {
  const config = rootProperties('config').accepts;
  it.each([
    ['extra.cfg', config, null],
    [' extra.cfg ', config, null],
    ['moonraker.conf', config, null],
    ['notes.md', config, null],
    ['notes.txt', config, 'extension'],
    ['extra', config, 'extension'],
    ['', config, 'required'],
    ['a/b.cfg', config, 'invalid'],
    ['printer.cfg', config, 'exists'],
    ['anything.txt', [], null],
  ] as const)('%j in a root accepting %j → %s', (name, accepts, expected) =>
    expect(validateNewFileName(name, ['printer.cfg'], accepts)).toBe(expected),
  );
});
