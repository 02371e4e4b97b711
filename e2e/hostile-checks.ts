// The checks of the hostile-input browser tests, run on every page that shows hostile text:
// nothing ran (the traps of hostile-inputs.ts), no element came out of the text, every link goes to
// an http(s) address or a route of the dashboard, nothing is wider than the window, a long name
// stays inside its card (ellipsised or wrapped; never cut off bare, nor scrolling its box
// sideways), and bidi controls never reach past the name that holds them (text that leaves one
// open must be a name alone in its box). `expectSafe` runs them all at the page's current size;
// `checkAtSizes` at 1280 and 390 px, with pictures in the dark and light themes to look at.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { pwned } from './hostile-inputs';

const SRC = path.resolve(import.meta.dirname, '..', 'src');

/** The page.ts files the route table is gathered from (app/routes.tsx). */
const PAGE_FILES = [
  path.join(SRC, 'app', 'pages', 'page.ts'),
  ...readdirSync(path.join(SRC, 'features'))
    .map((area) => path.join(SRC, 'features', area, 'page.ts'))
    .filter((file) => existsSync(file)),
];

/** The dashboard's route patterns, read from its page.ts files (e.g. '/camera/:id'). */
export const ROUTE_PATTERNS: readonly string[] = PAGE_FILES.flatMap((file) => [
  ...readFileSync(file, 'utf8').matchAll(/path: '(\/[^']*)'/g),
]).map((m) => m[1] ?? '');

interface PageFindings {
  elements: string[];
  links: string[];
  overflow: string[];
  escaped: string[];
  bidi: string[];
}

/** Runs in the page: what a hostile text may have done to it. */
type Shown = string | { source: string; flags: string };

