// A webcam as Moonraker lists it, for the tests of Printdeck's camera code.
import type { Webcam } from '../../protocol/webcams';

/** A webcam as Moonraker lists it (server.webcams.list), MJPEG by default. */
export function webcam(uid: string, name: string, patch: Partial<Webcam> = {}): Webcam {
  return {
    name,
    enabled: true,
    icon: 'mdiWebcam',
    aspect_ratio: '4:3',
    target_fps: 15,
    target_fps_idle: 5,
    location: 'printer',
    service: 'mjpegstreamer',
    stream_url: '/webcam/?action=stream',
    snapshot_url: '/webcam/?action=snapshot',
    flip_horizontal: false,
    flip_vertical: false,
    rotation: 0,
    source: 'database',
    extra_data: {},
    uid,
    ...patch,
  };
}
