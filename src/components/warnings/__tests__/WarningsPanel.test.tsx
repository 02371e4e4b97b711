// The warnings panel and the warnings notification source, over a printer whose configfile and
// server.info carry the warnings (as Klipper and Moonraker report them).
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PrinterStatus } from '../../../../protocol/objects';
import { notificationsStore } from '../../../state/notifications';
import { refreshWarnings, warningsStore } from '../../../state/warnings';
import { openNoticesPrinter, type NoticesPrinter } from '../../../test/notices-printer';
import WarningsPanel from '../WarningsPanel';

const FULL = {
  virtual_sdcard: { path: '/gcodes' },
  pause_resume: {},
  display_status: {},
};

describe('printer warnings', () => {
  let p: NoticesPrinter | undefined;

  /** A printer reporting this status, failed components and Moonraker warnings; its list applied. */
  async function printer(status: PrinterStatus, failed: string[] = [], warnings: string[] = []) {
    p = await openNoticesPrinter({
      status,
      info: { failed_components: failed, warnings },
    });
    await refreshWarnings(p.scope);
    return p;
  }

  const items = () => p!.scope.get(notificationsStore).getState().items;

  afterEach(() => {
    p?.close();
    p = undefined;
  });

  describe('WarningsPanel', () => {
    it('shows nothing without warnings', async () => {
      await printer({ configfile: { settings: FULL, warnings: [] } as never });
      const { container } = p!.render(<WarningsPanel />);
      expect(container).toBeEmptyDOMElement();
      expect(p!.scope.get(warningsStore).getState().list).toEqual([]);
    });

    it('lists the configuration warnings with their documentation links', async () => {
      await printer({ configfile: { settings: { virtual_sdcard: {} }, warnings: [] } as never });
      p!.render(<WarningsPanel />);
      const panel = await screen.findByRole('region', { name: 'Warnings' });
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
      await printer(
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
      const { container } = p!.render(<WarningsPanel />);
      expect(
        await screen.findByText("Option 'x' in section 'printer' is deprecated."),
      ).toBeInTheDocument();
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
      const { scope } = await printer({
        configfile: {
          settings: { virtual_sdcard: {}, display_status: {} },
          warnings: [],
        } as never,
      });
      expect(items().map((n) => [n.id, n.type, n.title, n.to, n.source])).toEqual([
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
      // Klipper restarted with the sections added.
      await p!.notify('notify_status_update', [{ configfile: { settings: FULL } }, 2]);
      // The list follows the printer's status by itself.
      await waitFor(() => expect(items()).toEqual([]), { timeout: 3000 });
      expect(scope.get(warningsStore).getState().list).toEqual([]);
    });

    it('names the failed components', async () => {
      await printer({}, ['foo']);
      expect(items()).toEqual([
        expect.objectContaining({
          id: 'warnings:moonraker:failed',
          description: 'Failed: foo',
          to: 'https://moonraker.readthedocs.io/en/latest/configuration/',
        }),
      ]);
    });
  });
});
