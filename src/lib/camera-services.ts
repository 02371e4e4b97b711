// Moonraker's webcam `service` text and Printdeck's camera types (design note point 5): which type
// a service shows as, and which service a type saves — the stored one kept while its type stays.
// WebRTC has two services, told apart by who answers the signalling. Pure, no imports.

/** Printdeck's camera types (the values of lib/cameras' CameraType). */
type Type = 'mjpgadaptive' | 'mjpgstream' | 'ipstream' | 'iframe' | 'webrtc';

/** Who answers a WebRTC camera's offer at its address: camera-streamer or go2rtc. */
export const WEBRTC_SIGNALLINGS = ['camerastreamer', 'go2rtc'] as const;
export type WebrtcSignalling = (typeof WEBRTC_SIGNALLINGS)[number];

const TYPE_OF_SERVICE: Readonly<Record<string, Type>> = {
  mjpegstreamer: 'mjpgstream',
  'mjpegstreamer-adaptive': 'mjpgadaptive',
  ipstream: 'ipstream',
  iframe: 'iframe',
  'webrtc-camerastreamer': 'webrtc',
  'webrtc-go2rtc': 'webrtc',
};

const SERVICE_OF_TYPE: Readonly<Record<Type, string>> = {
  mjpgstream: 'mjpegstreamer',
  mjpgadaptive: 'mjpegstreamer-adaptive',
  ipstream: 'ipstream',
  iframe: 'iframe',
  webrtc: 'webrtc-camerastreamer',
};

/** The type a service shows as; a service Printdeck does not know shows as an MJPEG stream. */
export function typeOfService(service: string): Type {
  return Object.prototype.hasOwnProperty.call(TYPE_OF_SERVICE, service)
    ? (TYPE_OF_SERVICE[service] as Type)
    : 'mjpgstream';
}

/** go2rtc for its service, camera-streamer for anything else. */
export function signallingOfService(service: string): WebrtcSignalling {
  return service === 'webrtc-go2rtc' ? 'go2rtc' : 'camerastreamer';
}

/**
 * The service a camera of `type` saves. WebRTC: the chosen signalling's. Another type keeps the
 * stored service while it still shows as that type (an unknown service text survives an edit);
 * otherwise the type's own service.
 */
export function serviceForType(type: Type, signalling: WebrtcSignalling, stored = ''): string {
  if (type === 'webrtc') return signalling === 'go2rtc' ? 'webrtc-go2rtc' : 'webrtc-camerastreamer';
  if (stored !== '' && typeOfService(stored) === type) return stored;
  return SERVICE_OF_TYPE[type];
}
