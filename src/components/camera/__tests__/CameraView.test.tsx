import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newCamera, type Camera } from '../../../lib/cameras';
import { useConnection } from '../../../state/connection';
import { useMessages } from '../../../state/messages';
import { CameraView } from '../CameraView';
import { STREAM_TIMEOUT_MS } from '../streams';

const API = 'http://printer.local:7125';

function camera(overrides: Partial<Camera>): Camera {
  return { ...newCamera(), id: 'cam1', name: 'Bed cam', ...overrides };
}

/** Snapshots the adaptive view asks for: loaded or failed by the test. */
class FakeImage {
  static made: FakeImage[] = [];
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  naturalWidth = 0;
  naturalHeight = 0;
  src = '';
  constructor() {
    FakeImage.made.push(this);
  }
  removeAttribute(name: string) {
    if (name === 'src') this.src = '';
  }
  arrive(width = 640, height = 480) {
    this.naturalWidth = width;
    this.naturalHeight = height;
    act(() => this.onload?.());
  }
}

function query(url: string | null | undefined): URLSearchParams {
  return new URL(url ?? '', 'http://x').searchParams;
}

describe('CameraView', () => {
  let visibility: DocumentVisibilityState = 'visible';

  function setVisibility(next: DocumentVisibilityState) {
    visibility = next;
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
  }

  let focused = true;

  function setFocus(next: boolean) {
    focused = next;
    act(() => {
      window.dispatchEvent(new Event(next ? 'focus' : 'blur'));
    });
  }

  beforeEach(() => {
    visibility = 'visible';
    focused = true;
    FakeImage.made = [];
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    vi.spyOn(document, 'hasFocus').mockImplementation(() => focused);
    useConnection.setState({ apiUrl: API });
    useMessages.setState({ queue: [] });
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  describe('mjpgstream', () => {
    it('streams from the printer with action=stream, a cache buster and the name as alt text', () => {
      render(<CameraView camera={camera({ type: 'mjpgstream', url: '/webcam/?action=stream' })} />);
      const img = screen.getByRole('img', { name: 'Bed cam' });
      const src = img.getAttribute('src') ?? '';
      expect(src.startsWith(`${API}/webcam/?action=stream&nocache=`)).toBe(true);
    });

    it('clears the address while the page is hidden and loads afresh when it shows', () => {
      render(<CameraView camera={camera({ type: 'mjpgstream' })} />);
      const img = screen.getByRole('img', { name: 'Bed cam' });
      const first = img.getAttribute('src');
      expect(first).toContain('action=stream');
      setVisibility('hidden');
      expect(img).not.toHaveAttribute('src');
      setVisibility('visible');
      const again = img.getAttribute('src');
      expect(again).toContain('action=stream');
      expect(query(again).get('nocache')).not.toBe(query(first).get('nocache'));
    });

    it('says so when the stream fails, and Retry loads it again', () => {
      render(<CameraView camera={camera({ type: 'mjpgstream' })} />);
      fireEvent.error(screen.getByRole('img', { name: 'Bed cam' }));
      expect(screen.getByRole('alert')).toHaveTextContent('Bed cam sends no picture');
      expect(screen.queryByRole('img', { name: 'Bed cam' })).not.toHaveAttribute('src');
      fireEvent.click(screen.getByRole('button', { name: 'Retry Bed cam' }));
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.getByRole('img', { name: 'Bed cam' }).getAttribute('src')).toContain(
        'action=stream',
      );
    });

    it('says the camera does not answer when no picture comes in time', () => {
      vi.useFakeTimers();
      render(<CameraView camera={camera({ type: 'mjpgstream' })} />);
      act(() => vi.advanceTimersByTime(STREAM_TIMEOUT_MS + 10));
      expect(screen.getByRole('alert')).toHaveTextContent('the camera does not answer');
    });

    it('turns the picture and swaps the box for a quarter turn', () => {
      render(<CameraView camera={camera({ type: 'mjpgstream', rotate: 90, flipX: true })} />);
      const img = screen.getByRole('img', { name: 'Bed cam' });
      expect(img.style.transform).toBe('translate(-50%, -50%) rotate(90deg) scale(-1, 1)');
      // 4:3 turned: the view is 3:4 and the picture's box as wide as the view is high.
      expect(img.style.width).toBe(`${(4 / 3) * 100}%`);
      expect(img.style.height).toBe('75%');
    });

    it('has named controls: full screen and the camera page', () => {
      document.documentElement.requestFullscreen = vi.fn(() => Promise.resolve());
      render(<CameraView camera={camera({ type: 'mjpgstream' })} pageHref="/camera/cam1" />);
      expect(screen.getByRole('link', { name: 'Open Bed cam on its own page' })).toHaveAttribute(
        'href',
        '/camera/cam1',
      );
      expect(screen.getByRole('button', { name: 'Show Bed cam full screen' })).toBeInTheDocument();
    });

    it('says so when the camera has no address', () => {
      render(<CameraView camera={camera({ type: 'mjpgstream', url: '' })} />);
      expect(screen.getByRole('alert')).toHaveTextContent('Bed cam has no address.');
      expect(screen.queryByRole('button', { name: /Retry/ })).toBeNull();
    });

    it('never reads the name as HTML', () => {
      const name = '<b id="injected">x</b>';
      const { container } = render(<CameraView camera={camera({ type: 'mjpgstream', name })} />);
      expect(container.querySelector('#injected')).toBeNull();
      expect(screen.getByRole('img', { name })).toBeInTheDocument();
    });
  });

  describe('mjpgadaptive', () => {
    beforeEach(() => {
      vi.useFakeTimers();
      vi.stubGlobal('Image', FakeImage);
    });

    it('asks snapshots one after the other at the target rate and shows the rate', () => {
      render(<CameraView camera={camera({ fpstarget: 10, fpsidletarget: 2, snapshotUrl: '' })} />);
      expect(FakeImage.made).toHaveLength(1);
      const first = FakeImage.made[0] as FakeImage;
      expect(first.src.startsWith(`${API}/webcam/?action=snapshot&nocache=`)).toBe(true);
      // Nothing more is asked while the snapshot is on its way.
      act(() => vi.advanceTimersByTime(500));
      expect(FakeImage.made).toHaveLength(1);
      act(() => vi.advanceTimersByTime(20));
      first.arrive();
      expect(screen.getByRole('img', { name: 'Bed cam' })).toHaveAttribute('src', first.src);
      // It took 520 ms, over a frame's 100 ms: the next is asked at once.
      act(() => vi.advanceTimersByTime(0));
      expect(FakeImage.made).toHaveLength(2);
      // 4 s at 10 fps: the rate shown counts the last 3 s only.
      for (let i = 1; i < 41; i++) {
        act(() => vi.advanceTimersByTime(30));
        (FakeImage.made[i] as FakeImage).arrive();
        act(() => vi.advanceTimersByTime(69));
        expect(FakeImage.made).toHaveLength(i + 1);
        act(() => vi.advanceTimersByTime(1));
        expect(FakeImage.made).toHaveLength(i + 2);
      }
      expect(screen.getByText('10 fps')).toBeInTheDocument();
    });

    it('uses the camera snapshot address when it has one', () => {
      render(<CameraView camera={camera({ snapshotUrl: 'http://cam.lan/snap.jpg' })} />);
      expect((FakeImage.made[0] as FakeImage).src).toMatch(
        /^http:\/\/cam\.lan\/snap\.jpg\?nocache=\d+$/,
      );
    });

    it('slows to the idle rate while the window has no focus', () => {
      render(<CameraView camera={camera({ fpstarget: 10, fpsidletarget: 2, snapshotUrl: '' })} />);
      setFocus(false);
      (FakeImage.made[0] as FakeImage).arrive();
      act(() => vi.advanceTimersByTime(499));
      expect(FakeImage.made).toHaveLength(1);
      act(() => vi.advanceTimersByTime(1));
      expect(FakeImage.made).toHaveLength(2);
      setFocus(true);
      (FakeImage.made[1] as FakeImage).arrive();
      act(() => vi.advanceTimersByTime(100));
      expect(FakeImage.made).toHaveLength(3);
    });

    it('stops asking while the page is hidden, and starts again when it shows', () => {
      render(<CameraView camera={camera({ fpstarget: 10 })} />);
      (FakeImage.made[0] as FakeImage).arrive();
      expect(screen.getByRole('img', { name: 'Bed cam' })).toBeInTheDocument();
      setVisibility('hidden');
      expect(screen.queryByRole('img', { name: 'Bed cam' })).toBeNull();
      act(() => vi.advanceTimersByTime(5000));
      expect(FakeImage.made).toHaveLength(1);
      setVisibility('visible');
      expect(FakeImage.made).toHaveLength(2);
    });

    it('says so when a snapshot fails or takes too long', () => {
      render(<CameraView camera={camera({})} />);
      act(() => (FakeImage.made[0] as FakeImage).onerror?.());
      expect(screen.getByRole('alert')).toHaveTextContent('Bed cam sends no picture');
      fireEvent.click(screen.getByRole('button', { name: 'Retry Bed cam' }));
      expect(FakeImage.made).toHaveLength(2);
      act(() => vi.advanceTimersByTime(STREAM_TIMEOUT_MS));
      expect(screen.getByRole('alert')).toHaveTextContent('the camera does not answer');
    });
  });

  describe('other types', () => {
    it('ipstream plays the address in a muted video', () => {
      const { container } = render(
        <CameraView camera={camera({ type: 'ipstream', url: 'http://cam.lan/live.mp4' })} />,
      );
      const video = container.querySelector('video') as HTMLVideoElement;
      expect(video).toHaveAttribute('src', 'http://cam.lan/live.mp4');
      expect(video.muted).toBe(true);
      expect(video).toHaveAccessibleName('Bed cam');
    });

    it('iframe takes the camera height and its name as title', () => {
      render(
        <CameraView camera={camera({ type: 'iframe', url: 'http://cam.lan/', height: 333 })} />,
      );
      const frame = screen.getByTitle('Bed cam');
      expect(frame).toHaveAttribute('src', 'http://cam.lan/');
      expect(frame.parentElement).toHaveStyle({ height: '333px' });
      setVisibility('hidden');
      expect(frame).not.toHaveAttribute('src');
    });

    it('webrtc stays idle until Play, and a failure is told in the app and the view', async () => {
      const fetch = vi.fn(() => Promise.resolve(new Response('nope', { status: 500 })));
      vi.stubGlobal('fetch', fetch);
      render(
        <CameraView
          camera={camera({
            type: 'webrtc',
            service: 'webrtc-camerastreamer',
            url: '/webcam/webrtc',
          })}
        />,
      );
      expect(fetch).not.toHaveBeenCalled();
      fireEvent.click(screen.getByRole('button', { name: 'Play Bed cam' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'WebRTC with Bed cam failed: HTTP 500: nope',
      );
      expect(fetch).toHaveBeenCalledWith(`${API}/webcam/webrtc`, expect.anything());
      expect(useMessages.getState().queue.map((m) => [m.text, m.severity])).toEqual([
        ['WebRTC with Bed cam failed: HTTP 500: nope', 'error'],
      ]);
    });
  });
});
