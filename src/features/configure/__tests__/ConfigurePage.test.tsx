import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { giveElementsABox, resetFilesStore } from '../../../test/layout-box';
import type { DirectoryListing } from '../../../../protocol/files';

const requested: string[] = [];
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

const api = {
  files: {
    roots: () =>
      Promise.resolve(
        Object.keys(FILES).map((name) => ({
          name,
          path: `/${name}`,
          permissions: name === 'config' ? 'rw' : 'r',
        })),
      ),
    getDirectory: (path: string) => {
      requested.push(path);
      return Promise.resolve(listing(path, FILES[path] ?? []));
    },
  },
  database: {
    getItem: () => Promise.reject(Object.assign(new Error('nf'), { code: 404 })),
    postItem: () => Promise.resolve({}),
  },
};

vi.mock('../../../state/session', () => ({
  attempt: (work: (a: unknown) => Promise<unknown>) => work(api),
  getApi: () => api,
  onServerNotification: () => () => undefined,
  onSocketReady: () => () => undefined,
}));

import ConfigurePage from '../ConfigurePage';
import { useConnection } from '../../../state/connection';

beforeAll(() => giveElementsABox());

beforeEach(() => {
  requested.length = 0;
  resetFilesStore();
  useConnection.setState({ apiUrl: 'http://printer:7125', socketStatus: 'open' });
});

function renderPage() {
  return render(
    <Router hook={memoryLocation({ path: '/configure' }).hook}>
      <ConfigurePage />
    </Router>,
  );
}

describe('ConfigurePage', () => {
  it('shows the config browser with its actions and disk usage, and the read-only roots in tabs', async () => {
    const user = userEvent.setup();
    renderPage();
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
    expect(requested).toEqual(expect.arrayContaining(['config', 'logs', 'docs']));
  });
});