function inspect([routes, names]: [string[], Shown[]]): PageFindings {
  const normal = (text: string) => text.toLowerCase().replace(/[\s_/]+/g, '');
  const describe = (el: Element) =>
    `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}> ${(el.textContent ?? '').slice(0, 60)}`;
  const findings: PageFindings = { elements: [], links: [], overflow: [], escaped: [], bidi: [] };

  // Elements made of text: event-handler attributes, scripts that are not the dashboard's own,
  // frames, objects, a base or a refresh, the payloads' own picture 'x' and style sheet.
  for (const el of document.querySelectorAll('*')) {
    for (const attr of el.getAttributeNames()) {
      if (/^on/i.test(attr)) findings.elements.push(`${attr} on ${describe(el)}`);
    }
  }
  const selectors = [
    'script:not([src])',
    'iframe[srcdoc]',
    'object',
    'embed',
    'base',
    'meta[http-equiv="refresh" i]',
    'img[src="x"]',
  ];
  for (const el of document.querySelectorAll(selectors.join(','))) {
    findings.elements.push(describe(el));
  }
  for (const el of document.querySelectorAll('style')) {
    if ((el.textContent ?? '').includes('display:none!important')) {
      findings.elements.push('a <style> from text');
    }
  }

  // Links and frames: http(s), or a route of the dashboard (or an anchor on this page).
  const routeOk = (pathname: string) =>
    routes.some((pattern) => {
      const a = pattern.split('/');
      const b = pathname.replace(/\/$/, '').split('/');
      if (pattern === '/') return pathname === '/';
      return a.length === b.length && a.every((part, i) => part.startsWith(':') || part === b[i]);
    });
  const targets: [Element, string | null][] = [
    ...[...document.querySelectorAll('a[href], area[href]')].map(
      (el) => [el, el.getAttribute('href')] as [Element, string | null],
    ),
    ...[...document.querySelectorAll('iframe[src], frame[src]')].map(
      (el) => [el, el.getAttribute('src')] as [Element, string | null],
    ),
  ];
  for (const [el, raw] of targets) {
    const href = raw ?? '';
    let ok = false;
    try {
      const url = new URL(href, location.href);
      if (/^\s*#/.test(href)) ok = true;
      else if (/^[a-z][a-z0-9+.-]*:/i.test(href.trim())) {
        ok = url.protocol === 'http:' || url.protocol === 'https:';
      } else if (url.origin === location.origin) ok = routeOk(url.pathname);
    } catch {
      ok = false;
    }
    if (!ok) findings.links.push(`${href.slice(0, 80)} (${describe(el)})`);
  }

  // Nothing wider than the window.
  const width = document.documentElement.scrollWidth;
  if (width > window.innerWidth) {
    // Name the innermost elements that reach past the window's right edge.
    const wide = [...document.body.querySelectorAll('*')].filter(
      (el) => el.getBoundingClientRect().right > window.innerWidth + 1,
    );
    const innermost = wide.filter(
      (el) => !wide.some((other) => other !== el && el.contains(other)),
    );
    findings.overflow.push(
      `the page is ${width} px wide in a ${window.innerWidth} px window: ${innermost
        .slice(0, 3)
        .map(describe)
        .join(' | ')}`,
    );
  }

  // Long unbroken text and bidi controls, text node by text node.
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const visible = (el: Element) => {
    const style = getComputedStyle(el);
    const box = el.getBoundingClientRect();
    // A visually hidden text (read by screen readers only) is a 1 px box.
    return style.visibility !== 'hidden' && box.width > 1 && box.height > 1;
  };
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    const parent = node.parentElement;
    if (!parent || !visible(parent) || parent.closest('[aria-hidden="true"], script, style'))
      continue;
    const longest = Math.max(0, ...text.split(/\s+/).map((word) => [...word].length));
    if (longest > 60) {
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()];
      if (rects.length > 0) {
        let left = Math.min(...rects.map((r) => r.left));
        let right = Math.max(...rects.map((r) => r.right));
        const card = parent.closest('.MuiPaper-root');
        for (let el: Element | null = parent; el && el !== card; el = el.parentElement) {
          const style = getComputedStyle(el);
          if (style.overflowX === 'visible') continue;
          const box = el.getBoundingClientRect();
          if (left < box.left - 1 || right > box.right + 1) {
            // Cut here: it should say so with an ellipsis (or a clamp of whole lines), and a
            // name should never push its box into scrolling sideways.
            const clamp = style.getPropertyValue('-webkit-line-clamp');
            if (style.overflowX === 'auto' || style.overflowX === 'scroll') {
              findings.escaped.push(
                `${describe(parent)} makes its <${el.tagName.toLowerCase()}> scroll sideways`,
              );
            } else if (style.textOverflow !== 'ellipsis' && (clamp === '' || clamp === 'none')) {
              findings.escaped.push(`${describe(parent)} is cut off without an ellipsis`);
            }
          }
          left = Math.max(left, box.left);
          right = Math.min(right, box.right);
        }
        const bounds = card
          ? card.getBoundingClientRect()
          : { left: 0, right: document.documentElement.clientWidth };
        if (right > left && (left < bounds.left - 1 || right > bounds.right + 1)) {
          findings.escaped.push(
            `${describe(parent)} paints ${Math.round(left)}…${Math.round(right)} px, its ${card ? 'card' : 'window'} ${Math.round(bounds.left)}…${Math.round(bounds.right)} px`,
          );
        }
      }
    }
    if (/[\u202A-\u202E\u2066-\u2069]/.test(text)) {
      // Controls the text closes itself cannot reach past it (Unicode's pairing rules).
      const open: string[] = [];
      for (const char of text) {
        if ('\u202A\u202B\u202D\u202E'.includes(char)) open.push('e');
        else if ('\u2066\u2067\u2068'.includes(char)) open.push('i');
        else if (char === '\u202C' && open.at(-1) === 'e') open.pop();
        else if (char === '\u2069' && open.includes('i')) open.length = open.lastIndexOf('i');
      }
      // Otherwise the text must be the printer's and nothing else: a name, or a message the
      // printer wrote around one (`names`; what it reorders inside is the printer's own text,
      // which Printdeck shows as sent), and nothing of Printdeck's may follow it in its box.
      let isolated = open.length === 0;
      const alone = names.some((name) =>
        typeof name === 'string'
          ? normal(name).includes(normal(text))
          : new RegExp(name.source, name.flags).test(text),
      );
      for (let el: Element | null = parent; el && !isolated && alone; el = el.parentElement) {
        const style = getComputedStyle(el);
        if (/isolate|plaintext/.test(style.unicodeBidi)) {
          isolated = true;
          break;
        }
        if (/flex|grid/.test(style.display)) {
          // The text is an item of its own (blockified): a paragraph of its own.
          isolated = true;
          break;
        }
        if (style.display !== 'inline' && style.display !== 'contents') {
          // A block (or an inline block): its text is one bidi paragraph, in which an open
          // control reaches whatever follows the name.
          isolated = (el.textContent ?? '').trimEnd().endsWith(text.trimEnd());
          break;
        }
      }
      if (!isolated) findings.bidi.push(describe(parent));
    }
  }
  return findings;
}

