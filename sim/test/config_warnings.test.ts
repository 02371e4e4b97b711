// Configuration warnings of the virtual printer: Moonraker's (server.info failed_components and the
// 'Unparsed config …' warnings after a restart with a section or option it does not read) and
// Klipper's (configfile.warnings for a deprecated option, reset at each RESTART); a printer.cfg
// without [pause_resume], [virtual_sdcard] or [display_status] still loads.

import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { http, sleep, simForSuite, startTestSim, type TestSim } from './helpers';

interface Info {
  components: string[];
  failed_components: string[];
  warnings: string[];
  missing_klippy_requirements: string[];
}

const info = async (sim: TestSim, query = ''): Promise<Info> =>
  ((await http(sim, 'GET', `/server/info${query}`)).body as { result: Info }).result;

const UNPARSED_SECTION = (s: string): string =>
  `Unparsed config section [${s}] detected.  This may be the result of a component that failed ` +
  'to load.  In the future this will result in a startup error.';
const UNPARSED_OPTION = (o: string, v: string, s: string): string =>
  `Unparsed config option '${o}: ${v}' detected in section [${s}].  This may be an option no ` +
  'longer available or could be the result of a module that failed to load.  In the future this ' +
  'will result in a startup error.';

describe("Moonraker's failed components and warnings", () => {
  let sim: TestSim;
  beforeAll(async () => {
    sim = await startTestSim();
  });
  afterAll(() => sim.stop());

  const restartServer = async (): Promise<void> => {
    await http(sim, 'POST', '/server/restart');
    await sim.restarted();
  };

  it('a fresh data folder has none, after a restart either', async () => {
    expect(await info(sim)).toMatchObject({ failed_components: [], warnings: [] });
    await restartServer();
    const after = await info(sim);
    expect(after).toMatchObject({ failed_components: [], warnings: [] });
    expect(after.components).toContain('announcements');
  });

  it('an unknown section fails to load, an unknown option is unparsed (raw keeps newlines)', async () => {
    const conf = join(sim.dataDir, 'config', 'moonraker.conf');
    const original = readFileSync(conf, 'utf8');
    appendFileSync(
      conf,
      '\n[mqtt]\naddress: 192.168.0.2\n\n[job_state]\nkeep_days: 3\n' +
        'notes:\n  first\n  second\n\n[foo bar]\nx: 1\n',
    );
    const before = await info(sim);
    expect(before.warnings).toEqual([]);
    await restartServer();
    const got = await info(sim);
    expect(got.failed_components).toEqual(['mqtt', 'foo']);
    expect(got.components).not.toContain('mqtt');
    expect(got.warnings).toEqual([
      UNPARSED_SECTION('mqtt'),
      UNPARSED_OPTION('keep_days', '3', 'job_state'),
      UNPARSED_OPTION('notes', '<br/>first<br/>second', 'job_state'),
      UNPARSED_SECTION('foo bar'),
    ]);
    const raw = await info(sim, '?raw=true');
    expect(raw.warnings[2]).toBe(UNPARSED_OPTION('notes', '\nfirst\nsecond', 'job_state'));
    writeFileSync(conf, original);
    await restartServer();
    expect(await info(sim)).toMatchObject({ failed_components: [], warnings: [] });
  });
});

/** printer.cfg without the named sections (each up to the next section header). */
function withoutSections(text: string, names: readonly string[]): string {
  let drop = false;
  return text
    .split('\n')
    .filter((line) => {
      const header = /^\[([^\]]+)\]/.exec(line);
      if (header) drop = names.includes(header[1] ?? '');
      return !drop;
    })
    .join('\n');
}

describe("Klipper's configuration warnings", () => {
  let cfgPath: string;
  let original: string;
  const suite = simForSuite({}, async (sim) => {
    cfgPath = join(sim.dataDir, 'config', 'printer.cfg');
    original = readFileSync(cfgPath, 'utf8');
  });

  const restart = async (text: string): Promise<void> => {
    writeFileSync(cfgPath, text);
    await suite.rpc.call('printer.restart');
    await sleep(50);
    await suite.sim.klippy.whenReady();
  };
  const configfile = async (): Promise<{
    warnings: unknown[];
    settings: Record<string, unknown>;
  }> => {
    const res = await suite.rpc.call<{
      status: { configfile: { warnings: unknown[]; settings: Record<string, unknown> } };
    }>('printer.objects.query', { objects: { configfile: ['warnings', 'settings'] } });
    return res.status.configfile;
  };

  it('has none with the default printer.cfg', async () => {
    expect((await configfile()).warnings).toEqual([]);
  });

  it('a deprecated option is reported in Klipper words, once, until it is removed', async () => {
    const eddy = '\n[probe_eddy_current eddy]\nsensor_type: ldc1612\nz_offset: 1.0\n';
    await restart(`${original}${eddy}`);
    expect((await configfile()).warnings).toEqual([
      {
        type: 'deprecated_option',
        message: "Option 'z_offset' in section 'probe_eddy_current eddy' is deprecated.",
        section: 'probe_eddy_current eddy',
        option: 'z_offset',
      },
    ]);
    // With descend_z set, z_offset is not read as the descend height: nothing is deprecated.
    await restart(`${original}${eddy}descend_z: 1.5\n`);
    expect((await configfile()).warnings).toEqual([]);
    await restart(`${original}${eddy}`);
    expect((await configfile()).warnings).toHaveLength(1);
    await restart(original);
    expect((await configfile()).warnings).toEqual([]);
  });

  it('macros that rename PAUSE, RESUME and CANCEL_PRINT need [pause_resume] (Klipper refuses to start)', async () => {
    writeFileSync(cfgPath, withoutSections(original, ['pause_resume']));
    await suite.rpc.call('printer.restart');
    const deadline = Date.now() + 5000;
    while (suite.sim.klippy.state !== 'error' && Date.now() < deadline) await sleep(20);
    expect(suite.sim.klippy.state).toBe('error');
    expect(suite.sim.klippy.stateMessage()).toMatch(
      /^Existing command 'PAUSE' not found in gcode_macro rename\n/,
    );
    await restart(original);
    expect(suite.sim.klippy.state).toBe('ready');
  });

  it.each([
    [
      'pause_resume',
      ['pause_resume', 'gcode_macro PAUSE', 'gcode_macro RESUME', 'gcode_macro CANCEL_PRINT'],
    ],
    ['virtual_sdcard', ['virtual_sdcard']],
    ['display_status', ['display_status']],
  ])('loads and runs without [%s]', async (section, drop) => {
    await restart(withoutSections(original, drop));
    expect(suite.sim.klippy.state).toBe('ready');
    const cf = await configfile();
    expect(Object.keys(cf.settings)).not.toContain(section);
    expect((await info(suite.sim)).missing_klippy_requirements).toEqual([section]);
    const objects = await suite.rpc.call<{ objects: string[] }>('printer.objects.list');
    expect(objects.objects).not.toContain(section);
    await suite.rpc.call('printer.gcode.script', { script: 'G28' });
    if (section === 'pause_resume') {
      const back = suite.rpc.messages.length;
      for (const cmd of ['PAUSE', 'CANCEL_PRINT']) {
        expect(await suite.rpc.call('printer.gcode.script', { script: cmd })).toBe('ok');
        await suite.rpc.waitFor(
          (m) =>
            suite.rpc.messages.indexOf(m) >= back &&
            m.method === 'notify_gcode_response' &&
            m.params?.[0] === `// Unknown command:"${cmd}"`,
        );
      }
    }
    await restart(original);
    expect((await info(suite.sim)).missing_klippy_requirements).toEqual([]);
  });
});
