// The logo typed in Settings › Theme: an http(s) address or a path on the printer (such as
// /server/files/config/logo.png). Kept apart from ./logo.ts, which the first page loads.

/** Longer addresses are refused (they would only be a mistake or a data dump). */
export const MAX_LOGO_URL_LENGTH = 2048;

export type LogoCheck =
  { ok: true; value: string } | { ok: false; rule: 'required' | 'invalidUrl' };

/** A logo address typed by the user, trimmed, or why it cannot be saved. */
export function checkLogoUrl(text: string): LogoCheck {
  const value = text.trim();
  if (value === '') return { ok: false, rule: 'required' };
  const invalid: LogoCheck = { ok: false, rule: 'invalidUrl' };
  if (value.length > MAX_LOGO_URL_LENGTH || /[\s\\]/.test(value)) return invalid;
  if (value.startsWith('/')) {
    // '//host/x' would name another host without saying how to reach it.
    return value.startsWith('//') ? invalid : { ok: true, value };
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return invalid;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '')
    return invalid;
  if (!/^https?:\/\//i.test(value)) return invalid;
  return { ok: true, value };
}
