// Shapes of answers (lib/answer-shape): where a printer's answer departs from what Printdeck reads,
// and how what came back is described (lib/answer-fault) (a web page, text cut short, a list, nothing).
import { describe, expect, it } from 'vitest';
import { describeMisfit, EXCERPT_LENGTH } from '../answer-fault';
import { findMisfit, kindOf, type Shape } from '../answer-shape';

const info: Shape = { klippy_state: 's', components: ['s'], 'warnings?': ['s'] };
const PAGE = '<!doctype html>\n<html lang="en"><head><title>Printdeck</title></head></html>';

describe('kindOf', () => {
  it.each([
    ['text', 's'],
    [1.5, 'n'],
    [false, 'b'],
    [null, 'l'],
    [[], 'a'],
    [{}, 'o'],
    [undefined, 'u'],
  ])('%j is %s', (value, kind) => {
    expect(kindOf(value)).toBe(kind);
  });
});

describe('findMisfit, and how the misfit is described', () => {
  it.each<[string, unknown, Shape, ReturnType<typeof describeMisfit> | null]>([
    ['a fitting answer', { klippy_state: 'ready', components: ['a'] }, info, null],
    ['extra fields are left alone', { klippy_state: 'x', components: [], more: 1 }, info, null],
    ['an optional field may be absent', { klippy_state: 'x', components: [] }, info, null],
    [
      'an optional field that is there is checked',
      { klippy_state: 'x', components: [], warnings: 'none' },
      info,
      { path: 'warnings', kind: 's', excerpt: 'none' },
    ],
    ['a web page', PAGE, info, { path: '', kind: 'html' }],
    [
      'a text field holding a web page',
      { klippy_state: PAGE, components: [] },
      info,
      { path: 'klippy_state', kind: 'html' },
    ],
    ['a web page where any value is read', { value: PAGE }, { value: '' }, null],
    [
      'a web page after a comment',
      '<!-- served by x --><HTML><body>',
      info,
      { path: '', kind: 'html' },
    ],
    ['other text', 'Bad Gateway', info, { path: '', kind: 's', excerpt: 'Bad Gateway' }],
    ['empty text', '   ', info, { path: '', kind: 's' }],
    ['null', null, info, { path: '', kind: 'l' }],
    ['nothing', undefined, info, { path: '', kind: 'u' }],
    ['a list', [info], info, { path: '', kind: 'a' }],
    ['an empty object', {}, info, { path: 'klippy_state', kind: 'u' }],
    [
      'a field of the wrong type',
      { klippy_state: 3, components: [] },
      info,
      { path: 'klippy_state', kind: 'n' },
    ],
    [
      'a list item of the wrong type',
      { klippy_state: 'x', components: ['a', null] },
      info,
      { path: 'components[1]', kind: 'l' },
    ],
    ['a list where an object is read', [], { a: 's' }, { path: '', kind: 'a' }],
    ['an object where a list is read', {}, ['s'], { path: '', kind: 'o' }],
    ['several kinds allowed', { end: null }, { end: 'nl' }, null],
    ['any present value', { value: false }, { value: '' }, null],
    ['any value must be present', {}, { value: '' }, { path: 'value', kind: 'u' }],
    ['every value of a map', { a: {}, b: {} }, { '*': 'o' }, null],
    [
      'a map value of the wrong type',
      { extruder: {}, fan: 0.5 },
      { '*': 'o' },
      { path: 'fan', kind: 'n' },
    ],
    [
      'nested objects and lists',
      { jobs: [{ id: 'a' }, { id: 1 }] },
      { jobs: [{ id: 's' }] },
      { path: 'jobs[1].id', kind: 'n' },
    ],
  ])('%s', (_name, value, shape, fault) => {
    const misfit = findMisfit(value, shape);
    expect(misfit && describeMisfit(misfit)).toEqual(fault);
  });
});

describe('describeMisfit', () => {
  it('cuts long text from the printer short, whitespace folded', () => {
    const text = `Error:\n\n${'x'.repeat(200)}`;
    const fault = describeMisfit({ path: '', value: text });
    expect(fault.excerpt).toHaveLength(EXCERPT_LENGTH);
    expect(fault.excerpt?.startsWith('Error: xxx')).toBe(true);
    expect(fault.excerpt?.endsWith('…')).toBe(true);
  });

  it('keeps markup that is not a page as text, never as anything else', () => {
    expect(describeMisfit({ path: '', value: '<script>alert(1)</script>' })).toEqual({
      path: '',
      kind: 's',
      excerpt: '<script>alert(1)</script>',
    });
  });

  it('cuts a long path made of the printer’s own names', () => {
    const path = 'a'.repeat(300);
    expect(describeMisfit({ path, value: 1 }).path).toHaveLength(EXCERPT_LENGTH);
  });
});
