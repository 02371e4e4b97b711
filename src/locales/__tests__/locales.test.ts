// Locale parity: every language folder has English's area files with exactly English's keys and
// placeholders; English's areas own distinct top-level keys and are all in the resources index.
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import i18n from '../i18n';
import { describe, expect, it } from 'vitest';
import { english, englishAreas, LAZY_ENGLISH_AREAS } from '../en';

const LOCALES = resolve(import.meta.dirname, '..');

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

function readJson(path: string): Json {
  return JSON.parse(readFileSync(path, 'utf8')) as Json;
}

function isObject(value: Json | undefined): value is { [key: string]: Json } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The `{{name}}` placeholders of a message, sorted and without duplicates. */
export function placeholders(message: string): string[] {
  const names = [...message.matchAll(/\{\{\s*([^,}\s]+)[^}]*\}\}/g)].map((m) => m[1] ?? '');
  return [...new Set(names)].sort();
}

/** The language tag whose plural rules a folder follows (as lib/locale.ts's localeTag). */
const TAGS: Record<string, string> = { cz: 'cs', cn: 'zh-CN' };

const PLURAL = /^(.+)_(zero|one|two|few|many|other)$/;

/**
 * The keys a language must have for a group's keys in English: a plural message (English's
 * `x_one` and `x_other`) becomes one key per plural category of the language (`x_few`,
 * `x_many`... for Russian, only `x_other` for Japanese); everything else stays as it is.
 * Each key maps to the English key whose placeholders it must carry.
 */
export function expectedKeys(
  englishKeys: string[],
  categories: readonly string[] = ['one', 'other'],
): Map<string, string> {
  const out = new Map<string, string>();
  for (const key of englishKeys) {
    const plural = PLURAL.exec(key);
    if (!plural) out.set(key, key);
    else
      for (const category of categories) out.set(`${plural[1]}_${category}`, `${plural[1]}_other`);
  }
  return out;
}

/**
 * How `candidate` differs from `reference`: missing and extra keys, a message where the reference
 * has a group (or the reverse), a message that is not text, different placeholders. Empty = same.
 * `categories` are the candidate language's plural categories.
 */
export function differences(
  reference: Json,
  candidate: Json,
  path = '',
  categories: readonly string[] = ['one', 'other'],
): string[] {
  if (isObject(reference)) {
    if (!isObject(candidate)) return [`${path || '(root)'}: expected a group of messages`];
    const out: string[] = [];
    const expected = expectedKeys(Object.keys(reference), categories);
    for (const [key, source] of expected) {
      const at = path ? `${path}.${key}` : key;
      if (!(key in candidate)) out.push(`${at}: missing`);
      else
        out.push(...differences(reference[source] ?? null, candidate[key] ?? null, at, categories));
    }
    for (const key of Object.keys(candidate))
      if (!expected.has(key)) out.push(`${path ? `${path}.${key}` : key}: not in English`);
    return out;
  }
  if (typeof candidate !== 'string') return [`${path}: expected a message`];
  if (typeof reference !== 'string') return [`${path}: English has no message here`];
  const want = placeholders(reference).join(', ');
  const got = placeholders(candidate).join(', ');
  return want === got ? [] : [`${path}: placeholders {${got}} instead of {${want}}`];
}

const folders = readdirSync(LOCALES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('__'))
  .map((entry) => entry.name)
  .sort();
const jsonFiles = (folder: string): string[] =>
  readdirSync(join(LOCALES, folder))
    .filter((name) => name.endsWith('.json'))
    .sort();
const englishFiles = jsonFiles('en');

