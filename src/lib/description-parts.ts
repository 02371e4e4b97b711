// A notification's description as text and links (spec part 2 §2: announcement descriptions carry
// markdown links). Apart from notifications.ts so that only the lazily loaded menu carries it.
/** A piece of a description: plain text, or a link when `href` is set. */
export interface TextPart {
  text: string;
  href?: string;
}

const MARKDOWN_LINK = /\[([^\]\n]+)\]\(([^)\s]+)\)/g;

/**
 * A description split into text and links: `[text](http…)` becomes a link, everything else —
 * other markup, links to anything but http(s) — stays text, as written.
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
    push(/^https?:\/\//i.test(href) ? { text, href } : { text: whole });
    last = at + whole.length;
  }
  push({ text: description.slice(last) });
  return parts;
}
