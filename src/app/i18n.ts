// Printdeck's translator (lib/i18n) with English as the source and fallback; other locales load on demand and a failed
// load keeps the current language silently. Changing the language also changes how dates and
// numbers read and the page's direction (Arabic reads right to left).
import type { EmotionCache } from '@emotion/cache';
import type { Localization } from '@mui/material/locale';
import i18n from '../locales/i18n';
import { isRightToLeft, localeTag } from '../lib/locale';
import { setNumberLocale } from '../lib/number-format';
import { english } from '../locales/en';

type Messages = Record<string, unknown>;

/**
 * Each locale is a folder of JSON files (src/locales/<code>/*.json), one per area, each owning its
 * own top-level keys. English is bundled (its area files are listed in src/locales/en/index.ts,
 * which also types the keys); another language is fetched when chosen, as one file the build
 * merges (`locales/<code>.json` under the base path, scripts/vite-locales.mjs). The translator knows
 * a language by its tag (cz → cs, cn → zh-CN), so that plural rules and formats are its own.
 */
const LOCALE_TIMEOUT_MS = 120000;

let datesLoaded = false;
let rtlCache: EmotionCache | null = null;
let muiTexts: Localization | null = null;

/** MUI's own texts in the current language (null: its English). */
export function componentTexts(): Localization | null {
  return muiTexts;
}

/** The style cache that mirrors the layout, once a right-to-left language has loaded it. */
export function rtlStyles(): EmotionCache | null {
  return rtlCache;
}

async function fetchLocale(code: string): Promise<Messages> {
  const url = `${import.meta.env.BASE_URL}locales/${code}.json?v=${__BUILD_HASH__}`;
  const response = await fetch(url, { signal: AbortSignal.timeout(LOCALE_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as Messages;
}

// The translator keeps a copy: lazy areas registered later extend it, not the bundled module.
i18n.addResourceBundle('en', english);

/** Switches the interface to a locale code of the host configuration ('de', 'cz', 'ar'...). */
export async function setLanguage(code: string): Promise<void> {
  const tag = localeTag(code);
  if (code !== 'en' && !i18n.hasResourceBundle(tag)) {
    try {
      i18n.addResourceBundle(tag, await fetchLocale(code));
    } catch {
      return;
    }
  }
  // dayjs (month and day names) and MUI's texts load only once a language other than English
  // is chosen.
  if (tag !== 'en' || datesLoaded) {
    datesLoaded = true;
    const data = await import('./locale-data');
    await data.applyDateLocale(tag);
    muiTexts = await data.componentTexts(tag);
  }
  if (isRightToLeft(code) && !rtlCache) rtlCache = (await import('./rtl-cache')).rtlCache;
  setNumberLocale(tag);
  i18n.changeLanguage(tag);
  document.documentElement.lang = tag;
  document.documentElement.dir = isRightToLeft(code) ? 'rtl' : 'ltr';
}

export default i18n;
