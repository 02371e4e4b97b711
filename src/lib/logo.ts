// The top bar's logo (Settings › Theme): '' is Printdeck's own; otherwise an http(s) address or a
// path on the printer (such as /server/files/config/logo.png), read from the printer's API address.
// The first page loads this: the rules of what may be saved are in ./logo-check.ts.

/**
 * Where the image is read from: an address as saved, a printer path after the API address. Null
 * for Printdeck's own logo, and for a path while the printer's address is not known yet.
 */
export function logoSource(logo: string, apiUrl: string | null): string | null {
  return logo[0] === '/' ? apiUrl && apiUrl + logo : logo || null;
}
