import { render, screen, within } from '@testing-library/react';
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PrinterStatus } from '../../../../protocol/objects';
import { useNotifications } from '../../../state/notifications';
import { usePrinter } from '../../../state/printer';
import { initialServer, useServer } from '../../../state/server';
import { refreshWarnings, useWarnings } from '../../../state/warnings';
import WarningsPanel from '../WarningsPanel';

const FULL = {
  virtual_sdcard: { path: '/gcodes' },
  pause_resume: {},
  display_status: {},
};

async function setInputs(status: PrinterStatus, failed: string[] = [], warnings: string[] = []) {
  await act(async () => {
    usePrinter.setState({ status });
    useServer.setState({ failedComponents: failed, warnings });
    await refreshWarnings();
  });
}

beforeEach(async () => {
  useServer.setState({ ...initialServer });
  await setInputs({});
  useNotifications.setState({ items: [] });
});

describe('WarningsPanel', () => {
  it('shows nothing without warnings', async () => {
    await setInputs({ configfile: { settings: FULL, warnings: [] } as never });
    const { container } = render(<WarningsPanel />);
    expect(container).toBeEmptyDOMElement();
    expect(useWarnings.getState().list).toEqual([]);
  });

  it('lists the configuration warnings with their documentation links', async () => {
    await setInputs({ configfile: { settings: { virtual_sdcard: {} }, warnings: [] } as never });
    render(<WarningsPanel />);
    const panel = screen.getByRole('region', { name: 'Warnings' });
    const items = within(panel).getAllByRole('listitem');
    expect(items.map((item) => within(item).getAllByRole('paragraph')[1]?.textContent)).toEqual([
      '[pause_resume] not found',
      '[display_status] is required if you do not have a [display] defined',
      'CANCEL_PRINT macro not found',
    ]);
    const link = within(panel).getByRole('link', {
      name: 'Documentation: [pause_resume] not found',
    });
    expect(link).toHaveAttribute(
      'href',
      'https://www.klipper3d.org/Config_Reference.html#pause_resume',
    );
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it("shows Klipper's and Moonraker's words as text, '<br/>' as separate lines", async () => {
    await setInputs(
      {
        configfile: {
          settings: FULL,
          warnings: [
            {
              type: 'deprecated_option',
              message: "Option 'x' in section 'printer' is deprecated.",
              section: 'printer',
              option: 'x',
            },
          ],
        } as never,
      },
      ['foo', 'bar'],
      ['<b>Unparsed</b> section [baz]<br/>See the log'],
    );
    const { container } = render(<WarningsPanel />);
    expect(screen.getByText("Option 'x' in section 'printer' is deprecated.")).toBeInTheDocument();
    expect(
      screen.getByText(
        'Moonraker has failed plugins, please check your logs, update your configuration and restart moonraker.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Failed: foo, bar')).toBeInTheDocument();
    expect(screen.getByText('<b>Unparsed</b> section [baz]')).toBeInTheDocument();
    expect(screen.getByText('See the log')).toBeInTheDocument();
    expect(container.querySelector('b')).toBeNull();
    expect(
      screen
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'))
        .slice(1),
    ).toEqual([
      'https://moonraker.readthedocs.io/en/latest/configuration/',
      'https://moonraker.readthedocs.io/en/latest/configuration/',
    ]);
    expect(screen.getAllByRole('link')[0]).toHaveAttribute(
      'href',
      'https://www.klipper3d.org/Config_Changes.html',
    );
  });
});

describe('the warnings notification source', () => {
  it('feeds the menu and follows the changes', async () => {
    await setInputs({
      configfile: {
        settings: { virtual_sdcard: {}, display_status: {} },
        warnings: [],
      } as never,
    });
    const items = useNotifications.getState().items;
    expect(items.map((n) => [n.id, n.type, n.title, n.to, n.source])).toEqual([
      [
        'warnings:printer:pauseResume',
        'warning',
        '[pause_resume] not found',
        'https://www.klipper3d.org/Config_Reference.html#pause_resume',
        'warnings',
      ],
      [
        'warnings:printer:cancelPrint',
        'warning',
        'CANCEL_PRINT macro not found',
        'https://www.klipper3d.org/Config_Reference.html#pause_resume',
        'warnings',
      ],
    ]);
    await setInputs({ configfile: { settings: FULL, warnings: [] } as never });
    expect(useNotifications.getState().items).toEqual([]);
  });

  it('names the failed components', async () => {
    await setInputs({}, ['foo']);
    expect(useNotifications.getState().items).toEqual([
      expect.objectContaining({
        id: 'warnings:moonraker:failed',
        description: 'Failed: foo',
        to: 'https://moonraker.readthedocs.io/en/latest/configuration/',
      }),
    ]);
  });
});
