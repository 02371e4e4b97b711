// moonraker.conf's [sensor …] sections read as Moonraker's sensor component reads them, table-driven:
// the options and their defaults, parameter_* and history_field_* options, and each way a section
// fails to configure (the sensor is left out with Moonraker's warning) or loads with a warning.

import { describe, expect, it } from 'vitest';
import { parseIni } from '../../../klipper/config';
import { parseDict, parsePyInt, readSensorsConfig } from '../config';
import { POWER_METER_OPTIONS, POWER_METER_SECTION, withPowerMeter } from '../conf';

const MQTT = 'type: mqtt\nstate_topic: a/b\nstate_response_template: {set_result("x", 1)}\n';
const read = (text: string) => readSensorsConfig(parseIni(text, 'moonraker.conf'));

describe('[sensor …] sections', () => {
  it('reads a sensor with its defaults', () => {
    const { sensors, warnings } = read(`[sensor meter]\n${MQTT}`);
    expect(warnings).toEqual([]);
    expect(sensors).toHaveLength(1);
    expect(sensors[0]).toMatchObject({
      id: 'meter',
      section: 'sensor meter',
      type: 'mqtt',
      friendlyName: 'meter',
      storeSize: 1200,
      parameters: [],
      historyFields: [],
      stateTopic: 'a/b',
      qos: null,
    });
    expect(sensors[0]?.values).toMatchObject({ name: 'meter', sensor_store_size: 1200, qos: null });
  });

  it('reads parameters and history fields', () => {
    const text =
      `[sensor meter]\n${MQTT}name: Wall plug\nsensor_store_size: 60\nqos: 1\n` +
      'parameter_energy:\n  units=kWh\n  kind = counter\n' +
      'history_field_used:\n  parameter=energy\n  strategy=DELTA\n  init_tracker=True\n' +
      '  report_total=true\n  precision=4\n  units=kWh\n' +
      'history_field_top: parameter=power\n';
    const [s] = read(text).sensors;
    expect(s?.friendlyName).toBe('Wall plug');
    expect(s?.storeSize).toBe(60);
    expect(s?.qos).toBe(1);
    expect(s?.parameters).toEqual([{ units: 'kWh', kind: 'counter', name: 'energy' }]);
    expect(s?.historyFields).toEqual([
      {
        parameter: 'energy',
        initTracker: true,
        spec: {
          provider: 'sensor meter',
          name: 'used',
          description: 'energy tracker',
          strategy: 'delta',
          units: 'kWh',
          excludePaused: false,
          reportTotal: true,
          reportMaximum: false,
          precision: 4,
        },
      },
      {
        parameter: 'power',
        initTracker: false,
        spec: {
          provider: 'sensor meter',
          name: 'top',
          description: 'power tracker',
          strategy: 'basic',
          units: null,
          excludePaused: false,
          reportTotal: false,
          reportMaximum: false,
          precision: null,
        },
      },
    ]);
    // server.config shows a history field's options whole.
    expect(s?.values.history_field_used).toMatchObject({ parameter: 'energy', precision: '4' });
  });

  const FAILS: [string, string, string][] = [
    ['no type', '[sensor a]\nstate_topic: x\n', "No option 'type' in section: 'sensor a'"],
    ['an unknown type', '[sensor a]\ntype: zigbee\n', 'Unsupported sensor type: zigbee'],
    [
      'no state topic',
      '[sensor a]\ntype: mqtt\nstate_response_template: {x}\n',
      "No option 'state_topic' in section: 'sensor a'",
    ],
    [
      'no template',
      '[sensor a]\ntype: mqtt\nstate_topic: t\n',
      "No option 'state_response_template' in section: 'sensor a'",
    ],
    [
      'a store size that is no number',
      `[sensor a]\n${MQTT}sensor_store_size: lots\n`,
      "[sensor a]: Option 'sensor_store_size' encountered the following error while parsing: " +
        "invalid literal for int() with base 10: 'lots'",
    ],
    [
      'a negative store size',
      `[sensor a]\n${MQTT}sensor_store_size: -1\n`,
      "[sensor a]: Option 'sensor_store_size' encountered the following error while parsing: " +
        'maxlen must be non-negative',
    ],
    [
      'a qos above 2',
      `[sensor a]\n${MQTT}qos: 3\n`,
      "Config Error: Section [sensor a], Option 'qos: 3': value is above maximum value 0",
    ],
    [
      'a parameter line without =',
      `[sensor a]\n${MQTT}parameter_p:\n  units\n`,
      "[sensor a]: Option 'parameter_p' encountered the following error while parsing: " +
        'Failed to parse dictionary field, units',
    ],
    [
      'a history field without its parameter',
      `[sensor a]\n${MQTT}history_field_f: strategy=delta\n`,
      "[sensor a]: option 'history_field_f', key 'parameter' must bespecified",
    ],
    [
      'an unknown strategy',
      `[sensor a]\n${MQTT}history_field_f:\n  parameter=p\n  strategy=sum\n`,
      "[sensor a]: option 'history_field_f', error encountered during sensor field " +
        'configuration: No enum member named sum',
    ],
    [
      'a precision that is no number',
      `[sensor a]\n${MQTT}history_field_f:\n  parameter=p\n  precision=two\n`,
      "[sensor a]: option 'history_field_f', error encountered during sensor field " +
        "configuration: invalid literal for int() with base 10: 'two'",
    ],
  ];

  it.each(FAILS)('leaves out a sensor with %s', (_name, text, reason) => {
    const out = read(`${text}[sensor ok]\n${MQTT}`);
    expect(out.sensors.map((s) => s.id)).toEqual(['ok']);
    expect(out.warnings).toEqual([`Failed to configure sensor [sensor a]\n${reason}`]);
  });

  it('loads a history field with keys it does not know, with a warning per key', () => {
    const out = read(`[sensor a]\n${MQTT}history_field_f:\n  parameter=p\n  colour=red\n`);
    expect(out.sensors).toHaveLength(1);
    expect(out.warnings).toEqual([
      "[sensor a]: Option 'history_field_f' contains invalid key 'colour'",
    ]);
  });

  it('ignores other sections', () => {
    expect(read(`[power x]\ntype: gpio\n[sensor]\nfoo: 1\n`)).toEqual({
      sensors: [],
      warnings: [],
    });
  });

  it.each([
    ['12', 12],
    [' +7 ', 7],
    ['1_000', 1000],
    ['-3', -3],
  ])('int(%j) = %d', (text, n) => {
    expect(parsePyInt(text)).toBe(n);
  });

  it.each(['1.5', '', '1__0', '_1', 'x'])('int(%j) fails', (text) => {
    expect(() => parsePyInt(text)).toThrow(`invalid literal for int() with base 10: '${text}'`);
  });

  it('parses a dictionary option', () => {
    expect(parseDict('\n a = b \n\nc=d=e\n')).toEqual({ a: 'b', c: 'd=e' });
  });
});

describe('the power meter section', () => {
  it('is added once to moonraker.conf, and read back whole', () => {
    const once = withPowerMeter('[server]\nhost: 0.0.0.0\n');
    expect(withPowerMeter(once)).toBe(once);
    const sections = parseIni(once, 'moonraker.conf');
    expect(Object.fromEntries(sections.get(POWER_METER_SECTION) ?? [])).toEqual(
      POWER_METER_OPTIONS,
    );
    const { sensors, warnings } = readSensorsConfig(sections);
    expect(warnings).toEqual([]);
    expect(sensors[0]?.historyFields[0]?.spec).toMatchObject({
      provider: 'sensor power_meter',
      name: 'energy',
      strategy: 'delta',
      units: 'kWh',
      reportTotal: true,
      reportMaximum: true,
      precision: 6,
    });
  });
});
