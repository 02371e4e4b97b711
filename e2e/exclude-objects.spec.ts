// Issue 8: exclude an object of a running print from the status card's menu (the printer reports it
// and the dialog shows it excluded; the command is a console entry, like Pause), and 'Preview' in a
// G-code file's menu on /jobs opens the dashboard with the preview started.
import { openReady, rowAction, statusHeading } from './files-helpers';
import { expect, queryField, routeOf, test, type Sim } from './fixtures';

const OBJECTS = ['BOAT_STL', 'CYLINDER_STL', 'TOWER_STL', 'XYZ_CUBE_STL'];

async function objectNames(sim: Sim): Promise<string[]> {
  const objects = (await queryField(sim, 'exclude_object', 'objects')) as
    { name: string }[] | undefined;
  return (objects ?? []).map((o) => o.name);
}

test.describe('exclude objects', () => {
  test.use({ timeScale: 10 });

  test('during a print of multi.gcode, exclude one of its four objects from the status card', async ({
    page,
    sim,
  }) => {
    test.setTimeout(120_000);
    await openReady(page, `${sim.url}/jobs`);
    await rowAction(page, 'multi.gcode', 'Print');
    await expect.poll(() => routeOf(page)).toBe('/');
    await expect(statusHeading(page, 'Printing')).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => objectNames(sim), { timeout: 60_000 }).toEqual(OBJECTS);

    const menuButton = page.getByRole('button', { name: 'Print menu', exact: true });
    await menuButton.click();
    await page.getByRole('menuitem', { name: 'Exclude objects', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Exclude objects' });
    const list = dialog.getByRole('list', { name: 'Objects' });
    await expect(list.getByRole('listitem')).toHaveCount(4);
    for (const name of OBJECTS) await expect(list).toContainText(name);
    // The object being printed is marked (the printer reports one once its first object starts).
    await expect(list.getByRole('listitem').filter({ hasText: 'Printing now' })).toHaveCount(1);

    // Exclude an object that is not being printed now.
    const current = (await queryField(sim, 'exclude_object', 'current_object')) as string | null;
    const target = OBJECTS.find((name) => name !== current && name !== 'BOAT_STL') ?? 'TOWER_STL';
    await dialog.getByRole('button', { name: `Exclude ${target}`, exact: true }).click();
    const confirm = page.getByRole('dialog', { name: `Exclude ${target}?` });
    await expect(confirm).toContainText(
      `Are you sure? The printer will skip the rest of ${target}`,
    );
    await confirm.getByRole('button', { name: 'Exclude', exact: true }).click();
    await expect(confirm).toBeHidden();

    await expect
      .poll(() => queryField(sim, 'exclude_object', 'excluded_objects'), { timeout: 10_000 })
      .toEqual([target]);
    const row = list.getByRole('listitem').filter({ hasText: target });
    await expect(row).toContainText('Excluded');
    await expect(row.getByRole('button')).toHaveCount(0);
    // The others can still be excluded.
    const others = OBJECTS.filter((name) => name !== target);
    for (const name of others)
      await expect(
        dialog.getByRole('button', { name: `Exclude ${name}`, exact: true }),
      ).toHaveCount(1);

    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Pause', exact: true }).click();
    await expect(statusHeading(page, 'Paused')).toBeVisible({ timeout: 20_000 });
    // Paused, the menu still offers the dialog.
    await menuButton.click();
    await expect(
      page.getByRole('menuitem', { name: 'Exclude objects', exact: true }),
    ).toBeEnabled();
    await page.keyboard.press('Escape');

    // Both commands went out as console entries (spec part 1 §4), and Klipper answered.
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Console' })
      .click();
    const output = page.getByRole('log', { name: 'Console output' });
    await expect(output).toContainText(`> EXCLUDE_OBJECT NAME=${target}`);
    await expect(output).toContainText(`Excluding object ${target}`);
    await expect(output).toContainText('> PAUSE');
  });
});

test.describe('preview from the file browser', () => {
  test.use({ timeScale: 5 });

  test("'Preview' in a file's menu on /jobs goes to the dashboard and starts the preview", async ({
    page,
    sim,
  }) => {
    await openReady(page, `${sim.url}/jobs`);
    await rowAction(page, 'small.gcode', 'Preview');
    await expect.poll(() => routeOf(page)).toBe('/');
    const card = page.getByRole('region', { name: 'G-code preview', exact: true });
    // Previewing brings the card into view and loads its body (no scrolling by the user).
    // The preview store holds the file: the card offers to close it.
    await expect(card.getByRole('button', { name: 'Close the preview', exact: true })).toBeVisible({
      timeout: 20_000,
    });
    // Parsed: the 2D view shows the first of small.gcode's 100 layers.
    await expect(card.getByRole('slider', { name: 'Layer', exact: true })).toHaveAttribute(
      'aria-valuetext',
      'layer 1 of 100',
      { timeout: 30_000 },
    );
  });
});
