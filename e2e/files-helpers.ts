// Helpers for the file and printing scenarios: the gcodes browser, its rows, dropping and choosing
// files, and reading the simulator's files over its HTTP API.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { expect, type Locator, type Page } from '@playwright/test';
import { printerState } from './fixtures';

export const FIXTURES = path.resolve(import.meta.dirname, '..', 'fixtures', 'gcode');

/** A fixture G-code file's bytes; large ones are kept gzipped in the repository. */
export function fixture(name: string): Buffer {
  const plain = path.join(FIXTURES, name);
  if (existsSync(plain)) return readFileSync(plain);
  return gunzipSync(readFileSync(`${plain}.gz`));
}

/** The gcodes file browser region. */
export function browser(page: Page): Locator {
  return page.getByRole('region', { name: 'gcodes files' });
}

/** A row of the browser by the file or folder name it shows. */
export function row(page: Page, name: string): Locator {
  return browser(page)
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name, exact: true }) });
}

/** Open a row's action menu and pick an item ('Print', 'Rename', 'Delete', ...). */
export async function rowAction(page: Page, name: string, action: string): Promise<void> {
  await browser(page)
    .getByRole('button', { name: `Actions for ${name}`, exact: true })
    .click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

/** Drop files on an element as the browser does when files are dragged in from the desktop. */
export async function dropFiles(
  page: Page,
  target: Locator,
  files: { name: string; bytes: Buffer }[],
): Promise<void> {
  const dataTransfer = await page.evaluateHandle(
    (list) => {
      const transfer = new DataTransfer();
      for (const { name, b64 } of list) {
        const binary = atob(b64);
        const bytes = new Uint8Array(binary.length);
        for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
        transfer.items.add(new File([bytes], name, { type: 'text/plain' }));
      }
      return transfer;
    },
    files.map((file) => ({ name: file.name, b64: file.bytes.toString('base64') })),
  );
  await target.dispatchEvent('dragenter', { dataTransfer });
  await target.dispatchEvent('dragover', { dataTransfer });
  await target.dispatchEvent('drop', { dataTransfer });
}

/** Choose files with the 'Upload files' button. */
export async function chooseFiles(
  page: Page,
  files: { name: string; mimeType?: string; buffer: Buffer }[] | string,
): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await browser(page).getByRole('button', { name: 'Upload files', exact: true }).click();
  await (
    await chooser
  ).setFiles(
    typeof files === 'string' ? files : files.map((f) => ({ mimeType: 'text/plain', ...f })),
  );
}

/** The simulator's list of gcodes files (paths relative to the root). */
export async function listGcodes(simUrl: string): Promise<string[]> {
  const response = await fetch(`${simUrl}/server/files/list?root=gcodes`);
  const body = (await response.json()) as { result: { path: string }[] };
  return body.result.map((item) => item.path).sort();
}

/** The status card's heading: the translated printer state. */
export function statusHeading(page: Page, state: string): Locator {
  return page.getByRole('heading', { name: state, exact: true });
}

/** Progress of the print as the status card's progress bar says it (0–100). */
export async function progressValue(page: Page): Promise<number> {
  const bar = page.getByRole('progressbar', { name: 'Print progress' }).first();
  await expect(bar).toBeVisible();
  return Number(await bar.getAttribute('aria-valuenow'));
}

/** Open a page of the dashboard and wait until the printer is ready. */
export async function openReady(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(printerState(page)).toContainText('Ready', { timeout: 20_000 });
}

/** A file of the config root, as the simulator serves it. */
export async function readConfig(simUrl: string, path: string): Promise<string> {
  return (await fetch(`${simUrl}/server/files/config/${path}`)).text();
}

/** Writes a file of the config root through Moonraker's upload, as the editor saves. */
export async function writeConfig(simUrl: string, path: string, text: string): Promise<void> {
  const form = new FormData();
  form.append('root', 'config');
  form.append('file', new Blob([text]), path);
  const response = await fetch(`${simUrl}/server/files/upload`, { method: 'POST', body: form });
  expect(response.ok).toBe(true);
}

/**
 * Opens the dashboard once Klipper is ready, then rewrites the config file `path` by `edit` (read
 * at Klipper's or Moonraker's next restart); answers the file as it was.
 */
export async function editConfigOnDashboard(
  page: Page,
  simUrl: string,
  path: string,
  edit: (text: string) => string,
): Promise<string> {
  await openReady(page, `${simUrl}/`);
  const original = await readConfig(simUrl, path);
  await writeConfig(simUrl, path, edit(original));
  return original;
}
