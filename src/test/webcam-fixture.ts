// A webcam as Moonraker lists it, for the tests of Printdeck's camera code.
import { NEW_WEBCAM_DEFAULTS, type Webcam } from '../../protocol/webcams';

/** A webcam as Moonraker lists it (server.webcams.list), MJPEG with a snapshot address by default. */
export function webcam(uid: string, name: string, patch: Partial<Webcam> = {}): Webcam {
  return {
    ...NEW_WEBCAM_DEFAULTS,
    extra_data: {},
    name,
    service: 'mjpegstreamer',
    stream_url: '/webcam/?action=stream',
    snapshot_url: '/webcam/?action=snapshot',
    uid,
    ...patch,
  };
}
