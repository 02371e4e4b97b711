// The translator's state: the loaded languages' messages, the current language, and a version
// number that grows whenever the language changes, for the views that show text to render again.
import {
  findMessage,
  languageChain,
  mergeMessages,
  pluralRulesFor,
  translate,
  type Messages,
  type TranslateOptions,
} from './translate';

/** A message in the language it belongs to. Its identity changes only with the language. */
export type TFunction<Key extends string = string> = (
  key: Key,
  options?: TranslateOptions,
) => string;

export interface Translator<Key extends string = string> {
  /** The current language tag ('en', 'cs', 'zh-CN'...). */
  readonly language: string;
  /** A message in the current language (whatever the language is when it is called). */
  t: TFunction<Key>;
  /** A message in `language`, the same function for each call with the same language. */
  fixedT(language: string): TFunction<Key>;
  /** The writing direction of the current language. */
  dir(): 'ltr' | 'rtl';
  /** Adds messages to a language, keeping what it has (a deep merge that does not overwrite). */
  addResourceBundle(language: string, messages: Readonly<Messages>): void;
  hasResourceBundle(language: string): boolean;
  /** Whether a key names a message or a group in `language` or its fallbacks. */
  exists(key: string, language?: string): boolean;
  changeLanguage(language: string): void;
  /** Calls `listener` after every change of language; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Grows with every change. */
  version(): number;
}

const RIGHT_TO_LEFT: readonly string[] = ['ar', 'he', 'fa', 'ur'];

export function createTranslator<Key extends string = string>(
  fallback: string,
  escape: (value: string) => string,
): Translator<Key> {
  const bundles: Record<string, Messages> = {};
  const fixed = new Map<string, TFunction<Key>>();
  const plurals = new Map<string, Intl.PluralRules>();
  const rulesOf = (lng: string): Intl.PluralRules => {
    let rules = plurals.get(lng);
    if (!rules) plurals.set(lng, (rules = pluralRulesFor(lng)));
    return rules;
  };
  const listeners = new Set<() => void>();
  let language = fallback;
  let version = 0;

  const changed = () => {
    version += 1;
    for (const listener of listeners) listener();
  };
  const fixedT = (lng: string): TFunction<Key> => {
    let t = fixed.get(lng);
    if (!t) {
      const chain = languageChain(lng, fallback);
      t = (key, options = {}) => translate(bundles, chain, key, options, escape, rulesOf);
      fixed.set(lng, t);
    }
    return t;
  };

  return {
    get language() {
      return language;
    },
    t: (key, options) => fixedT(language)(key, options),
    fixedT,
    dir: () => (RIGHT_TO_LEFT.includes(language.split('-')[0] ?? '') ? 'rtl' : 'ltr'),
    // Added messages tell no listener: a language's messages are added before it is chosen
    // (changeLanguage tells), and a lazy part adds its English before anything of it renders, so no
    // view on screen shows them yet. Telling would render every translated view again each time a
    // card's code arrives (a long task while the dashboard fills in).
    addResourceBundle(lng, messages) {
      bundles[lng] = mergeMessages(bundles[lng] ?? {}, structuredClone(messages));
    },
    hasResourceBundle: (lng) => Object.hasOwn(bundles, lng),
    exists: (key, lng = language) =>
      findMessage(bundles, languageChain(lng, fallback), key, undefined, rulesOf) !== undefined,
    changeLanguage(lng) {
      language = lng;
      changed();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    version: () => version,
  };
}
