// Styles flipped for right-to-left languages: an emotion cache whose stylis pipeline mirrors
// left/right (margins, paddings, borders, positions). Loaded only when such a language is chosen.
// No vendor prefixer: the browsers Printdeck supports need none, and stylis's own would weigh on
// the first page (it shares stylis with the default cache).
import createCache from '@emotion/cache';
import rtlPlugin from 'stylis-plugin-rtl';

export const rtlCache = createCache({ key: 'pd-rtl', stylisPlugins: [rtlPlugin] });