describe('the comparison', () => {
  const reference: Json = {
    area: { title: 'Title', greeting: 'Hello {{name}}', group: { one: 'One' } },
  };

  it('finds nothing between equal shapes (other words, placeholders in another order)', () => {
    expect(
      differences(reference, {
        area: { group: { one: 'Eins' }, greeting: 'Hallo {{ name }}', title: 'Titel' },
      }),
    ).toEqual([]);
  });

  it('finds every kind of difference in a broken locale', () => {
    const broken: Json = {
      area: { greeting: 'Hallo {{user}}', group: 'Eins', extra: 'Extra' },
      other: {},
    };
    expect(differences(reference, broken)).toEqual([
      'area.title: missing',
      'area.greeting: placeholders {user} instead of {name}',
      'area.group: expected a group of messages',
      'area.extra: not in English',
      'other: not in English',
    ]);
  });

  it('asks for each plural category of the language, with the placeholders of English', () => {
    const plural: Json = { files: { count_one: '{{count}} file', count_other: '{{count}} files' } };
    expect(
      differences(plural, { files: { count_other: '{{count}} ファイル' } }, '', ['other']),
    ).toEqual([]);
    expect(
      differences(
        plural,
        { files: { count_one: '{{count}} файл', count_few: 'файла', count_many: '{{count}}' } },
        '',
        ['one', 'few', 'many', 'other'],
      ),
    ).toEqual([
      'files.count_few: placeholders {} instead of {count}',
      'files.count_other: missing',
    ]);
    expect(
      differences(plural, { files: { count_one: '', count_other: '', count_few: '' } }),
    ).toEqual([
      'files.count_one: placeholders {} instead of {count}',
      'files.count_other: placeholders {} instead of {count}',
      'files.count_few: not in English',
    ]);
  });

  it.each([
    ['Hello', []],
    ['{{count}} selected', ['count']],
    ['{{a}} and {{b}} and {{a}}', ['a', 'b']],
    ['{{price, currency}}', ['price']],
  ] as const)('placeholders of %j', (message, names) =>
    expect(placeholders(message)).toEqual(names),
  );
});

describe('English', () => {
  it('has area files', () => expect(englishFiles.length).toBeGreaterThan(0));

  it('lists every area file in the resources index (src/locales/en/index.ts)', () => {
    expect([...Object.keys(englishAreas), ...LAZY_ENGLISH_AREAS].sort()).toEqual(
      englishFiles.map((name) => name.replace(/\.json$/, '')),
    );
    for (const area of Object.keys(englishAreas) as (keyof typeof englishAreas)[])
      expect(englishAreas[area], area).toEqual(readJson(join(LOCALES, 'en', `${area}.json`)));
  });

  it('has every module that uses a lazy area register it', () => {
    const missing: string[] = [];
    for (const file of sourceFiles(resolve(LOCALES, '..'))) {
      const text = readFileSync(file, 'utf8');
      for (const area of LAZY_ENGLISH_AREAS) {
        const uses = new RegExp(`[\`'"]${area}\\.[a-zA-Z$]`).test(text);
        const registers =
          text.includes(`/en/${area}.json'`) && text.includes(`registerEnglishArea(`);
        if (uses && !registers) missing.push(`${file}: ${area}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('gives each top-level key to one area file only', () => {
    const owners = new Map<string, string[]>();
    for (const name of englishFiles) {
      const data = readJson(join(LOCALES, 'en', name));
      expect(isObject(data), `${name} is an object of groups`).toBe(true);
      for (const key of Object.keys(isObject(data) ? data : {}))
        owners.set(key, [...(owners.get(key) ?? []), name]);
    }
    const shared = [...owners].filter(([, files]) => files.length > 1);
    expect(shared).toEqual([]);
  });

  it('is what the app translates with', () => {
    const lazy = new Set<string>(LAZY_ENGLISH_AREAS);
    expect(Object.keys(english).sort()).toEqual(
      owners(englishFiles.filter((name) => !lazy.has(name.replace(/\.json$/, '')))).sort(),
    );
    expect(i18n.t('temperature.axis.min', { value: 5 })).toBe('-5 min');
    expect(i18n.t('app.userMenu', { username: 'ada' })).toBe('User menu (ada)');
  });
});

/** The dashboard's source modules (tests and the locales themselves left out). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === '__tests__' || entry.name === 'locales' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function owners(files = englishFiles): string[] {
  return files.flatMap((name) => {
    const data = readJson(join(LOCALES, 'en', name));
    return isObject(data) ? Object.keys(data) : [];
  });
}

describe.each(folders.filter((folder) => folder !== 'en'))('locale %s', (folder) => {
  it('has the same area files as English', () => {
    expect(jsonFiles(folder)).toEqual(englishFiles);
  });

  const categories = new Intl.PluralRules(TAGS[folder] ?? folder).resolvedOptions()
    .pluralCategories;

  it.each(englishFiles)('%s has the same keys and placeholders as English', (name) => {
    const own = jsonFiles(folder).includes(name) ? readJson(join(LOCALES, folder, name)) : null;
    expect(differences(readJson(join(LOCALES, 'en', name)), own, '', categories)).toEqual([]);
  });
});

it('finds the locale folders (English at least)', () => {
  expect(folders).toContain('en');
});
