// i18next with English as the source and fallback; other locales load on demand and a failed
// load keeps the current language silently.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';

const loaders = import.meta.glob<{ default: Record<string, unknown> }>([
  '../locales/*.json',
  '!../locales/en.json',
]);

void i18next.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation: en } },
  interpolation: { escapeValue: false },
  returnNull: false,
});

export async function setLanguage(code: string): Promise<void> {
  if (code !== 'en' && !i18next.hasResourceBundle(code, 'translation')) {
    const load = loaders[`../locales/${code}.json`];
    if (!load) return;
    try {
      const module = await load();
      i18next.addResourceBundle(code, 'translation', module.default);
    } catch {
      return;
    }
  }
  await i18next.changeLanguage(code);
  document.documentElement.lang = code;
}

export default i18next;
