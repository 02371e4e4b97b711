import { describe, expect, it } from 'vitest';
import {
  baseName,
  canPrintFile,
  copyName,
  extensionOf,
  fileItem,
  dirItem,
  isAccepted,
  isHiddenName,
  joinPath,
  listItems,
  parentItem,
  parentPath,
  pathCrumbs,
  pickThumbnail,
  preheatGcode,
  rootProperties,
  sanitizeColumns,
  defaultColumns,
  sortItems,
  thumbnailUrl,
  validateName,
  type BrowserItem,
} from '../files';

const file = (filename: string, extra: Record<string, unknown> = {}): BrowserItem =>
  fileItem('', { filename, modified: 1, size: 10, permissions: 'rw', ...extra });
const dir = (dirname: string, modified = 1): BrowserItem =>
  dirItem('', { dirname, modified, size: 4096, permissions: 'rw' });

describe('paths', () => {
  it.each([
    [['gcodes', '', 'a/', '/b.gcode'], 'gcodes/a/b.gcode'],
    [['', ''], ''],
    [['gcodes', 'sub//dir'], 'gcodes/sub/dir'],
  ])('joinPath(%j) = %s', (parts, expected) => expect(joinPath(...parts)).toBe(expected));

  it.each([
    ['a/b/c.gcode', 'a/b', 'c.gcode'],
    ['c.gcode', '', 'c.gcode'],
    ['a/b/', 'a', 'b'],
  ])('%s → parent %s, base %s', (path, parent, base) => {
    expect(parentPath(path)).toBe(parent);
    expect(baseName(path)).toBe(base);
  });

  it.each([
    ['Benchy.GCODE', '.gcode'],
    ['archive.tar.gz', '.gz'],
    ['.config', ''],
    ['README', ''],
  ])('extensionOf(%s) = %s', (name, ext) => expect(extensionOf(name)).toBe(ext));

  it.each([
    ['cube.gcode', 'cube_copy.gcode'],
    ['notes', 'notes_copy'],
    ['a.b.cfg', 'a.b_copy.cfg'],
  ])('copyName(%s) = %s', (name, copy) => expect(copyName(name)).toBe(copy));

  it('builds breadcrumbs from the root down', () => {
    expect(pathCrumbs('a/b')).toEqual([
      { name: 'a', path: 'a' },
      { name: 'b', path: 'a/b' },
    ]);
    expect(pathCrumbs('')).toEqual([]);
  });
});

describe('hidden files', () => {
  it.each([
    ['.thumbs', true],
    ['.thumbs-old', true],
    ['thumbs', true],
    ['thumbsup.gcode', true],
    ['old.ignoreme', true],
    ['.hidden', true],
    ['..', false],
    ['cube.gcode', false],
    ['my thumbs.gcode', false],
  ])('%s hidden: %s', (name, hidden) => expect(isHiddenName(name)).toBe(hidden));

  it('shows dot files on request, never thumbnails', () => {
    expect(isHiddenName('.hidden', true)).toBe(false);
    expect(isHiddenName('.thumbs', true)).toBe(true);
  });

  it('lists .. below the root and drops hidden entries', () => {
    const listing = {
      dirs: [{ dirname: '.thumbs', modified: 1, size: 0, permissions: 'rw' as const }],
      files: [
        { filename: 'a.gcode', modified: 1, size: 1, permissions: 'rw' as const },
        { filename: 'b.ignoreme', modified: 1, size: 1, permissions: 'rw' as const },
      ],
    };
    expect(listItems('', listing).map((i) => i.name)).toEqual(['a.gcode']);
    expect(listItems('sub', listing).map((i) => i.name)).toEqual(['..', 'a.gcode']);
    expect(listItems('sub', listing, { filter: 'B' }).map((i) => i.name)).toEqual(['..']);
  });
});

describe('sorting', () => {
  const names = (items: BrowserItem[]) => items.map((i) => i.name);

  it("puts '..' first, directories apart from files, names case-insensitive and numeric", () => {
    const items = [
      file('file10.gcode'),
      file('File2.gcode'),
      dir('zeta'),
      parentItem('sub'),
      dir('Alpha'),
      file('apple.gcode'),
    ];
    expect(names(sortItems(items, 'name'))).toEqual([
      '..',
      'Alpha',
      'zeta',
      'apple.gcode',
      'File2.gcode',
      'file10.gcode',
    ]);
    expect(names(sortItems(items, 'name', true))).toEqual([
      '..',
      'zeta',
      'Alpha',
      'file10.gcode',
      'File2.gcode',
      'apple.gcode',
    ]);
  });

  it('is accent sensitive', () => {
    const items = [file('é.gcode'), file('e.gcode'), file('E.gcode')];
    const sorted = names(sortItems(items, 'name'));
    expect(sorted.indexOf('é.gcode')).toBe(2);
  });

  it('compares numbers as numbers and puts missing values last', () => {
    const items = [
      file('a', { estimated_time: 100 }),
      file('b', { estimated_time: 9 }),
      file('c'),
      file('d', { estimated_time: 1000 }),
    ];
    expect(names(sortItems(items, 'estimated_time'))).toEqual(['b', 'a', 'd', 'c']);
    expect(names(sortItems(items, 'estimated_time', true))).toEqual(['d', 'a', 'b', 'c']);
  });

  it('sorts by size and date with directories still apart', () => {
    const items = [
      file('big', { size: 500 }),
      dir('old', 5),
      file('small', { size: 2 }),
      dir('new', 9),
    ];
    expect(names(sortItems(items, 'size'))).toEqual(['new', 'old', 'small', 'big']);
    expect(names(sortItems(items, 'modified', true))).toEqual(['new', 'old', 'big', 'small']);
  });
});

