// What a language needs besides its messages, loaded with it (never on the first page): dayjs's
// month and day names, and MUI's own texts (pagination, close buttons, autocomplete...).
import dayjs from 'dayjs';
import type { Localization } from '@mui/material/locale';

/** A language tag → dayjs's locale module (which registers itself with dayjs when it loads). */
const DATES: Record<string, () => Promise<unknown>> = {
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

/** A language tag → MUI's texts for it (Portuguese is Brazil's, as Printdeck's translation). */
const COMPONENT_TEXTS: Record<string, () => Promise<Localization>> = {
  cs: async () => (await import('@mui/material/locale')).csCZ,
  'zh-CN': async () => (await import('@mui/material/locale')).zhCN,
  de: async () => (await import('@mui/material/locale')).deDE,
  es: async () => (await import('@mui/material/locale')).esES,
  fr: async () => (await import('@mui/material/locale')).frFR,
  it: async () => (await import('@mui/material/locale')).itIT,
  hu: async () => (await import('@mui/material/locale')).huHU,
  nl: async () => (await import('@mui/material/locale')).nlNL,
  pt: async () => (await import('@mui/material/locale')).ptBR,
  ru: async () => (await import('@mui/material/locale')).ruRU,
  uk: async () => (await import('@mui/material/locale')).ukUA,
  ko: async () => (await import('@mui/material/locale')).koKR,
  ar: async () => (await import('@mui/material/locale')).arSA,
  ja: async () => (await import('@mui/material/locale')).jaJP,
};

/** Loads the language's dayjs locale and makes it dayjs's own; English when there is none or it fails. */
export async function applyDateLocale(tag: string): Promise<void> {
  const load = DATES[tag];
  const name = tag.toLowerCase();
  try {
    if (load) await load();
  } catch {
    // English month names rather than none.
  }
  dayjs.locale(dayjs.Ls[name] ? name : 'en');
}

/** MUI's texts in the language; null (MUI's English) for English or when they fail to load. */
export async function componentTexts(tag: string): Promise<Localization | null> {
  try {
    return (await COMPONENT_TEXTS[tag]?.()) ?? null;
  } catch {
    return null;
  }
}
