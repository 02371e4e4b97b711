// The two feeds a fresh data folder starts with (Moonraker subscribes to `moonraker` and `klipper`
// always): a few announcements about the virtual printer itself, in moonlight's RSS shape. Edit the
// files in <data>/development/announcements/ and call server.announcements.update to see changes.

interface SeedItem {
  id: number;
  title: string;
  description: string;
  link: string;
  date: string;
  category: 'normal' | 'high';
}

const MOONRAKER_API = 'https://moonraker.readthedocs.io/en/latest/web_api/#announcement-apis';
const KLIPPER_CHANGES = 'https://www.klipper3d.org/Config_Changes.html';

const FEEDS: Record<string, { title: string; about: string; items: SeedItem[] }> = {
  moonraker: {
    title: 'printdeck/moonraker',
    about: 'News about the API server of the Printdeck virtual printer',
    items: [
      {
        id: 2,
        title: 'Virtual printer: snoozed announcements come back',
        description:
          'Dismiss this entry with a wake time and it returns when the time is up. ' +
          `Its feeds are files in the data folder, read through the [announcement API](${MOONRAKER_API}).`,
        link: MOONRAKER_API,
        date: 'Mon, 03 Mar 2025 09:30:00 GMT',
        category: 'normal',
      },
      {
        id: 1,
        title: 'Welcome to the Printdeck virtual printer',
        description:
          'This server answers like Moonraker but prints nothing. ' +
          `Point any dashboard at it; the [Moonraker API](https://moonraker.readthedocs.io/en/latest/web_api/) is what it speaks.`,
        link: 'https://moonraker.readthedocs.io/en/latest/',
        date: 'Sat, 01 Feb 2025 12:00:00 GMT',
        category: 'normal',
      },
    ],
  },
  klipper: {
    title: 'printdeck/klipper',
    about: 'News about the simulated firmware of the Printdeck virtual printer',
    items: [
      {
        id: 3,
        title: 'Simulated firmware: deprecated options are reported',
        description:
          'A printer.cfg option that Klipper deprecates now shows up in configfile.warnings ' +
          `after a restart, as in [Klipper's config changes](${KLIPPER_CHANGES}).`,
        link: KLIPPER_CHANGES,
        date: 'Tue, 11 Mar 2025 08:00:00 GMT',
        category: 'high',
      },
    ],
  },
};

function escapeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The RSS text of one seeded feed. */
export function seedFeedXml(name: string): string {
  const feed = FEEDS[name];
  if (!feed) throw new Error(`No seeded feed ${name}`);
  const items = feed.items.map((item) =>
    [
      '    <item>',
      `      <title>${escapeXml(item.title)}</title>`,
      `      <link>${item.link}</link>`,
      `      <description>${escapeXml(item.description)}</description>`,
      `      <pubDate>${item.date}</pubDate>`,
      `      <category>${item.category}</category>`,
      `      <guid>${feed.title}/issue/${item.id}</guid>`,
      '    </item>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:moonlight="https://arksine.github.io/moonlight">',
    '  <channel>',
    `    <title>${feed.title}</title>`,
    '    <link>https://moonraker.readthedocs.io/en/latest/</link>',
    `    <description>${feed.about}</description>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** The feeds seeded into a fresh data folder. */
export const SEEDED_FEEDS = Object.keys(FEEDS);
