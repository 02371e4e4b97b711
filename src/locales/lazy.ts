// Lazy English areas (see en/index.ts): a lazily loaded part imports its area file and registers it
// here when its module runs, before anything of it renders.
import i18n from './i18n';

type Messages = Record<string, unknown>;

/** Adds an English area file to the translation (again is harmless). */
export function registerEnglishArea(area: Messages): void {
  const first = Object.keys(area)[0];
  if (first !== undefined && i18n.exists(first, 'en')) return;
  i18n.addResourceBundle('en', area);
}
