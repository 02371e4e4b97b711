// The webcam component's rules, table by table: request arguments converted as Moonraker's
// WebRequest converts them, the constructor's checks, database rows, config sections, the uid of a
// configured camera (UUID5) and the section `--webcam` adds.

import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ensureVirtualWebcamSection, readWebcamSections, uuid5, webcamFromSection } from '../conf';
import { NEW_WEBCAM_DEFAULTS } from '../../../../protocol/webcams';
import { argOf, databaseRow, updateWebcam, webcamFromDatabase, webcamFromRequest } from '../webcam';

describe('request arguments', () => {
  it.each([
    ['str', 'Cam', 'Cam'],
    ['str', 5, '5'],
    ['str', null, 'None'],
    ['str', true, 'True'],
    ['int', '15', 15],
    ['int', 7.9, 7],
    ['int', true, 1],
    ['bool', 'TRUE', true],
    ['bool', false, false],
  ] as const)('%s from %j is %j', (type, value, expected) => {
    expect(argOf({ k: value }, 'k', type as 'str')).toEqual(expected);
  });

  it.each([
    ['int', '2.5', '2.5'],
    ['int', null, 'None'],
    ['bool', 1, '1'],
    ['bool', 'yes', 'yes'],
  ] as const)('%s from %j is refused, printed as %s', (type, value, shown) => {
    expect(() => argOf({ k: value }, 'k', type as 'int')).toThrow(
      `Unable to convert argument [k] to <class '${type}'>: value received: ${shown}`,
    );
  });

  it('a missing argument without default is named', () => {
    expect(() => argOf({}, 'stream_url', 'str')).toThrow('No data for argument: stream_url');
    expect(argOf({}, 'icon', 'str', 'mdiWebcam')).toBe('mdiWebcam');
  });
});

describe('a new camera', () => {
  it('gets Moonraker defaults for every field left out', () => {
    expect(webcamFromRequest({ name: 'Cam', stream_url: '/s' }, 'u1')).toEqual({
      name: 'Cam',
      ...NEW_WEBCAM_DEFAULTS,
      service: 'mjpegstreamer',
      stream_url: '/s',
      uid: 'u1',
    });
  });

  it.each([
    [{ rotation: 45 }, "Invalid value for 'rotation': 45"],
    [{ aspect_ratio: '4x3' }, "Invalid value for 'aspect_ratio': 4x3"],
    [{ aspect_ratio: '16:9:1' }, "Invalid value for 'aspect_ratio': 16:9:1"],
    [{ aspect_ratio: ':9' }, "Invalid value for 'aspect_ratio': :9"],
  ])('%j is refused', (extra, message) => {
    expect(() => webcamFromRequest({ name: 'Cam', stream_url: '/s', ...extra }, 'u')).toThrow(
      message,
    );
  });

  it('an update converts each field to its type and checks nothing again', () => {
    const cam = webcamFromRequest({ name: 'Cam', stream_url: '/s' }, 'u');
    updateWebcam(cam, { target_fps: '30', rotation: 45, source: 'config', uid: 'x', other: 1 });
    expect(cam).toMatchObject({ target_fps: 30, rotation: 45, source: 'database', uid: 'u' });
    expect(() => updateWebcam(cam, { flip_vertical: true, enabled: 'maybe' })).toThrow(
      "Unable to convert argument [enabled] to <class 'bool'>: value received: maybe",
    );
    // Fields before the failing one stay set, as in Moonraker.
    expect(cam.flip_vertical).toBe(true);
  });
});

describe('database rows', () => {
  it('use the database field names and read back the same camera', () => {
    const cam = webcamFromRequest(
      { name: 'Cam', stream_url: '/s', flip_horizontal: true, extra_data: { a: 1 } },
      'u',
    );
    const row = databaseRow(cam);
    expect(row).toEqual({
      name: 'Cam',
      service: 'mjpegstreamer',
      targetFps: 15,
      urlStream: '/s',
      urlSnapshot: '',
      flipX: true,
      flipY: false,
      enabled: true,
      targetFpsIdle: 5,
      aspectRatio: '4:3',
      icon: 'mdiWebcam',
      location: 'printer',
      rotation: 0,
      extra_data: { a: 1 },
    });
    expect(webcamFromDatabase('u', row)).toEqual(cam);
  });

  it('an old row with `rotate` and few fields gets the defaults', () => {
    expect(webcamFromDatabase('u', { name: 'Old', rotate: 90, urlStream: '/x' })).toMatchObject({
      name: 'Old',
      rotation: 90,
      stream_url: '/x',
      service: 'mjpegstreamer',
      target_fps: 15,
    });
  });
});

describe('configured cameras', () => {
  it("UUID5 is Python's uuid.uuid5", () => {
    expect(uuid5('6ba7b8109dad11d180b400c04fd430c8', 'python.org')).toBe(
      '886313e1-3b8a-5372-9b90-0c9aee199e5d',
    );
  });

  it('a section reads with configparser conversions; its uid comes from the instance', () => {
    const cam = webcamFromSection(
      'webcam Bed Cam',
      new Map([
        ['stream_url', '/webcam2/?action=stream'],
        ['enabled', 'no'],
        ['target_fps', '10'],
        ['rotation', '180'],
      ]),
      '6ba7b8109dad11d180b400c04fd430c8',
    );
    expect(cam.webcam).toMatchObject({
      name: 'Bed Cam',
      enabled: false,
      target_fps: 10,
      rotation: 180,
      source: 'config',
      uid: uuid5('6ba7b8109dad11d180b400c04fd430c8', 'moonraker.webcam.Bed Cam'),
    });
    expect(cam.config).toMatchObject({ enabled: false, icon: 'mdiWebcam', snapshot_url: '' });
  });

  it.each([
    [[], "No option 'stream_url' in section: 'webcam x'"],
    [[['rotation', '45']], "Invalid value for 'rotation': 45"],
    [
      [['target_fps', 'fast']],
      "[webcam x]: Option 'target_fps' encountered the following error while parsing: invalid literal for int() with base 10: 'fast'",
    ],
  ] as [string[][], string][])('a bad section (%j) is refused: %s', (opts, message) => {
    const options = new Map([['stream_url', '/s'], ...opts] as [string, string][]);
    if (opts.length === 0) options.delete('stream_url');
    expect(() => webcamFromSection('webcam x', options, '00'.repeat(16))).toThrow(message);
  });

  it('--webcam appends [webcam printer] once, keeping the file', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'printdeck-webcam-')), 'moonraker.conf');
    writeFileSync(path, '[server]\nhost: 0.0.0.0');
    ensureVirtualWebcamSection(path);
    ensureVirtualWebcamSection(path);
    const text = readFileSync(path, 'utf8');
    expect(text.startsWith('[server]\nhost: 0.0.0.0\n')).toBe(true);
    expect(readWebcamSections(path)).toEqual([
      [
        'webcam printer',
        new Map([
          ['service', 'mjpegstreamer-adaptive'],
          ['stream_url', '/webcam/?action=stream'],
          ['snapshot_url', '/webcam/?action=snapshot'],
        ]),
      ],
    ]);
  });
});
