// Hostile text (e2e/hostile-inputs.ts) in what the printer announces: announcements of a feed
// (titles, descriptions with markdown links, their links), Moonraker's warnings about unknown
// moonraker.conf sections, Klipper's error about an unknown printer.cfg section, and the commits an
// update would bring (subjects, authors, tags). In the notification menu, the firmware-state card
// and Settings › Versions: nothing runs, no element comes out of the text, every link is http(s)
// or a route of the dashboard, and long text stays inside its card at 1280 and 390 px (pictures
// in /tmp/hostile-notices-*.png).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { openReady } from './files-helpers';
import { expect, printerState, test, type Sim } from './fixtures';
import { checkAtSizes } from './hostile-checks';
import { configValue, extendMoonrakerConf, extendPrinterCfg } from './hostile-config';
import { armTraps, HOSTILE_INPUTS, inputsFor, LONG_WORD } from './hostile-inputs';

test.use({ bypassCSP: true, timeScale: 10, viewport: { width: 1280, height: 900 } });

const TEXTS = HOSTILE_INPUTS.map((n) => n.text);

/** Links an announcement may carry: none of them may become a link but the http(s) ones. */
const LINKS = [
  "javascript:__pwned.push('link')",
  " JaVaScRiPt:__pwned.push('link-case')",
  "java\tscript:__pwned.push('link-tab')",
  "data:text/html,<script>top.__pwned.push('link-data')</script>",
  'vbscript:msgbox(1)',
  '//evil.example/steal',
  '/\\evil.example',
  '/no-such-page',
  'file:///etc/passwd',
  "https://example.com/\"><img src=x onerror=__pwned.push('link-quote')>",
];

const xml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The moonraker feed, replaced by one item per hostile input. */
function hostileFeed(): string {
  const items = HOSTILE_INPUTS.map(({ text }, i) =>
    [
      '<item>',
      `<title>${xml(text)}</title>`,
      `<link>${xml(LINKS[i % LINKS.length] ?? '')}</link>`,
      `<description>${xml(`${text} [a link](${LINKS[(i + 3) % LINKS.length]}) and [a real one](https://example.com/${i})`)}</description>`,
      '<pubDate>Mon, 03 Mar 2025 09:30:00 GMT</pubDate>',
      `<category>${i % 2 ? 'normal' : 'high'}</category>`,
      `<guid>printdeck/moonraker/issue/${100 + i}</guid>`,
      '</item>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0"><channel>',
    '<title>printdeck/moonraker</title>',
    '<link>https://moonraker.readthedocs.io/en/latest/</link>',
    '<description>hostile</description>',
    ...items,
    '</channel></rss>',
    '',
  ].join('\n');
}

async function openMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
}

test('announcements with hostile titles, descriptions and links in the notification menu', async ({
  page,
  sim,
}) => {
  test.setTimeout(300_000);
  const folder = path.join(sim.dataDir, 'development', 'announcements');
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, 'moonraker.xml'), hostileFeed());
  const update = await fetch(`${sim.url}/server/announcements/update`, { method: 'POST' });
  expect(update.ok).toBe(true);
  await armTraps(page);
  await openReady(page, `${sim.url}/`);
  await openMenu(page);
  const menu = page.getByRole('dialog', { name: 'Notifications' });
  await expect(menu.getByText(LONG_WORD.slice(0, 100)).first()).toBeAttached({ timeout: 20_000 });
  await checkAtSizes(page, 'notices-announcements', TEXTS, () => openMenu(page));
});

test("Moonraker's warnings and Klipper's error name hostile sections", async ({ page, sim }) => {
  test.setTimeout(300_000);
  // moonraker.conf: a section no component reads is 'Unparsed config section [...]'.
  const sections = inputsFor({ lines: false, forbid: /[#\]\0]/g })
    .map(({ text }) => `[${configValue(text)}]\n`)
    .join('\n');
  await extendMoonrakerConf(sim, sections);
  await armTraps(page);
  await openReady(page, `${sim.url}/`);
  await expect(page.getByText(/Unparsed config section/).first()).toBeVisible({ timeout: 20_000 });
  const warnings = [...TEXTS, /^Unparsed config section \[[\s\S]*\] detected\./];
  await checkAtSizes(page, 'notices-warnings', warnings);
  await checkAtSizes(page, 'notices-warnings-menu', warnings, () => openMenu(page));

  // printer.cfg: Klipper stops at a section it does not know and names it.
  await extendPrinterCfg(sim, `[<img src=x onerror=__pwned.push('klipper')> ${LONG_WORD}]\n`);
  await page.goto(`${sim.url}/`);
  await expect(printerState(page)).toContainText('Error', { timeout: 30_000 });
  await expect(page.getByText(/is not a valid config section/).first()).toBeVisible({
    timeout: 20_000,
  });
  await checkAtSizes(page, 'notices-klipper-error', warnings);
});

/** Gives the commits Klipper's update would bring hostile subjects, authors and tags. */
function hostileCommits(sim: Sim): void {
  const db = new Database(path.join(sim.dataDir, 'database', 'moonraker.sqlite'));
  try {
    const row = db
      .prepare('SELECT value FROM namespace_store WHERE namespace = ? AND key = ?')
      .get('update_manager', 'klipper') as { value: string } | undefined;
    expect(row, 'the update manager keeps klipper in the database').toBeTruthy();
    const state = JSON.parse(row?.value ?? '{}') as {
      chain: { subject: string; author: string; message: string; tag: string | null }[];
    };
    const commits = state.chain;
    const template = commits[0];
    expect(template).toBeTruthy();
    state.chain = HOSTILE_INPUTS.map(({ text }, i) => ({
      ...(commits[i % commits.length] ?? template),
      sha: `${(i + 1).toString(16).padStart(2, '0')}${'a'.repeat(38)}`,
      subject: text,
      author: HOSTILE_INPUTS[(i + 1) % HOSTILE_INPUTS.length]?.text ?? '',
      message: text,
      tag: i % 5 === 0 ? text : null,
    })) as typeof state.chain;
    db.prepare('UPDATE namespace_store SET value = ? WHERE namespace = ? AND key = ?').run(
      JSON.stringify(state),
      'update_manager',
      'klipper',
    );
  } finally {
    db.close();
  }
}

test('commits of an update with hostile subjects, authors and tags in Settings › Versions', async ({
  page,
  sim,
}) => {
  test.setTimeout(300_000);
  await sim.stop();
  hostileCommits(sim);
  await sim.start();
  await armTraps(page);
  const showCommits = async () => {
    const versions = page.getByRole('list', { name: 'Versions' });
    const klipper = versions.getByRole('listitem', { name: 'klipper', exact: true });
    await expect(klipper).toBeVisible({ timeout: 20_000 });
    const toggle = klipper.getByRole('button', { name: 'Show the commits of klipper' });
    await expect(async () => {
      if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
      await expect(klipper.getByText(LONG_WORD.slice(0, 100)).first()).toBeAttached({
        timeout: 2_000,
      });
    }).toPass({ timeout: 20_000 });
  };
  await openReady(page, `${sim.url}/settings#versions`);
  await showCommits();
  await checkAtSizes(page, 'notices-versions', TEXTS, showCommits);
});
