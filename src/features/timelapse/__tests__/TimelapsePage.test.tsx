// /timelapse as a user sees it: the timelapse root's videos (preview images as thumbnails and not
// as rows, a click plays the video, no upload), the status card's frames, preview, slider and
// buttons by the §4 rules, the render's progress greying the preview, and the frame error message.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { giveElementsABox, resetFilesStore } from '../../../test/layout-box';

const { api, calls } = vi.hoisted(() => {
  const calls: string[] = [];
  const FILES = ['timelapse_cube_20260101.mp4', 'timelapse_cube_20260101.jpg', 'cube_frames.zip'];
  const listing = () => ({
    dirs: [],
    files: FILES.map((filename) => ({ filename, modified: 7, size: 1000, permissions: 'rw' })),
    disk_usage: { total: 1e10, used: 1e9, free: 9e9 },
    root_info: { name: 'timelapse', permissions: 'rw' },
  });
  const api = {
    call: (method: string) => {
      calls.push(method);
      return Promise.resolve({ action: 'render', status: 'started' });
    },
    files: {
      roots: () => Promise.resolve([{ name: 'timelapse', path: '/timelapse', permissions: 'rw' }]),
      getDirectory: () => Promise.resolve(listing()),
    },
    database: {
      getItem: () => Promise.reject(Object.assign(new Error('nf'), { code: 404 })),
      postItem: () => Promise.resolve({}),
    },
  };
  return { api, calls };
});

vi.mock('../../../state/session', () => ({
  attempt: (work: (a: unknown) => Promise<unknown>) => work(api),
  getApi: () => api,
  onServerNotification: () => () => undefined,
  onSocketReady: () => () => undefined,
  onKlippyReady: () => () => undefined,
}));

import TimelapsePage from '../TimelapsePage';
import { TIMELAPSE_DEFAULTS } from '../../../lib/timelapse';
import { INITIAL_VIEW } from '../../../lib/timelapse-events';
import { useConnection } from '../../../state/connection';
import { useMessages } from '../../../state/messages';
import { useTimelapse } from '../../../state/timelapse';
import { applyTimelapseEvent, useTimelapseView } from '../../../state/timelapse-events';

const API = 'http://printer:7125';

beforeAll(() => giveElementsABox());

beforeEach(() => {
  calls.length = 0;
  resetFilesStore();
  useConnection.setState({ apiUrl: API, socketStatus: 'open' });
  useTimelapse.setState({ settings: { ...TIMELAPSE_DEFAULTS } });
});
afterEach(() => {
  useTimelapse.setState({ settings: null });
  useTimelapseView.setState({ ...INITIAL_VIEW }, true);
  useMessages.setState({ queue: [] });
});

function renderPage() {
  return render(
    <Router hook={memoryLocation({ path: '/timelapse' }).hook}>
      <TimelapsePage />
    </Router>,
  );
}

const frames = (count: number) =>
  act(() =>
    applyTimelapseEvent({
      action: 'newframe',
      status: 'success',
      frame: String(count),
      framefile: `frame${String(count).padStart(6, '0')}.jpg`,
    }),
  );

describe('TimelapsePage', { timeout: 60_000 }, () => {
  it('lists videos with their preview as thumbnail and plays one in the browser', async () => {
    const user = userEvent.setup();
    const { container } = renderPage();
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
    renderPage();
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

  it('disables save frames and render without frames', () => {
    renderPage();
    expect(screen.getByText('No frames taken yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Render' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save frames' })).toBeDisabled();
  });

  it('counts frames, shows the last one, looks back with the slider and renders', async () => {
    const user = userEvent.setup();
    renderPage();
    frames(1);
    frames(2);
    frames(3);
    expect(screen.getByText('Frames taken: 3')).toBeInTheDocument();
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
    expect(calls).toContain('machine.timelapse.render');
    act(() => applyTimelapseEvent({ action: 'render', status: 'started', framecount: '3' }));
    act(() => applyTimelapseEvent({ action: 'render', status: 'running', progress: 40 }));
    expect(screen.getByRole('progressbar', { name: 'Rendering: 40 %' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(screen.getByRole('button', { name: 'Render' })).toBeDisabled();
    expect(screen.getByRole('slider', { name: /^Frame/ })).toBeDisabled();
    expect(screen.getByRole('img', { name: /^Frame \d of 3$/ })).toHaveStyle({
      filter: 'grayscale(0.4)',
    });

    act(() =>
      applyTimelapseEvent({ action: 'render', status: 'success', filename: 'timelapse_cube.mp4' }),
    );
    expect(screen.queryByRole('progressbar', { name: /^Rendering/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Render' })).toBeEnabled();
  });

  it("says 'Error taking timelapse frame' when a frame fails", () => {
    applyTimelapseEvent({ action: 'newframe', status: 'error' });
    expect(useMessages.getState().queue.map((m) => [m.text, m.severity])).toEqual([
      ['Error taking timelapse frame', 'error'],
    ]);
    expect(useTimelapseView.getState().lastFrame.count).toBe(0);
  });

  it('shows the settings panel in its card', () => {
    renderPage();
    const card = screen.getByRole('region', { name: 'Settings' });
    expect(within(card).getByRole('combobox', { name: 'Mode' })).toBeInTheDocument();
  });
});
