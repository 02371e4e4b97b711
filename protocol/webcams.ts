// Moonraker's webcam component (reference §9): the webcam object, server.webcams.* params and
// results, and the notify_webcams_changed payload. Shared by the dashboard and the virtual printer.

/** A webcam as Moonraker describes it (exactly these keys). */
export interface Webcam {
  name: string;
  enabled: boolean;
  /** A Material Design icon name, default 'mdiWebcam'. */
  icon: string;
  /** 'W:H', default '4:3'. */
  aspect_ratio: string;
  target_fps: number;
  target_fps_idle: number;
  location: string;
  /**
   * Free text naming how the stream is served: 'mjpegstreamer', 'mjpegstreamer-adaptive',
   * 'ipstream', 'iframe', 'webrtc-camerastreamer', 'webrtc-go2rtc', ...
   */
  service: string;
  /** Absolute URL or a path on the Moonraker host. */
  stream_url: string;
  /** May be ''. */
  snapshot_url: string;
  flip_horizontal: boolean;
  flip_vertical: boolean;
  /** 0, 90, 180 or 270. */
  rotation: number;
  /** 'config': from a [webcam name] section of moonraker.conf, read-only; 'database': editable. */
  source: 'config' | 'database';
  /** Free-form data a frontend keeps with the camera. */
  extra_data: Record<string, unknown>;
  uid: string;
}

/**
 * What Moonraker gives the fields a new camera's post leaves out (its service defaults to
 * 'mjpegstreamer'; name and stream_url it needs). Written out for the tests of both sides.
 */
export const NEW_WEBCAM_DEFAULTS = {
  enabled: true,
  icon: 'mdiWebcam',
  aspect_ratio: '4:3',
  target_fps: 15,
  target_fps_idle: 5,
  location: 'printer',
  snapshot_url: '',
  flip_horizontal: false,
  flip_vertical: false,
  rotation: 0,
  source: 'database',
  extra_data: {},
} as const satisfies Partial<Webcam>;

/** The fields a post may set (source and uid never change). */
export type WebcamFields = Partial<Omit<Webcam, 'source' | 'uid'>>;

/** server.webcams.get_item / delete_item: one of uid or name. */
export type WebcamRef = { uid: string } | { name: string };

/** server.webcams.post_item: uid (update), else name (update or create), plus any field. */
export type WebcamPost = WebcamFields & { uid?: string };

/** server.webcams.test. */
export interface WebcamTestResult {
  name: string;
  snapshot_reachable: boolean;
  snapshot_url: string;
  stream_url: string;
}

/**
 * remote.webrtc: a WebRTC offer for a camera (its uid or name as id), exchanged through the
 * Moonraker socket when the camera has no signalling address of its own. Answered with the
 * remote side's session description.
 */
export interface WebrtcOffer {
  id: string;
  type: 'offer';
  sdp: string;
}

export interface WebrtcAnswer {
  type: 'answer';
  sdp: string;
}
