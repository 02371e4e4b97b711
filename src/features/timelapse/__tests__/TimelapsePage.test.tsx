// /timelapse as a user sees it: the timelapse root's videos (preview images as thumbnails and not
// as rows, a click plays the video, no upload), the status card's frames, preview, slider and
// buttons by the §4 rules, the render's progress greying the preview, and the frame error message.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TIMELAPSE_DEFAULTS } from '../settings-rules';
import { useMessages } from '../../../state/messages';
import { timelapseViewStore } from '../events-store';
// The chosen printer's timelapse events reach the page through the app's listener.
import '../listener';
import { serveFiles } from '../../../test/files-printer';
import { notify, withComponents } from '../../../test/host-printer';
import { giveElementsABox } from '../../../test/layout-box';
import { openTestPrinter, type TestPrinter } from '../../../test/printer-scope';
import TimelapsePage from '../TimelapsePage';

const API = 'http://printer:7125';
const FILES = ['timelapse_cube_20260101.mp4', 'timelapse_cube_20260101.jpg', 'cube_frames.zip'];

describe('TimelapsePage', { timeout: 60_000 }, () => {
  beforeAll(() => giveElementsABox());

  let p: TestPrinter;

  afterEach(() => {
    p.close();
    useMessages.setState({ queue: [] });
  });

  /** The chosen printer, with the timelapse component, its settings and its videos. */
  async function openPrinter() {
    p = await openTestPrinter({
      host: 'printer:7125',
      active: true,
      setup: (printer) => {
        withComponents(printer, ['timelapse']);
        printer.rpc.set('machine.timelapse.get_settings', () => ({ ...TIMELAPSE_DEFAULTS }));
        printer.rpc.set('machine.timelapse.lastframeinfo', () => ({ framecount: 0 }));
        printer.rpc.set('machine.timelapse.render', () => ({
          action: 'render',
          status: 'started',
        }));
        const served = serveFiles(printer, [
          { name: 'timelapse', path: '/timelapse', permissions: 'rw' },
        ]);
        served.listings.timelapse = {
          dirs: [],
          files: FILES.map((filename) => ({
            filename,
            modified: 7,
            size: 1000,
            permissions: 'rw',
          })),
          disk_usage: { total: 1e10, used: 1e9, free: 9e9 },
          root_info: { name: 'timelapse', permissions: 'rw' },
        };
      },
    });
    return p;
  }

  async function renderPage() {
    await openPrinter();
    const result = p.render(
      <Router hook={memoryLocation({ path: '/timelapse' }).hook}>
        <TimelapsePage />
      </Router>,
    );
    await screen.findByRole('combobox', { name: 'Mode' });
    return result;
  }

  /** A notify_timelapse_event from the printer. */
  const event = (params: Record<string, unknown>) =>
    notify(p.printer, 'notify_timelapse_event', [params]);

  const frames = (count: number) =>
    event({
      action: 'newframe',
      status: 'success',
      frame: String(count),
      framefile: `frame${String(count).padStart(6, '0')}.jpg`,
    });

  it('lists videos with their preview as thumbnail and plays one in the browser', async () => {
    const user = userEvent.setup();
    const { container } = await renderPage();
    const browser = screen.getByRole('region', { name: 'timelapse files' });
    const video = await within(browser).findByRole('button', {
      name: 'timelapse_cube_20260101.mp4',
    });
    expect(within(browser).getByRole('button', { name: 'cube_frames.zip' })).toBeInTheDocument();
    expect(
      within(browser).queryByRole('button', { name: 'timelapse_cube_20260101.jpg' }),
    ).toBeNull();
    const thumbs = [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(thumbs).toContain(`${API}/server/files/timelapse/timelapse_cube_20260101.jpg?t=7`);
    // Read-only root with delete and new folder: no upload.
    expect(within(browser).getByRole('button', { name: 'New folder' })).toBeInTheDocument();
    expect(within(browser).queryByRole('button', { name: 'Upload files' })).toBeNull();

    await user.click(video);
    const dialog = await screen.findByRole('dialog', { name: 'timelapse_cube_20260101.mp4' });
    const player = dialog.querySelector('video');
    expect(player).toHaveAttribute('controls');
    expect(player).toHaveAttribute(
      'src',
      `${API}/server/files/timelapse/timelapse_cube_20260101.mp4?t=7`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  });

  it('offers Play, Download and Delete for a video, no View', async () => {
    const user = userEvent.setup();
    await renderPage();
    const browser = screen.getByRole('region', { name: 'timelapse files' });
    await within(browser).findByRole('button', { name: 'timelapse_cube_20260101.mp4' });
    await user.click(
      within(browser).getByRole('button', { name: /actions.*timelapse_cube_20260101\.mp4/i }),
    );
    const menu = await screen.findByRole('menu');
    const entries = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(entries).toEqual(expect.arrayContaining(['Play', 'Download', 'Delete']));
    expect(entries).not.toContain('View');
  });

  it('disables save frames and render without frames', async () => {
    await renderPage();
    await waitFor(() =>
      expect(p.scope.get(timelapseViewStore).getState().lastFrame.uniqueCount).toBe(1),
    );
    expect(screen.getByText('No frames taken yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Render' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save frames' })).toBeDisabled();
  });

  it('counts frames, shows the last one, looks back with the slider and renders', async () => {
    const user = userEvent.setup();
    await renderPage();
    frames(1);
    frames(2);
    frames(3);
    expect(await screen.findByText('Frames taken: 3')).toBeInTheDocument();
    const preview = screen.getByRole('img', { name: 'Frame 3 of 3' });
    expect(preview.getAttribute('src')).toMatch(
      /^http:\/\/printer:7125\/server\/files\/timelapse_frames\/frame000003\.jpg\?t=\d+$/,
    );
    const slider = screen.getByRole('slider', { name: /^Frame/ });
    fireEvent.change(slider, { target: { value: '2' } });
    expect(screen.getByRole('img', { name: 'Frame 2 of 3' }).getAttribute('src')).toContain(
      'frame000002.jpg',
    );

    await user.click(screen.getByRole('button', { name: 'Render' }));
    await waitFor(() => expect(p.sent('machine.timelapse.render')).toHaveLength(1));
    event({ action: 'render', status: 'started', framecount: '3' });
    event({ action: 'render', status: 'running', progress: 40 });
    expect(await screen.findByRole('progressbar', { name: 'Rendering: 40 %' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(screen.getByRole('button', { name: 'Render' })).toBeDisabled();
    expect(screen.getByRole('slider', { name: /^Frame/ })).toBeDisabled();
    expect(screen.getByRole('img', { name: /^Frame \d of 3$/ })).toHaveStyle({
      filter: 'grayscale(0.4)',
    });

    event({ action: 'render', status: 'success', filename: 'timelapse_cube.mp4' });
    await waitFor(() =>
      expect(screen.queryByRole('progressbar', { name: /^Rendering/ })).toBeNull(),
    );
    expect(screen.getByRole('button', { name: 'Render' })).toBeEnabled();
  });

  it("says 'Error taking timelapse frame' when a frame fails", async () => {
    await openPrinter();
    event({ action: 'newframe', status: 'error' });
    await waitFor(() =>
      expect(useMessages.getState().queue.map((m) => [m.text, m.severity])).toEqual([
        ['Error taking timelapse frame', 'error'],
      ]),
    );
    expect(p.scope.get(timelapseViewStore).getState().lastFrame.count).toBe(0);
  });

  it('shows the settings panel in its card', async () => {
    await renderPage();
    const card = screen.getByRole('region', { name: 'Settings' });
    expect(within(card).getByRole('combobox', { name: 'Mode' })).toBeInTheDocument();
  });
});
