// The editor's tools as a user meets them on /configure: an [include …] line opens its file (toolbar
// button and Ctrl-click), the reference link follows the section under the cursor (Klipper, Moonraker,
// none for plain files), the keyboard shortcuts dialog (850 wide, its keys really work), search and
// replace, folding a section, the syntax colours inside gcode: blocks, and Moonraker's dialect
// (a warning for an unknown option, Save & Restart asks about 'moonraker').
import type { Locator, Page } from '@playwright/test';
import { openReady, readConfig, writeConfig } from './files-helpers';
import { expect, test, type Sim } from './fixtures';

function configBrowser(page: Page): Locator {
  return page.getByRole('region', { name: 'config files' });
}

/** Open a file of the config root from /configure's browser (loading the page first if asked). */
async function openConfigFile(page: Page, sim: Sim, name: string, load = true): Promise<Locator> {
  if (load) await openReady(page, `${sim.url}/configure`);
  await configBrowser(page).getByRole('button', { name, exact: true }).click();
  const editor = page.getByRole('dialog', { name });
  await expect(editor.locator('.cm-content')).toBeVisible({ timeout: 20_000 });
  return editor;
}

function line(editor: Locator, text: string | RegExp): Locator {
  return editor.locator('.cm-line', { hasText: text }).first();
}

/** Put the cursor at the end of the first line holding `text`. */
async function cursorAfter(editor: Locator, text: string): Promise<void> {
  await line(editor, text).click();
  await editor.page().keyboard.press('End');
}

/** The texts of the lines CodeMirror shows. */
function lineTexts(editor: Locator): Promise<string[]> {
  return editor.locator('.cm-line').allTextContents();
}

/** A key as the shortcuts dialog writes it ('Ctrl + /', 'Alt + ↑ / Alt + ↓') for Playwright. */
function playwrightKey(cell: string, alternative = 0): string {
  const names: Record<string, string> = { Ctrl: 'Control', '↑': 'ArrowUp', '↓': 'ArrowDown' };
  const keys = cell.split(' / ')[alternative]?.trim() ?? '';
  return keys
    .split(' + ')
    .map((key) => names[key] ?? key)
    .join('+');
}

test('[include macros.cfg] opens that file: toolbar button and Ctrl-click', async ({
  page,
  sim,
}) => {
  const original = await readConfig(sim.url, 'printer.cfg');
  await writeConfig(
    sim.url,
    'macros.cfg',
    '[gcode_macro HELLO]\ngcode:\n  M117 hello from macros\n',
  );
  await writeConfig(sim.url, 'printer.cfg', `[include macros.cfg]\n${original}`);

  let editor = await openConfigFile(page, sim, 'printer.cfg');
  const openButton = editor.getByRole('button', { name: 'Open macros.cfg' });
  // Elsewhere no include button; on the include line one.
  await line(editor, 'kinematics:').click();
  await page.waitForTimeout(300);
  await expect(openButton).toHaveCount(0);
  await line(editor, '[include macros.cfg]').click();
  await expect(openButton).toBeVisible({ timeout: 10_000 });
  await openButton.click();
  let macros = page.getByRole('dialog', { name: 'macros.cfg' });
  await expect(line(macros, 'M117 hello from macros')).toBeVisible({ timeout: 15_000 });
  await expect(macros).toContainText('config / macros.cfg');
  await macros.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(macros).toBeHidden();

  // Ctrl-click on the include line (the cursor is elsewhere).
  editor = await openConfigFile(page, sim, 'printer.cfg', false);
  await line(editor, 'kinematics:').click();
  await expect(openButton).toHaveCount(0);
  // The config root's listing arrives after the text: retry the click until the file opens.
  macros = page.getByRole('dialog', { name: 'macros.cfg' });
  await expect(async () => {
    await line(editor, '[include macros.cfg]').click({ modifiers: ['Control'] });
    await expect(line(macros, 'M117 hello from macros')).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 15_000 });
});

