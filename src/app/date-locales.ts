// dayjs's month and day names for each interface language, loaded with the language.
import dayjs from 'dayjs';

/** A language tag → dayjs's locale module (which registers itself with dayjs when it loads). */
const LOADERS: Record<string, () => Promise<unknown>> = {
  cs: () => import('dayjs/locale/cs.js'),
  'zh-CN': () => import('dayjs/locale/zh-cn.js'),
  de: () => import('dayjs/locale/de.js'),
  es: () => import('dayjs/locale/es.js'),
  fr: () => import('dayjs/locale/fr.js'),
  it: () => import('dayjs/locale/it.js'),
  hu: () => import('dayjs/locale/hu.js'),
  nl: () => import('dayjs/locale/nl.js'),
  pt: () => import('dayjs/locale/pt.js'),
  ru: () => import('dayjs/locale/ru.js'),
  uk: () => import('dayjs/locale/uk.js'),
  ko: () => import('dayjs/locale/ko.js'),
  ar: () => import('dayjs/locale/ar.js'),
  ja: () => import('dayjs/locale/ja.js'),
};

/** Loads the language's dayjs locale and makes it dayjs's own; English when there is none or it fails. */
export async function applyDateLocale(tag: string): Promise<void> {
  const load = LOADERS[tag];
  const name = tag.toLowerCase();
  try {
    if (load) await load();
  } catch {
    // English month names rather than none.
  }
  dayjs.locale(dayjs.Ls[name] ? name : 'en');
}
