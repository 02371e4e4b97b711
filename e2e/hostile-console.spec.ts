// Hostile text (e2e/hostile-inputs.ts) through the console and the print: RESPOND messages and
// errors, M117 display messages, commands typed into the console, and the objects of a print
// (EXCLUDE_OBJECT_DEFINE) in the status card's exclude dialog and its question, the display
// message in the status card. On /console and the dashboard: nothing runs, no element or link comes out of the text, and long lines stay inside
// their cards at 1280 and 390 px (pictures in /tmp/hostile-console-*.png).
import type { Page } from '@playwright/test';
import { chooseFiles, openReady, row, rowAction, statusHeading } from './files-helpers';
import { expect, routeOf, test, type Sim } from './fixtures';
import { checkAtSizes, loadWholePage } from './hostile-checks';
import { gcode } from './hostile-config';
import { armTraps, inputsFor, LONG_WORD } from './hostile-inputs';

test.use({ bypassCSP: true, viewport: { width: 1280, height: 900 } });

/**
 * What a G-code line can carry: one line, and nothing after a ';' (a comment). A value is quoted
 * with the quote it does not hold; text holding both kinds cannot be a parameter.
 */
const LINES = inputsFor({ lines: false, forbid: /;/g });
const quoted = (text: string): string | null =>
  !text.includes('"') ? `"${text}"` : !text.includes("'") ? `'${text}'` : null;
/** A console line holds the printer's text whole, after its prefix. */
const SHOWN = LINES.flatMap(({ text }) => [
  text,
  `echo: ${text}`,
  `!! ${text}`,
  `> ${text}`,
  `> M117 ${text}`,
  `// Unknown command:"${text.toUpperCase()}"`,
]);

async function sendAll(sim: Sim, make: (text: string) => string | null): Promise<void> {
  for (const { text } of LINES) {
    const line = make(text);
    if (line !== null) await gcode(sim, line);
  }
}

test('RESPOND, M117 and typed commands with hostile text in the console page and card', async ({
  page,
  sim,
}) => {
  test.setTimeout(300_000);
  await armTraps(page);
  await openReady(page, `${sim.url}/console`);
  await sendAll(sim, (text) => (quoted(text) ? `RESPOND MSG=${quoted(text)}` : null));
  await sendAll(sim, (text) => (quoted(text) ? `RESPOND TYPE=error MSG=${quoted(text)}` : null));
  await sendAll(sim, (text) => `M117 ${text}`);
  // Typed by the user: each is an unknown command, which Klipper names in its answer.
  const field = page.getByRole('textbox', { name: 'Command' });
  for (const id of ['img', 'attr-dq', 'rlo', 'long', 'angular']) {
    await field.fill(LINES.find((n) => n.id === id)?.text ?? '');
    await field.press('Enter');
  }
  const output = page.getByRole('log', { name: 'Console output' });
  await expect(output).toContainText(LONG_WORD.slice(0, 100), { timeout: 20_000 });
  await checkAtSizes(page, 'console-page', SHOWN);

  // The dashboard's console card shows the last lines.
  await openReady(page, `${sim.url}/`);
  await loadWholePage(page);
  await checkAtSizes(page, 'console-dashboard', SHOWN, () => loadWholePage(page));
});

/** A short print whose objects bear the hostile names (Klipper upper-cases them). */
function objectsGcode(): string {
  const names = LINES.map((n) => quoted(n.text.replace(/\s+/g, '/'))).filter(
    (name): name is string => name !== null,
  );
  return [
    ...names.map((name, i) => `EXCLUDE_OBJECT_DEFINE NAME=${name} CENTER=${20 + i},20`),
    'G28',
    'G1 Z0.3 F3000',
    ...names.flatMap((name, i) => [
      `EXCLUDE_OBJECT_START NAME=${name}`,
      `G1 X${20 + i} Y20 F1200`,
      `EXCLUDE_OBJECT_END NAME=${name}`,
    ]),
    // A long wait, so that the print is still running while the test looks at it.
    'G4 P600000',
    '',
  ].join('\n');
}

async function openExcludeDialog(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Print menu', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Exclude objects', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Exclude objects' })).toBeVisible();
}

test('objects of a print named by hostile text in the exclude dialog and its question', async ({
  page,
  sim,
}) => {
  test.setTimeout(300_000);
  await armTraps(page);
  await openReady(page, `${sim.url}/jobs`);
  await chooseFiles(page, [{ name: 'objects.gcode', buffer: Buffer.from(objectsGcode()) }]);
  await expect(row(page, 'objects.gcode')).toBeVisible({ timeout: 20_000 });
  await rowAction(page, 'objects.gcode', 'Print');
  await expect.poll(() => routeOf(page)).toBe('/');
  await expect(statusHeading(page, 'Printing')).toBeVisible({ timeout: 20_000 });
  // The status card of the print shows the display message (M117), the long one here.
  await gcode(sim, `M117 ${LONG_WORD}`);
  await expect(page.getByText(LONG_WORD.slice(0, 100)).first()).toBeVisible({ timeout: 10_000 });
  await checkAtSizes(page, 'console-status-message', SHOWN);
  await openExcludeDialog(page);
  const dialog = page.getByRole('dialog', { name: 'Exclude objects' });
  await expect(dialog.getByRole('listitem').first()).toBeVisible();
  const objects = LINES.map((n) => n.text.replace(/\s+/g, '/').toUpperCase());
  await checkAtSizes(page, 'console-exclude', objects, () => openExcludeDialog(page));

  const long = LONG_WORD.toUpperCase();
  const askLong = async () => {
    await openExcludeDialog(page);
    await page.getByRole('button', { name: `Exclude ${long}`, exact: true }).click();
    await expect(page.getByRole('dialog', { name: `Exclude ${long}?` })).toBeVisible();
  };
  await checkAtSizes(page, 'console-exclude-question', objects, askLong);
});