/** Scrolls to the page's bottom in steps (every part shown on scrolling loads), then to the top. */
export async function loadWholePage(page: Page): Promise<void> {
  for (let i = 0; i < 40; i++) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, 600);
      return window.innerHeight + window.scrollY >= document.body.scrollHeight - 2;
    });
    await page.waitForTimeout(150);
    if (atEnd) break;
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Asserts that the page, at its current size, passes every check. */
/**
 * The text a test gave the printer, as it may show whole in a text of its own: names (compared
 * without case, spaces, '_' and '/', which Printdeck's name formatting changes) and patterns of
 * the printer's own messages that hold a name.
 */
export type ShownTexts = readonly (string | RegExp)[];

export async function expectSafe(page: Page, label: string, names: ShownTexts = []): Promise<void> {
  expect.soft(await pwned(page), `${label}: scripts that ran`).toEqual([]);
  const shown = names.map((name) =>
    typeof name === 'string' ? name : { source: name.source, flags: name.flags },
  );
  const args: [string[], Shown[]] = [[...ROUTE_PATTERNS], shown];
  const findings = await page.evaluate(inspect, args);
  expect.soft(findings.elements, `${label}: elements made of text`).toEqual([]);
  expect.soft(findings.links, `${label}: links that are not http(s) or a route`).toEqual([]);
  expect.soft(findings.overflow, `${label}: horizontal scroll`).toEqual([]);
  expect.soft(findings.escaped, `${label}: long text outside its card`).toEqual([]);
  expect.soft(findings.bidi, `${label}: bidi controls not isolated`).toEqual([]);
}

/** Switches the theme through the tools drawer, as a user does. */
export async function useTheme(page: Page, theme: 'dark' | 'light'): Promise<void> {
  const background = theme === 'light' ? 'rgb(243, 244, 246)' : 'rgb(18, 18, 18)';
  const now = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  if (now === background) return;
  await page.getByRole('button', { name: 'Open tools' }).click();
  await page.getByLabel('Light theme').setChecked(theme === 'light');
  await page.keyboard.press('Escape');
  await page.waitForFunction(
    (wanted) => getComputedStyle(document.body).backgroundColor === wanted,
    background,
  );
}

const OVERLAYS = '.MuiPopover-root, .MuiDialog-root, .MuiModal-root';

/** Closes whatever menu or dialog is open (so that the top bar can be reached). */
async function closeOverlays(page: Page): Promise<void> {
  for (let i = 0; i < 3; i++) {
    if ((await page.locator(OVERLAYS).count()) === 0) {
      return;
    }
    await page.keyboard.press('Escape');
    await page.waitForTimeout(300);
  }
}

/**
 * Checks the page at 1280 and 390 px and takes its pictures in the dark and light themes
 * (/tmp/hostile-<name>-<width>-<theme>.png). `show` opens what is to be seen (a menu, a dialog)
 * on the page as it is; it runs again after each change of size or theme, which closes it first.
 * The theme is dark again at the end, with `show`'s part open.
 */
export async function checkAtSizes(
  page: Page,
  name: string,
  names: ShownTexts,
  show: () => Promise<void> = async () => {},
): Promise<void> {
  for (const width of [1280, 390]) {
    for (const theme of ['dark', 'light'] as const) {
      await closeOverlays(page);
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await useTheme(page, theme);
      await show();
      await page.waitForTimeout(300);
      if (theme === 'dark') await expectSafe(page, `${name} at ${width} px`, names);
      // A menu or dialog is drawn where the window is: the window, else the whole page.
      const overlay = (await page.locator(OVERLAYS).count()) > 0;
      const path = `/tmp/hostile-${name}-${width}-${theme}.png`;
      await page.screenshot({ path, fullPage: !overlay });
    }
  }
  await closeOverlays(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await useTheme(page, 'dark');
  await show();
}
