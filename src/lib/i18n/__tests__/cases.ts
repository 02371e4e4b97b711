// Messages and expected translations for the translator's tests, in the JSON v4 format of
// Printdeck's translation files (i18next's), read by that format's rules.
import type { Messages, TranslateOptions } from '../translate';

/** A visible escape, so that the tests see where it applies. */
export const mark = (value: string): string => `[${value}]`;

export const BUNDLES: Record<string, Messages> = {
  en: {
    app: {
      greet: 'Hello {{name}}',
      raw: 'Raw {{- name}}',
      spaced: 'Hi {{ name }}',
      twice: '{{a}} and {{a}}',
      path: 'By {{user.name}}',
      format: 'Took {{n, number}}',
      braces: 'Name {{name}}, value {{value}}',
      nested: { deep: 'Deep' },
      empty: '',
      nothing: null,
      onlyEnglish: 'English only',
      files_one: '{{count}} file',
      files_other: '{{count}} files',
      items_zero: 'No items',
      items_one: 'One item',
      items_other: '{{count}} items',
    },
  },
  ru: {
    app: {
      greet: 'Привет {{name}}',
      files_one: '{{count}} файл',
      files_few: '{{count}} файла',
      files_many: '{{count}} файлов',
      files_other: '{{count}} файла (дробное)',
    },
  },
  ar: {
    app: {
      files_zero: 'لا ملفات',
      files_one: 'ملف واحد',
      files_two: 'ملفان',
      files_few: '{{count}} ملفات',
      files_many: '{{count}} ملفًا',
      files_other: '{{count}} ملف',
    },
  },
  pl: {
    app: {
      files_one: '{{count}} plik',
      files_few: '{{count}} pliki',
      files_many: '{{count}} plików',
      files_other: '{{count}} pliku',
    },
  },
  cs: {
    app: {
      files_one: '{{count}} soubor',
      files_few: '{{count}} soubory',
      files_many: '{{count}} souboru',
      files_other: '{{count}} souborů',
    },
  },
  'zh-CN': { app: { files_other: '{{count}} 个文件', greet: '你好 {{name}}' } },
};

export type Case = [language: string, key: string, options: TranslateOptions, expected: string];

export const CASES: Case[] = [
  // placeholders, through the escape unless written {{- name}}
  ['en', 'app.greet', { name: 'Ada' }, 'Hello [Ada]'],
  ['en', 'app.raw', { name: 'Ada' }, 'Raw Ada'],
  ['en', 'app.spaced', { name: 'Ada' }, 'Hi [Ada]'],
  ['en', 'app.twice', { a: 'x' }, '[x] and [x]'],
  ['en', 'app.path', { user: { name: 'Bo' } }, 'By [Bo]'],
  ['en', 'app.greet', { name: 5 }, 'Hello [5]'],
  ['en', 'app.format', { n: 5 }, 'Took [5]'],
  ['en', 'app.greet', {}, 'Hello {{name}}'],
  ['en', 'app.greet', { name: undefined }, 'Hello []'],
  ['en', 'app.greet', { name: null }, 'Hello []'],
  ['en', 'app.braces', { name: '{{value}}', value: 'v' }, 'Name [{{value}}], value [v]'],
  // nested keys, groups, empty and null messages, missing keys
  ['en', 'app.nested.deep', {}, 'Deep'],
  ['en', 'app.nested', {}, "key 'app.nested (en)' returned an object instead of string."],
  ['en', 'app.empty', {}, ''],
  ['en', 'app.nothing', {}, 'app.nothing'],
  ['en', 'no.such.key', {}, 'no.such.key'],
  ['en', 'app.greet.more', {}, 'app.greet.more'],
  ['en', 'no.such.key', { defaultValue: 'Default {{x}}', x: 'y' }, 'Default [y]'],
  ['en', 'app.greet', { defaultValue: 'unused', name: 'A' }, 'Hello [A]'],
  // fallback to English
  ['ru', 'app.greet', { name: 'Аня' }, 'Привет [Аня]'],
  ['ru', 'app.onlyEnglish', {}, 'English only'],
  ['de', 'app.greet', { name: 'Udo' }, 'Hello [Udo]'],
  ['zh-CN', 'app.greet', { name: '李' }, '你好 [李]'],
  ['zh-CN', 'app.onlyEnglish', {}, 'English only'],
  // English plurals; _zero wins for a count of 0 where it exists
  ['en', 'app.files', { count: 1 }, '[1] file'],
  ['en', 'app.files', { count: 0 }, '[0] files'],
  ['en', 'app.files', { count: 2 }, '[2] files'],
  ['en', 'app.items', { count: 0 }, 'No items'],
  ['en', 'app.items', { count: 1 }, 'One item'],
  ['en', 'app.items', { count: 7 }, '[7] items'],
  // a count given as text picks no plural form
  ['en', 'app.files', { count: '1' as unknown as number }, 'app.files'],
  ['en', 'no.such.key', { count: 2 }, 'no.such.key'],
  ['en', 'app.files_one', { count: 5 }, '[5] file'],
  // Russian
  ['ru', 'app.files', { count: 1 }, '[1] файл'],
  ['ru', 'app.files', { count: 2 }, '[2] файла'],
  ['ru', 'app.files', { count: 5 }, '[5] файлов'],
  ['ru', 'app.files', { count: 21 }, '[21] файл'],
  ['ru', 'app.files', { count: 1.5 }, '[1.5] файла (дробное)'],
  ['ru', 'app.items', { count: 3 }, '[3] items'],
  ['ru', 'app.items', { count: 0 }, 'No items'],
  // Arabic: all six categories
  ['ar', 'app.files', { count: 0 }, 'لا ملفات'],
  ['ar', 'app.files', { count: 1 }, 'ملف واحد'],
  ['ar', 'app.files', { count: 2 }, 'ملفان'],
  ['ar', 'app.files', { count: 3 }, '[3] ملفات'],
  ['ar', 'app.files', { count: 11 }, '[11] ملفًا'],
  ['ar', 'app.files', { count: 100 }, '[100] ملف'],
  // Polish
  ['pl', 'app.files', { count: 1 }, '[1] plik'],
  ['pl', 'app.files', { count: 2 }, '[2] pliki'],
  ['pl', 'app.files', { count: 5 }, '[5] plików'],
  ['pl', 'app.files', { count: 22 }, '[22] pliki'],
  ['pl', 'app.files', { count: 1.5 }, '[1.5] pliku'],
  // Czech
  ['cs', 'app.files', { count: 1 }, '[1] soubor'],
  ['cs', 'app.files', { count: 3 }, '[3] soubory'],
  ['cs', 'app.files', { count: 1.5 }, '[1.5] souboru'],
  ['cs', 'app.files', { count: 5 }, '[5] souborů'],
  // Chinese: one form
  ['zh-CN', 'app.files', { count: 1 }, '[1] 个文件'],
  ['zh-CN', 'app.files', { count: 0 }, '[0] 个文件'],
];
