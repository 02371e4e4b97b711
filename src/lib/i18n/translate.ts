// Printdeck's translator, the pure part: finding a message in the loaded languages, choosing its
// plural form and filling in its placeholders. The translation files keep i18next's JSON v4
// format (nested groups, `{{name}}` placeholders, plural keys `key_one`, `key_other`...), which
// translation tools read, and a message is read by that format's rules:
// - the languages tried are the chosen tag, its bare language ('zh-CN', then 'zh') and English;
// - with a numeric `count`, each language tries `key_zero` (count 0 only), then the suffix its own
//   Intl.PluralRules picks (`key_few` in Russian, `key_other` in Chinese), then `key` itself;
// - a missing message is the key, or `defaultValue` when given; a group where a message belongs
//   is a sentence saying so; an empty message is valid, `null` is missing;
// - `{{name}}` (or a dotted path into the values) takes the value passed under that name, as text
//   through `escape`; `{{- name}}` takes it as it is; a name not passed stays as written, one
//   passed as undefined or null is empty. A format after a comma (`{{n, number}}`) is ignored:
//   the translation files have none. Values are never read for placeholders again.
// Pure.

export type Messages = { [key: string]: unknown };

/** What a message is asked with: `count` picks the plural form; the rest fill placeholders. */
export interface TranslateOptions {
  count?: number;
  defaultValue?: string;
  [name: string]: unknown;
}

/** A language's plural rules (English's for a tag the browser does not know). */
export function pluralRulesFor(language: string): Intl.PluralRules {
  try {
    return new Intl.PluralRules(language);
  } catch {
    return new Intl.PluralRules('en');
  }
}

/** Where a lookup finds a language's plural rules (a translator keeps them; default: made anew). */
export type PluralRulesOf = (language: string) => Intl.PluralRules;

/** The languages a message is looked for in, in order, without repeats. */
export function languageChain(language: string, fallback: string): string[] {
  const chain = [language];
  const bare = language.split('-')[0] ?? language;
  if (bare !== language) chain.push(bare);
  if (!chain.includes(fallback)) chain.push(fallback);
  return chain;
}

/** The value at a dotted path (own properties only), or undefined. */
export function valueAt(tree: unknown, path: string): unknown {
  let node = tree;
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return undefined;
    node = (node as Messages)[part];
  }
  return node;
}

/** The message (or group) a key names, looked for language by language; undefined if none. */
export function findMessage(
  bundles: Readonly<Record<string, Messages>>,
  chain: readonly string[],
  key: string,
  count?: unknown,
  rulesOf: PluralRulesOf = pluralRulesFor,
): unknown {
  const plural = count !== undefined && typeof count !== 'string';
  for (const language of chain) {
    const keys = [key];
    if (plural) keys.unshift(`${key}_${rulesOf(language).select(Number(count))}`);
    if (plural && count === 0) keys.unshift(`${key}_zero`);
    for (const candidate of keys) {
      const value = valueAt(bundles[language], candidate);
      if (value !== undefined && value !== null) return value;
    }
  }
  return undefined;
}

const PLACEHOLDER = /\{\{(.+?)\}\}/g;

/** A message with its placeholders filled from `values`. */
export function interpolate(
  message: string,
  values: Readonly<Record<string, unknown>>,
  escape: (value: string) => string,
): string {
  return message.replace(PLACEHOLDER, (whole, inner: string) => {
    const raw = inner.startsWith('-');
    const name = (raw ? inner.slice(1) : inner).split(',')[0]?.trim() ?? '';
    const own = Object.hasOwn(values, name);
    const value = own ? values[name] : valueAt(values, name);
    if (value === undefined && !own) return whole;
    const text = value === undefined || value === null ? '' : String(value as string);
    return raw ? text : escape(text);
  });
}

/** A translated, filled-in message; `language` is the chain's first, named in the object notice. */
export function translate(
  bundles: Readonly<Record<string, Messages>>,
  chain: readonly string[],
  key: string,
  options: TranslateOptions,
  escape: (value: string) => string,
  rulesOf: PluralRulesOf = pluralRulesFor,
): string {
  const found = findMessage(bundles, chain, key, options.count, rulesOf);
  if (typeof found === 'object' && found !== null)
    return `key '${key} (${chain[0] ?? ''})' returned an object instead of string.`;
  const message = found ?? options.defaultValue ?? key;
  return interpolate(String(message as string), options, escape);
}

/**
 * Merges `source` into `target` deeply without overwriting: groups merge key by key, a message
 * already there stays (a lazily loaded area never replaces text). Returns `target`.
 */
export function mergeMessages(target: Messages, source: Readonly<Messages>): Messages {
  for (const [key, value] of Object.entries(source)) {
    if (key === '__proto__' || key === 'constructor') continue;
    const existing = target[key];
    if (!Object.hasOwn(target, key)) target[key] = value;
    else if (typeof existing !== 'string' && typeof value !== 'string')
      mergeMessages(existing as Messages, value as Messages);
  }
  return target;
}
