// A notification's description as text and links (spec part 2 §2: announcement descriptions carry
// markdown links). Apart from notifications.ts so that only the lazily loaded menu carries it.
import { isolateBidi } from './bidi';
import { externalHref } from './safe-link';

/** A piece of a description: plain text, or a link when `href` is set. */
export interface TextPart {
  text: string;
  href?: string;
}

const MARKDOWN_LINK = /\[([^\]\n]+)\]\(([^)\s]+)\)/g;

/**
 * A description split into text and links: `[text](http…)` becomes a link to the address as the
 * browser reads it (safe-link's rule), everything else — other markup, links to anything but
 * http(s) — stays text, as written. A part with bidi controls or right-to-left letters is a bidi
 * isolate (lib/bidi.ts), so that none reorders the parts after it.
 */
export function descriptionParts(description: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  const push = (part: TextPart) => {
    const prev = parts.at(-1);
    if (!part.href && prev && !prev.href) prev.text += part.text;
    else if (part.text !== '') parts.push(part);
  };
  for (const match of description.matchAll(MARKDOWN_LINK)) {
    const [whole, text, href] = match as unknown as [string, string, string];
    const at = match.index ?? 0;
    push({ text: description.slice(last, at) });
    const safe = externalHref(href);
    push(safe ? { text, href: safe } : { text: whole });
    last = at + whole.length;
  }
  push({ text: description.slice(last) });
  return parts.map((part) => ({ ...part, text: isolateBidi(part.text) }));
}
