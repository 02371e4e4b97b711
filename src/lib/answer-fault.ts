// How a misfit answer is told (lib/answer-shape finds it): what kind of value came back — a web
// page, text (its start, cut short, whitespace folded), a number, null, a list, nothing — and where.
// Used only to word a message, so it stays off the first page.
import { isPage, kindOf, type Kind, type Misfit } from './answer-shape';

export interface Fault {
  /** The field's path ('' for the whole answer), cut short (a printer's own names may be long). */
  path: string;
  /** What was found there; 'html' is a web page. */
  kind: Kind | 'html';
  /** The start of the text found, when it is text. */
  excerpt?: string;
}

/** At most this many characters of text from a printer go into a message. */
export const EXCERPT_LENGTH = 80;

const cut = (text: string) =>
  text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1)}…` : text;

export function describeMisfit({ path, value }: Misfit): Fault {
  const kind = kindOf(value);
  const fault: Fault = { path: cut(path), kind };
  if (kind !== 's') return fault;
  if (isPage(value as string)) return { ...fault, kind: 'html' };
  const excerpt = cut((value as string).replace(/\s+/g, ' ').trim());
  return excerpt === '' ? fault : { ...fault, excerpt };
}