test('the reference link follows the section under the cursor', async ({ page, sim }) => {
  let editor = await openConfigFile(page, sim, 'printer.cfg');
  await line(editor, 'kinematics: cartesian').click();
  const printer = editor.getByRole('link', { name: 'Reference for [printer]' });
  await expect(printer).toHaveAttribute(
    'href',
    'https://www.klipper3d.org/Config_Reference.html#printer',
  );
  await expect(printer).toHaveAttribute('target', '_blank');
  await line(editor, 'restart_method:').click();
  await expect(editor.getByRole('link', { name: 'Reference for [mcu]' })).toHaveAttribute(
    'href',
    'https://www.klipper3d.org/Config_Reference.html#mcu',
  );
  await editor.getByRole('button', { name: 'Close', exact: true }).click();

  editor = await openConfigFile(page, sim, 'moonraker.conf', false);
  await line(editor, /^\[server\]$/).click();
  await expect(editor.getByRole('link', { name: 'Reference for [server]' })).toHaveAttribute(
    'href',
    'https://moonraker.readthedocs.io/en/latest/configuration/#server',
  );
  await editor.getByRole('button', { name: 'Close', exact: true }).click();

  // crowsnest.conf is plain text: no reference, whatever the cursor is on.
  editor = await openConfigFile(page, sim, 'crowsnest.conf', false);
  await line(editor, '[crowsnest]').click();
  await line(editor, 'log_level:').click();
  await page.waitForTimeout(300);
  await expect(editor.getByRole('link', { name: /^Reference for/ })).toHaveCount(0);
});

