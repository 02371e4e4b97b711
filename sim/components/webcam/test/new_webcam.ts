// What Moonraker gives a camera posted with only a name and a stream address: the expectation of
// the webcam component's tests, written out here once rather than read from the simulator.

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
} as const;
