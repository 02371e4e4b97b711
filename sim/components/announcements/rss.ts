// The RSS feeds Moonraker's announcements component reads (moonlight's XML): a channel whose title is
// the prefix of its items' guids, and items with guid, link, title, description, pubDate and a
// category that is the entry's priority. A small reader for that shape only (no DTDs, no namespaces).

export interface FeedItem {
  guid: string;
  /** null where the item has no such element (ElementTree's findtext answers None). */
  link: string | null;
  title: string | null;
  description: string | null;
  category: string | null;
  /** Unix seconds of pubDate, or null when it is missing or unreadable. */
  date: number | null;
}

export interface Feed {
  /** The channel's title, lower-cased: every guid of the feed starts with it. */
  prefix: string;
  items: FeedItem[];
  /** Items without a guid, skipped as Moonraker skips them. */
  skipped: number;
}

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** XML character data: CDATA kept as written, entities and character references decoded. */
export function xmlText(raw: string): string {
  let out = '';
  let rest = raw;
  for (;;) {
    const start = rest.indexOf('<![CDATA[');
    const head = start < 0 ? rest : rest.slice(0, start);
    out += head
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
        if (ref.startsWith('#x') || ref.startsWith('#X'))
          return String.fromCodePoint(parseInt(ref.slice(2), 16));
        if (ref.startsWith('#')) return String.fromCodePoint(parseInt(ref.slice(1), 10));
        return ENTITIES[ref.toLowerCase()] ?? whole;
      });
    if (start < 0) return out;
    const end = rest.indexOf(']]>', start);
    if (end < 0) return out + rest.slice(start + 9);
    out += rest.slice(start + 9, end);
    rest = rest.slice(end + 3);
  }
}

/** The text of the first `<tag>` child in `body` (null when there is none, '' when it is empty). */
function findText(body: string, tag: string): string | null {
  const re = new RegExp(`<${tag}(\\s[^>]*)?(/>|>([\\s\\S]*?)</${tag}\\s*>)`);
  const m = re.exec(body);
  if (!m) return null;
  return m[2] === '/>' ? '' : xmlText(m[3] ?? '');
}

/** RFC 822 date (pubDate) as Unix seconds; null when it cannot be read. */
export function rfc822Seconds(text: string | null): number | null {
  if (!text) return null;
  const ms = Date.parse(text.trim());
  return Number.isFinite(ms) ? ms / 1000 : null;
}

/** Reads a feed; null when the document has no `<channel>` (Moonraker then changes nothing). */
export function parseFeed(xml: string): Feed | null {
  const channel = /<channel(\s[^>]*)?>([\s\S]*?)<\/channel\s*>/.exec(xml)?.[2];
  if (channel === undefined) return null;
  const firstItem = channel.search(/<item[\s>]/);
  const head = firstItem < 0 ? channel : channel.slice(0, firstItem);
  const feed: Feed = {
    prefix: (findText(head, 'title') ?? '').trim().toLowerCase(),
    items: [],
    skipped: 0,
  };
  for (const m of channel.matchAll(/<item(\s[^>]*)?>([\s\S]*?)<\/item\s*>/g)) {
    const body = m[2] ?? '';
    const guid = findText(body, 'guid');
    if (guid === null) {
      feed.skipped += 1;
      continue;
    }
    feed.items.push({
      guid,
      link: findText(body, 'link'),
      title: findText(body, 'title'),
      description: findText(body, 'description'),
      category: findText(body, 'category'),
      date: rfc822Seconds(findText(body, 'pubDate')),
    });
  }
  return feed;
}