describe('rights per root', () => {
  it.each([
    [
      'gcodes',
      { readonly: false, canPrint: true, canEdit: true, canConfigure: true, canView: false },
    ],
    ['config', { readonly: false, canPrint: false, canEdit: true, canConfigure: false }],
    ['config_examples', { readonly: true, canView: true, canEdit: false, canDelete: false }],
    ['docs', { readonly: true, canView: true }],
    ['logs', { readonly: true, canView: true }],
    ['timelapse', { readonly: true, canView: true, canDelete: true, canCreateDirectory: true }],
    ['other', { readonly: true, canView: false, canDelete: false, canPrint: false }],
  ])('%s', (root, expected) => expect(rootProperties(root)).toMatchObject(expected));

  it.each([
    ['gcodes', 'cube.gcode', true],
    ['gcodes', 'CUBE.G', true],
    ['gcodes', 'part.ufp', true],
    ['gcodes', 'printer.cfg', false],
    ['config', 'printer.cfg', true],
    ['config', 'moonraker.conf', true],
    ['config', 'README.md', true],
    ['config', 'cube.gcode', false],
    ['logs', 'klippy.log', false],
  ])('%s accepts %s: %s', (root, name, accepted) =>
    expect(isAccepted(name, rootProperties(root))).toBe(accepted),
  );

  it('a root the server reports read-only is read-only', () => {
    expect(rootProperties('config', 'r')).toMatchObject({
      readonly: true,
      canEdit: false,
      canDelete: false,
    });
    expect(rootProperties('gcodes', 'rw').readonly).toBe(false);
  });

  it('offers print only for accepted files where the root prints', () => {
    expect(canPrintFile(file('a.gcode'), rootProperties('gcodes'))).toBe(true);
    expect(canPrintFile(file('a.txt'), rootProperties('gcodes'))).toBe(false);
    expect(canPrintFile(file('a.gcode'), rootProperties('config'))).toBe(false);
    expect(canPrintFile(dir('a.gcode'), rootProperties('gcodes'))).toBe(false);
  });

  it('preheats only with both first-layer temperatures', () => {
    expect(
      preheatGcode({
        filename: 'a',
        modified: 1,
        size: 1,
        permissions: 'rw',
        first_layer_extr_temp: 215,
        first_layer_bed_temp: 60,
      }),
    ).toBe('M104 S215\nM140 S60');
    expect(
      preheatGcode({
        filename: 'a',
        modified: 1,
        size: 1,
        permissions: 'rw',
        first_layer_extr_temp: 215,
      }),
    ).toBeNull();
    expect(preheatGcode(undefined)).toBeNull();
  });
});

describe('name validation', () => {
  const siblings = ['cube.gcode', 'parts'];
  it.each([
    ['', undefined, 'required'],
    ['   ', undefined, 'required'],
    ['parts', undefined, 'exists'],
    ['cube.gcode', undefined, 'exists'],
    ['Cube.gcode', undefined, null],
    ['cube.gcode', 'cube.gcode', null],
    ['a/b', undefined, 'invalid'],
    ['..', undefined, 'invalid'],
    ['new folder', undefined, null],
  ])('%j (renaming %s) → %s', (name, current, expected) =>
    expect(validateName(name, siblings, current)).toBe(expected),
  );
});

describe('columns and thumbnails', () => {
  it('keeps only known columns of the root, in display order', () => {
    expect(sanitizeColumns('gcodes', ['slicer', 'size', 'bogus'])).toEqual(['size', 'slicer']);
    expect(sanitizeColumns('config', ['slicer', 'size'])).toEqual(['size']);
    expect(sanitizeColumns('gcodes', 'nope')).toEqual(['modified', 'size', 'estimated_time']);
  });

  it('shows fewer columns by default on a phone', () => {
    expect(defaultColumns('gcodes')).toEqual(['modified', 'size', 'estimated_time']);
    expect(defaultColumns('gcodes', true)).toEqual(['estimated_time']);
    expect(defaultColumns('config', true)).toEqual(['modified']);
  });

  it('picks the smallest thumbnail of at least 32 px', () => {
    const thumbs = [
      { width: 300, height: 300, size: 1, relative_path: '.thumbs/a-300x300.png' },
      { width: 16, height: 16, size: 1, relative_path: '.thumbs/a-16x16.png' },
      { width: 48, height: 48, size: 1, relative_path: '.thumbs/a-48x48.png' },
    ];
    expect(pickThumbnail(thumbs)?.width).toBe(48);
    expect(pickThumbnail([thumbs[1]!])).toBeNull();
    expect(pickThumbnail(undefined)).toBeNull();
  });

  it('builds the thumbnail URL on the API address', () => {
    const thumb = { width: 48, height: 48, size: 1, relative_path: '.thumbs/my cube-48x48.png' };
    expect(thumbnailUrl('http://p:7125/', 'sub dir', thumb, 12.7)).toBe(
      'http://p:7125/server/files/gcodes/sub%20dir/.thumbs/my%20cube-48x48.png?date=13',
    );
    expect(thumbnailUrl('http://p:7125', '', thumb)).toBe(
      'http://p:7125/server/files/gcodes/.thumbs/my%20cube-48x48.png',
    );
  });
});
