// Numbers as the interface language writes them: '210.5' in English, '210,5' in German, '٢١٠٫٥' in
// Arabic. The language is set once when it changes (app/i18n.ts); values typed into fields and
// G-code keep the machine's format and never pass through here.

let tag = 'en';
const cache = new Map<string, Intl.NumberFormat>();

/** Sets the language numbers are written in (a BCP 47 tag, e.g. 'de', 'zh-CN'). */
export function setNumberLocale(next: string): void {
  tag = next;
  cache.clear();
}

/**
 * A number with its unit ('210.5 °C') kept left to right inside right-to-left text: without the
 * isolation an Arabic line shows 'C° 210.5'. Unchanged in left-to-right languages.
 */
export function ltr(text: string): string {
  return tag.startsWith('ar') ? `\u2066${text}\u2069` : text;
}

/** The current number language's tag. */
export function numberLocale(): string {
  return tag;
}

/** `value` with exactly `digits` decimals in the current language, without grouping. */
export function fixed(value: number, digits: number): string {
  let format = cache.get(String(digits));
  if (!format) {
    const options = {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      useGrouping: false,
    };
    try {
      format = new Intl.NumberFormat(tag, options);
    } catch {
      format = new Intl.NumberFormat('en', options);
    }
    cache.set(String(digits), format);
  }
  return format.format(value);
}
