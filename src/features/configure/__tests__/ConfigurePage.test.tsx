// The configure page over a pretend printer: the config root's browser with its disk usage, and
// the read-only roots in tabs, each listed by the printer when shown.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DirectoryListing } from '../../../../protocol/files';
import { giveElementsABox } from '../../../test/layout-box';
import { openTestPrinter, type TestPrinter } from '../../../test/printer-scope';
import ConfigurePage from '../ConfigurePage';

const GiB = 1024 ** 3;

function listing(root: string, files: string[]): DirectoryListing {
  return {
    dirs: [],
    files: files.map((filename) => ({ filename, modified: 1, size: 100, permissions: 'rw' })),
    disk_usage: { total: 32 * GiB, used: 8 * GiB, free: 24 * GiB },
    root_info: { name: root, permissions: root === 'config' ? 'rw' : 'r' },
  };
}

const FILES: Record<string, string[]> = {
  config: ['printer.cfg', 'moonraker.conf'],
  logs: ['klippy.log', 'moonraker.log'],
  docs: ['README.md'],
  config_examples: ['generic-bigtreetech.cfg'],
};

describe('ConfigurePage', () => {
  let open: TestPrinter | undefined;

  beforeAll(() => giveElementsABox());

  afterEach(() => open?.close());

  async function renderPage(): Promise<TestPrinter> {
    open = await openTestPrinter({
      setup: (printer) => {
        printer.rpc.set('server.files.roots', () =>
          Object.keys(FILES).map((name) => ({
            name,
            path: `/${name}`,
            permissions: name === 'config' ? 'rw' : 'r',
          })),
        );
        printer.rpc.set('server.files.get_directory', (params) => {
          const path = String(params?.path);
          return listing(path, FILES[path] ?? []);
        });
      },
    });
    open.render(
      <Router hook={memoryLocation({ path: '/configure' }).hook}>
        <ConfigurePage />
      </Router>,
    );
    return open;
  }

  it('shows the config browser with its actions and disk usage, and the read-only roots in tabs', async () => {
    const user = userEvent.setup();
    const p = await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Configure' })).toBeInTheDocument();

    const config = screen.getByRole('region', { name: 'config files' });
    expect(await within(config).findByRole('button', { name: 'printer.cfg' })).toBeInTheDocument();
    for (const name of ['New file', 'New folder', 'Upload files'])
      expect(within(config).getByRole('button', { name })).toBeInTheDocument();
    expect(within(config).getByRole('checkbox', { name: 'Select all' })).toBeInTheDocument();

    const disk = screen.getByRole('region', { name: 'Disk usage' });
    expect(within(disk).getByRole('progressbar', { name: 'Disk space used' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    expect(disk).toHaveTextContent('Used8.0 GB');
    expect(disk).toHaveTextContent('Free24.0 GB');
    expect(disk).toHaveTextContent('Total32.0 GB');

    const others = screen.getByRole('region', { name: 'logs files' });
    const tabs = within(others).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['logs', 'docs', 'config_examples']);
    expect(await within(others).findByRole('button', { name: 'klippy.log' })).toBeInTheDocument();
    for (const name of ['New file', 'New folder', 'Upload files'])
      expect(within(others).queryByRole('button', { name })).toBeNull();
    expect(within(others).queryByRole('checkbox', { name: 'Select all' })).toBeNull();

    await user.click(within(others).getByRole('tab', { name: 'docs' }));
    const docs = screen.getByRole('region', { name: 'docs files' });
    expect(await within(docs).findByRole('button', { name: 'README.md' })).toBeInTheDocument();
    const requested = p.sent('server.files.get_directory').map((params) => params.path);
    expect(requested).toEqual(expect.arrayContaining(['config', 'logs', 'docs']));
  });
});
