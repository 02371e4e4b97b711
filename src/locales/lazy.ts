// Lazy English areas (see en/index.ts): a lazily loaded part imports its area file and registers it
// here when its module runs, before anything of it renders.
import i18next from 'i18next';

type Messages = Record<string, unknown>;

/** Adds an English area file to the translation (again is harmless). */
export function registerEnglishArea(area: Messages): void {
  if (!i18next.hasResourceBundle('en', 'translation')) {
    i18next.addResourceBundle('en', 'translation', area);
    return;
  }
  const first = Object.keys(area)[0];
  if (first !== undefined && i18next.exists(first, { lng: 'en' })) return;
  i18next.addResourceBundle('en', 'translation', area, true, false);
}
