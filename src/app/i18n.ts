// i18next with English as the source and fallback; other locales load on demand and a failed
// load keeps the current language silently.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { english } from '../locales/en';

type Messages = Record<string, unknown>;

/**
 * Each locale is a folder of JSON files (src/locales/<code>/*.json), one per area, each owning its
 * own top-level keys; they are merged into one translation. English is bundled (its area files are
 * listed in src/locales/en/index.ts, which also types the keys), others load on demand.
 */
const loaders = import.meta.glob<{ default: Messages }>([
  '../locales/*/*.json',
  '!../locales/en/*.json',
]);

function merge(parts: Messages[]): Messages {
  return Object.assign({}, ...parts) as Messages;
}

void i18next.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation: english } },
  interpolation: { escapeValue: false },
  returnNull: false,
});

export async function setLanguage(code: string): Promise<void> {
  if (code !== 'en' && !i18next.hasResourceBundle(code, 'translation')) {
    const files = Object.entries(loaders).filter(([path]) =>
      path.startsWith(`../locales/${code}/`),
    );
    if (files.length === 0) return;
    try {
      const modules = await Promise.all(files.map(([, load]) => load()));
      i18next.addResourceBundle(
        code,
        'translation',
        merge(modules.map((module) => module.default)),
      );
    } catch {
      return;
    }
  }
  await i18next.changeLanguage(code);
  document.documentElement.lang = code;
}

export default i18next;
