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

/**
 * The BCP 47 tag of a Printdeck locale code: the codes are the host configuration's ('cz', 'cn'),
 * the tag is what the translator's plural rules, Intl formatting, dayjs and the page's `lang` need.
 */
export function localeTag(code: string): string {
  if (code === 'cz') return 'cs';
  if (code === 'cn') return 'zh-CN';
  return code;
}

/** Whether a locale is written right to left. */
export function isRightToLeft(code: string): boolean {
  return code === 'ar';
}
