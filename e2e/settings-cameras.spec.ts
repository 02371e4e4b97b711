// Settings › Cameras as a user drives it (spec part 2 §2 'Settings sections', §3 'Camera', §5,
// §9): a camera added and listed, a frame rate outside 1–60 shown with the spec's message and not
// saved, an iframe camera asking for its height, an edit, everything still there after a reload
// (Moonraker's webcam API: GET /server/webcams/list of the virtual printer), Add disabled at
// three, a removal after the question; a [webcam] section of moonraker.conf shown as managed by
// the server and not editable; the previous version's cameras (Printdeck's namespace) moved to the
// webcam API; and axe on the section and its dialog in both themes, at 1280 and 390 px.
import type { Locator, Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { expect, printerState, test, writeDatabaseItem, type Sim } from './fixtures';

test.use({ viewport: { width: 1280, height: 1000 }, timeScale: 5 });

const section = (page: Page) => page.getByRole('region', { name: 'Cameras', exact: true });
const cameraList = (page: Page) => section(page).getByRole('list', { name: 'Cameras' });

async function openCameras(page: Page, sim: Sim): Promise<void> {
  await page.goto(`${sim.url}/settings#camera`);
  await expect(printerState(page)).toContainText('Ready', { timeout: 20_000 });
  // The section's chunk can take a while on a busy machine.
  await expect(section(page)).toBeVisible({ timeout: 30_000 });
}

/** The printer's webcams as Moonraker lists them. */
async function webcams(sim: Sim): Promise<Record<string, unknown>[]> {
  const res = await fetch(`${sim.url}/server/webcams/list`);
  expect(res.ok, `GET /server/webcams/list answered ${res.status}`).toBe(true);
  const body = (await res.json()) as { result: { webcams: Record<string, unknown>[] } };
  return body.result.webcams;
}

/** What Printdeck's own namespace keeps under 'cameras' (undefined when nothing). */
async function printdeckCameras(sim: Sim): Promise<Record<string, unknown> | undefined> {
  const res = await fetch(`${sim.url}/server/database/item?namespace=printdeck&key=cameras`);
  if (!res.ok) return undefined;
  const body = (await res.json()) as { result: { value: Record<string, unknown> } };
  return body.result.value;
}

const field = (dialog: Locator, name: string) => dialog.getByRole('textbox', { name, exact: true });

async function addCamera(page: Page, name: string, url: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Add camera' });
  // On a busy machine the dialog's chunk can take a while; a click lost meanwhile is repeated.
  await expect(async () => {
    if (!(await dialog.isVisible()))
      await section(page).getByRole('button', { name: 'Add camera' }).click({ timeout: 5_000 });
    await expect(dialog).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 60_000 });
  await field(dialog, 'Name').fill(name);
  await field(dialog, 'Stream URL').fill(url);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(cameraList(page).getByText(name, { exact: true })).toBeVisible();
}

test('cameras are added, checked, edited, kept, limited to three and removed', async ({
  page,
  sim,
}) => {
  test.setTimeout(120_000);
  await openCameras(page, sim);
  await expect(section(page)).toContainText('No cameras yet.');

  // A new camera: the spec's defaults; a frame rate of 0 or 61 is refused with its message.
  await section(page).getByRole('button', { name: 'Add camera' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add camera' });
  await expect(field(dialog, 'Target FPS')).toHaveValue('15');
  await expect(field(dialog, 'Idle FPS')).toHaveValue('5');
  await expect(dialog.getByRole('switch', { name: 'Enabled' })).toBeChecked();
  await expect(dialog.getByRole('switch', { name: 'Flip horizontally' })).not.toBeChecked();
  await expect(field(dialog, 'Height')).toHaveCount(0);
  await field(dialog, 'Name').fill('Bed');
  await field(dialog, 'Stream URL').fill('http://127.0.0.1/webcam/?action=stream');
  await field(dialog, 'Target FPS').fill('0');
  await expect(dialog.getByText('Min 1', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeVisible();
  await field(dialog, 'Target FPS').fill('61');
  await expect(dialog.getByText('Max 60', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeVisible();
  expect(await webcams(sim)).toEqual([]);

  await field(dialog, 'Target FPS').fill('20');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(cameraList(page).getByText('Bed', { exact: true })).toBeVisible();
  await expect
    .poll(() => webcams(sim))
    .toMatchObject([
      {
        name: 'Bed',
        enabled: true,
        service: 'mjpegstreamer-adaptive',
        target_fps: 20,
        target_fps_idle: 5,
        stream_url: 'http://127.0.0.1/webcam/?action=stream',
        snapshot_url: '/webcam/?action=snapshot',
        aspect_ratio: '4:3',
        flip_horizontal: false,
        flip_vertical: false,
        rotation: 0,
        source: 'database',
      },
    ]);
  const uid = (await webcams(sim))[0]?.uid;
  expect(await printdeckCameras(sim)).toBeUndefined();

  // Edited into an iframe camera: it asks for a height.
  await section(page).getByRole('button', { name: 'Edit camera Bed' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit camera' });
  await dialog.getByRole('combobox', { name: 'Stream type' }).click();
  await page.getByRole('option', { name: 'Web page (iframe)' }).click();
  await field(dialog, 'Height').fill('');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Required', { exact: true })).toBeVisible();
  await expect(dialog).toBeVisible();
  await field(dialog, 'Height').fill('480');
  await field(dialog, 'Name').fill('Bed page');
  await dialog.getByRole('combobox', { name: 'Rotation' }).click();
  await page.getByRole('option', { name: '180°' }).click();
  await dialog.getByRole('switch', { name: 'Flip vertically' }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(cameraList(page).getByText('Bed page', { exact: true })).toBeVisible();
  await expect(cameraList(page)).toContainText('Web page (iframe)');
  // The same webcam (its uid), renamed.
  await expect
    .poll(() => webcams(sim))
    .toMatchObject([
      {
        uid,
        name: 'Bed page',
        service: 'iframe',
        extra_data: { height: 480 },
        rotation: 180,
        flip_vertical: true,
      },
    ]);

  // Switched off from the list; all of it is still there after a reload.
  await page.getByRole('switch', { name: 'Camera Bed page enabled' }).uncheck();
  await expect.poll(() => webcams(sim)).toMatchObject([{ enabled: false }]);
  await page.reload();
  await expect(cameraList(page).getByText('Bed page', { exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('switch', { name: 'Camera Bed page enabled' })).not.toBeChecked();

  // Three at most: Add is disabled, with the reason.
  await addCamera(page, 'Nozzle', '/webcam2/?action=stream');
  await expect(section(page).getByRole('button', { name: 'Add camera' })).toBeEnabled();
  await addCamera(page, 'Side', '/webcam3/?action=stream');
  await expect(section(page).getByRole('button', { name: 'Add camera' })).toBeDisabled();
  await expect(section(page)).toContainText('At most 3 cameras: remove one to add another.');
  await expect.poll(async () => (await webcams(sim)).length).toBe(3);

  // Removed after the question (Cancel keeps it).
  await section(page).getByRole('button', { name: 'Remove camera Nozzle' }).click();
  let question = page.getByRole('dialog', { name: "Remove the camera 'Nozzle'?" });
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(cameraList(page).getByText('Nozzle', { exact: true })).toBeVisible();
  await section(page).getByRole('button', { name: 'Remove camera Nozzle' }).click();
  question = page.getByRole('dialog', { name: "Remove the camera 'Nozzle'?" });
  await question.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(cameraList(page).getByText('Nozzle', { exact: true })).toHaveCount(0);
  await expect(section(page).getByRole('button', { name: 'Add camera' })).toBeEnabled();
  await expect
    .poll(async () => (await webcams(sim)).map((w) => w.name))
    .toEqual(['Bed page', 'Side']);
  await page.reload();
  await expect(cameraList(page).getByText('Side', { exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await expect(cameraList(page).getByRole('listitem')).toHaveCount(2);
});

const addButton = (page: Page) => section(page).getByRole('button', { name: 'Add camera' });

// `--webcam` writes a [webcam printer] section into the virtual printer's moonraker.conf.
test.describe('with a camera in moonraker.conf', () => {
  test.use({ simArgs: ['--webcam'] });

  test('it is shown as managed by the server, cannot be edited, and counts in the three', async ({
    page,
    sim,
  }) => {
    test.setTimeout(120_000);
    await openCameras(page, sim);
    const row = cameraList(page).getByRole('listitem').filter({ hasText: 'printer' });
    await expect(row).toContainText('Managed by the server', { timeout: 30_000 });
    await expect(row).toContainText('/webcam/?action=stream');
    await expect(section(page)).toContainText(
      'Cameras set in moonraker.conf are managed by the server: change them there.',
    );
    await expect(row.getByRole('button')).toHaveCount(0);
    await expect(row.getByRole('switch', { name: 'Camera printer enabled' })).toBeDisabled();

    // Two of the dashboard's own reach the limit of three.
    await addCamera(page, 'Nozzle', '/webcam2/?action=stream');
    await expect(addButton(page)).toBeEnabled();
    await addCamera(page, 'Side', '/webcam3/?action=stream');
    await expect(addButton(page)).toBeDisabled();
    await expect(section(page)).toContainText('At most 3 cameras: remove one to add another.');

    // The server's camera keeps its name: another camera cannot take it.
    await section(page).getByRole('button', { name: 'Edit camera Nozzle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit camera' });
    await field(dialog, 'Name').fill('printer');
    await expect(dialog.getByText('Another camera has this name')).toBeVisible();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await expect
      .poll(async () => (await webcams(sim)).map((w) => `${w.name}:${w.source}`))
      .toEqual(['printer:config', 'Nozzle:database', 'Side:database']);
    await page.reload();
    await expect(cameraList(page).getByRole('listitem')).toHaveCount(3, { timeout: 30_000 });
    await expect(
      cameraList(page).getByRole('listitem').filter({ hasText: 'printer' }),
    ).toContainText('Managed by the server');
  });

  /** The light theme's page background. */
  const LIGHT_BACKGROUND = 'rgb(243, 244, 246)';

  /** axe's serious and critical findings in #camera, or in the open dialog. */
  async function auditCameras(page: Page, dialog = false): Promise<string[]> {
    const results = await new AxeBuilder({ page })
      .include(dialog ? '[role="dialog"]' : '#camera')
      .analyze();
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 120)).join(' | ')}`);
  }

  for (const width of [1280, 390]) {
    test(`axe finds nothing serious in #camera and its dialog, both themes, ${width} px`, async ({
      page,
      sim,
    }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height: 900 });
      // Cameras the previous version kept in Printdeck's namespace: moved to the webcam API.
      await writeDatabaseItem(sim.url, 'cameras.cameras', [
        { id: 'b', name: 'Nozzle', enabled: false, type: 'webrtc', url: '' },
        {
          id: 'c',
          name: 'Room',
          enabled: true,
          type: 'iframe',
          url: 'http://printer.local/a/rather/long/path/to/the/camera/page.html',
          height: 480,
        },
      ]);
      for (const dark of [true, false]) {
        await writeDatabaseItem(sim.url, 'uiSettings.theme.isDark', dark);
        // A fresh load (a goto to the same URL and hash would not reload the page).
        await page.goto('about:blank');
        await openCameras(page, sim);
        const background = page.locator('body');
        if (dark) await expect(background).not.toHaveCSS('background-color', LIGHT_BACKGROUND);
        else await expect(background).toHaveCSS('background-color', LIGHT_BACKGROUND);
        await expect(cameraList(page).getByText('Room', { exact: true })).toBeVisible({
          timeout: 30_000,
        });
        await expect(section(page).getByRole('button', { name: 'Add camera' })).toBeDisabled();
        if (dark) {
          await expect
            .poll(async () =>
              (await webcams(sim)).map((w) => [w.name, w.source, w.service, w.extra_data]),
            )
            .toEqual([
              ['printer', 'config', 'mjpegstreamer-adaptive', {}],
              ['Nozzle', 'database', 'webrtc-camerastreamer', {}],
              ['Room', 'database', 'iframe', { height: 480 }],
            ]);
          await expect.poll(async () => (await printdeckCameras(sim))?.cameras).toBeUndefined();
        }
        expect(await auditCameras(page), `section, dark ${dark}`).toEqual([]);
        // A long address is cut, never widening the page.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          width,
        );
        await section(page).getByRole('button', { name: 'Edit camera Room' }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        // With a message showing, too.
        await field(page.getByRole('dialog'), 'Target FPS').fill('61');
        await expect(page.getByRole('dialog').getByText('Max 60')).toBeVisible();
        expect(await auditCameras(page, true), `dialog, dark ${dark}`).toEqual([]);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);
      }
    });
  }
});
