// Locale rule: the first part of the browser language if the host lists it, otherwise 'en'.

export const LOCALES = [
  'en',
  'cz',
  'cn',
  'de',
  'es',
  'fr',
  'it',
  'hu',
  'nl',
  'pt',
  'ru',
  'uk',
  'ko',
  'ar',
  'ja',
] as const;

export function pickLocale(
  browserLanguage: string | undefined,
  hostLocales: { code: string }[],
): string {
  const primary = (browserLanguage ?? '').split(/[-_]/)[0]?.toLowerCase() ?? '';
  if (primary && hostLocales.some((locale) => locale.code.toLowerCase() === primary))
    return primary;
  return 'en';
}