test('the keyboard shortcuts dialog: 850 wide, both columns, and its keys work', async ({
  page,
  sim,
}) => {
  const editor = await openConfigFile(page, sim, 'printer.cfg');
  await editor.getByRole('button', { name: 'Keyboard shortcuts' }).click();
  const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(dialog).toBeVisible({ timeout: 10_000 });
  const paper = page.locator('[role="dialog"][aria-labelledby="editor-shortcuts-title"]');
  const box = await paper.boundingBox();
  expect(box?.width).toBe(850);
  for (const column of ['Action', 'Windows / Linux', 'Mac'])
    await expect(dialog.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  const keysOf = async (action: string): Promise<{ pc: string; mac: string }> => {
    const cells = dialog.getByRole('row').filter({ hasText: action }).first().getByRole('cell');
    await expect(cells).toHaveCount(3);
    return {
      pc: (await cells.nth(1).innerText()).trim(),
      mac: (await cells.nth(2).innerText()).trim(),
    };
  };
  const actions = {
    search: 'Search',
    replace: 'Replace',
    undo: 'Undo',
    redo: 'Redo',
    comment: 'Comment or uncomment lines',
    indent: 'Indent more',
    move: 'Move line up / down',
  };
  const keys: Record<string, { pc: string; mac: string }> = {};
  for (const [id, action] of Object.entries(actions)) {
    keys[id] = await keysOf(action);
    expect(keys[id].pc, action).not.toBe('');
    expect(keys[id].mac, action).not.toBe('');
  }
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();

  // The listed Windows/Linux keys do what they say (Chromium runs on Linux here).
  const order = async () => {
    const texts = await lineTexts(editor);
    return [texts.findIndex((t) => t.includes('max_accel')), texts.indexOf('max_z_velocity: 15')];
  };
  await cursorAfter(editor, 'max_accel: 3000');
  await page.keyboard.press(playwrightKey(keys.comment!.pc));
  await expect(line(editor, 'max_accel')).toHaveText(/^#\s*max_accel: 3000$/);
  let [accel, zVelocity] = await order();
  expect(accel).toBe(zVelocity! - 1);
  await page.keyboard.press(playwrightKey(keys.move!.pc, 1));
  [accel, zVelocity] = await order();
  expect(accel).toBe(zVelocity! + 1);
  await page.keyboard.press(playwrightKey(keys.move!.pc, 0));
  [accel, zVelocity] = await order();
  expect(accel).toBe(zVelocity! - 1);
  await page.keyboard.press(playwrightKey(keys.indent!.pc));
  await expect(line(editor, 'max_accel')).toHaveText(/^\s+#\s*max_accel: 3000$/);
  await page.keyboard.press(playwrightKey(keys.undo!.pc));
  await expect(line(editor, 'max_accel')).toHaveText(/^#\s*max_accel: 3000$/);
  await page.keyboard.press(playwrightKey(keys.redo!.pc));
  await expect(line(editor, 'max_accel')).toHaveText(/^\s+#\s*max_accel: 3000$/);
  await page.keyboard.press(playwrightKey(keys.search!.pc));
  await expect(editor.getByRole('textbox', { name: 'Find' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(editor.getByRole('textbox', { name: 'Find' })).toHaveCount(0);
  await line(editor, 'kinematics:').click();
  await page.keyboard.press(playwrightKey(keys.replace!.pc));
  await expect(editor.getByRole('textbox', { name: 'Replace' })).toBeFocused();
});

test('search and replace all changes the text and makes the file dirty', async ({ page, sim }) => {
  const original = await readConfig(sim.url, 'printer.cfg');
  const count = original.split('M117').length - 1;
  expect(count).toBeGreaterThan(1);
  const editor = await openConfigFile(page, sim, 'printer.cfg');
  await line(editor, 'kinematics:').click();
  await page.keyboard.press('Control+f');
  const find = editor.getByRole('textbox', { name: 'Find' });
  await expect(find).toBeFocused();
  await find.fill('M117');
  await editor.getByRole('textbox', { name: 'Replace' }).fill('M118');
  await expect(editor.getByText('Unsaved changes')).toHaveCount(0);
  await editor.getByRole('button', { name: 'replace all' }).click();
  await expect(editor.getByText('Unsaved changes')).toHaveCount(1);
  await expect(editor.getByRole('heading', { name: 'printer.cfg •' })).toBeVisible();
  await editor.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(editor.getByText('Unsaved changes')).toHaveCount(0);
  const saved = await readConfig(sim.url, 'printer.cfg');
  expect(saved).not.toContain('M117');
  expect(saved.split('M118').length - 1).toBe(count);
});

test('a section folds from its fold marker and unfolds again', async ({ page, sim }) => {
  const editor = await openConfigFile(page, sim, 'printer.cfg');
  const header = line(editor, /^\[printer\]/); // folded, the placeholder follows
  const body = ['max_velocity: 300', 'max_z_accel: 350'];
  for (const text of body) await expect(line(editor, text)).toBeVisible();
  const marker = async (title: string): Promise<Locator> => {
    const headerBox = await header.boundingBox();
    const markers = editor.locator(`.cm-foldGutter span[title="${title}"]`);
    for (const m of await markers.all()) {
      const box = await m.boundingBox();
      const middle = box ? box.y + box.height / 2 : -1;
      if (headerBox && middle > headerBox.y && middle < headerBox.y + headerBox.height) return m;
    }
    throw new Error(`no '${title}' marker on the [printer] line`);
  };
  await (await marker('Fold line')).click();
  for (const text of body)
    await expect(editor.locator('.cm-line', { hasText: text })).toHaveCount(0);
  await expect(editor.locator('.cm-foldPlaceholder')).toHaveCount(1);
  await expect(line(editor, 'restart_method:')).toBeVisible(); // the section before stays
  await expect(line(editor, '[stepper_x]')).toBeVisible(); // and so does the next one
  await (await marker('Unfold line')).click();
  for (const text of body) await expect(line(editor, text)).toBeVisible();
  await expect(editor.locator('.cm-foldPlaceholder')).toHaveCount(0);
});

test('syntax: Jinja and G-code inside gcode:, section headers and comments', async ({
  page,
  sim,
}) => {
  const editor = await openConfigFile(page, sim, 'printer.cfg');
  const content = editor.locator('.cm-content');
  /** The class and style of the first token span whose text is `text` (in a line holding `on`). */
  const token = (text: string, on = '') =>
    content.evaluate(
      (root, [wanted, within]) => {
        for (const row of root.querySelectorAll<HTMLElement>('.cm-line')) {
          if (!row.textContent?.includes(within)) continue;
          for (const span of row.querySelectorAll<HTMLElement>('span')) {
            if (span.textContent?.trim() !== wanted) continue;
            const style = getComputedStyle(span);
            return {
              cls: span.className,
              color: style.color,
              bold: Number(style.fontWeight) >= 600,
              italic: style.fontStyle === 'italic',
            };
          }
        }
        return null;
      },
      [text, on] as const,
    );
  // CodeMirror highlights in slices of time: on a busy machine the tokens come a moment later.
  await expect
    .poll(async () => (await token('cartesian')) !== null && (await token('printer')) !== null)
    .toBe(true);
  const plain = await token('cartesian');
  const comment = await token('# Printdeck virtual printer. Edit and RESTART to apply.');
  const header = await token('printer');
  expect(plain && comment && header).toBeTruthy();
  expect(comment!.italic).toBe(true);
  expect(header!.bold).toBe(true);

  await editor.getByRole('button', { name: /^gcode_macro PRINT_START/ }).click();
  await expect(line(editor, 'M140 S{bed}')).toBeVisible();
  // The unfolded lines are highlighted in a slice of their own, a moment later on a busy machine.
  await expect
    .poll(async () => (await token('{%')) !== null && (await token('M140')) !== null)
    .toBe(true);
  const jinja = await token('{%');
  // Klipper's expressions are {…} (its Jinja uses single braces), as in `M140 S{bed}`.
  const expression = await token('{', 'M140 S{bed}');
  const expressionEnd = await token('}', 'M140 S{bed}');
  const parameter = await token('S', 'M140 S{bed}');
  const command = await token('M140');
  const keyword = await token('set');
  expect(jinja && command && keyword).toBeTruthy();
  // Each kind has its own highlighting class and colour, none that of a plain value.
  const kinds = { plain, comment, header, jinja, command };
  const classes = Object.values(kinds).map((k) => k!.cls);
  expect(new Set(classes).size, JSON.stringify(kinds)).toBe(classes.length);
  for (const [name, kind] of Object.entries(kinds))
    if (name !== 'plain') expect(kind!.color, name).not.toBe(plain!.color);
  expect(keyword!.cls).not.toBe(plain!.cls);
  expect(expression?.cls, 'the { of {bed}').toBe(jinja!.cls);
  expect(expressionEnd?.cls, 'the } of {bed}').toBe(jinja!.cls);
  expect(parameter?.cls, 'the S of S{bed}').toBeTruthy();
  expect(parameter!.cls).not.toBe(plain!.cls);
  expect(parameter!.cls).not.toBe(command!.cls);
});

test("moonraker.conf: an unknown [server] option is warned about; Save & Restart asks about 'moonraker'", async ({
  page,
  sim,
}) => {
  const editor = await openConfigFile(page, sim, 'moonraker.conf');
  await cursorAfter(editor, '[server]');
  await page.keyboard.press('Enter');
  await page.keyboard.type('no_such_option: 1');
  await page.keyboard.press('Escape'); // any completion list
  const typed = line(editor, 'no_such_option: 1');
  await expect(typed).toBeVisible();
  const markers = editor.locator('.cm-lint-marker-warning');
  await expect(markers.first()).toBeVisible({ timeout: 10_000 });
  const lineBox = await typed.boundingBox();
  const onLine: Locator[] = [];
  for (const m of await markers.all()) {
    const box = await m.boundingBox();
    const middle = box ? box.y + box.height / 2 : -1;
    if (lineBox && middle > lineBox.y && middle < lineBox.y + lineBox.height) onLine.push(m);
  }
  expect(onLine).toHaveLength(1);
  await onLine[0]!.hover();
  await expect(page.locator('.cm-tooltip-lint')).toContainText(
    "Option 'no_such_option' is not valid in section [server]",
  );

  // Warnings never block saving; the restart asked about is Moonraker's (not confirmed here).
  await editor.getByRole('button', { name: 'Save & Restart' }).click();
  const confirm = page.getByRole('dialog', { name: 'Restart moonraker?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(editor).toBeVisible();
  await expect(editor.getByText('Unsaved changes')).toHaveCount(0);
  expect(await readConfig(sim.url, 'moonraker.conf')).toContain('no_such_option: 1');
});
