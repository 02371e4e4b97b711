import { describe, expect, it } from 'vitest';
import { languageChain, mergeMessages, translate, type Messages } from '../translate';
import { BUNDLES, CASES, mark } from './cases';

describe('translate', () => {
  it.each(CASES)('%s %s %j → %s', (language, key, options, expected) => {
    expect(translate(BUNDLES, languageChain(language, 'en'), key, options, mark)).toBe(expected);
  });
});

describe('languageChain', () => {
  it.each([
    ['en', ['en']],
    ['de', ['de', 'en']],
    ['zh-CN', ['zh-CN', 'zh', 'en']],
  ])('%s → %j', (language, chain) => {
    expect(languageChain(language, 'en')).toEqual(chain);
  });
});

describe('mergeMessages', () => {
  it.each<[string, Messages, Messages, Messages]>([
    ['adds a new group', { a: { x: '1' } }, { b: { y: '2' } }, { a: { x: '1' }, b: { y: '2' } }],
    [
      'merges a group key by key',
      { a: { x: '1', deep: { p: 'p' } } },
      { a: { y: '2', deep: { q: 'q' } } },
      { a: { x: '1', y: '2', deep: { p: 'p', q: 'q' } } },
    ],
    [
      'keeps a message already there',
      { a: { x: 'old' } },
      { a: { x: 'new' } },
      { a: { x: 'old' } },
    ],
    ['keeps a message where a group comes', { a: 'text' }, { a: { x: '1' } }, { a: 'text' }],
    ['ignores __proto__', {}, JSON.parse('{"__proto__": {"polluted": "yes"}}') as Messages, {}],
  ])('%s', (_, target, source, merged) => {
    expect(mergeMessages(target, source)).toEqual(merged);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
