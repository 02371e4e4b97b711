// Macro templates: params with default/float/int, printer object reads, set/if/elif/else,
// rename_existing, variables in the gcode_macro object; G2/G3 and M117 through the dispatcher.

import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render } from '../klipper/template';
import { http, startTestSim, type TestSim } from './helpers';

describe('template renderer', () => {
  const scope = (params: Record<string, string>): Map<string, unknown> =>
    new Map<string, unknown>([
      ['params', params],
      ['printer', { toolhead: { homed_axes: 'xyz', position: [1, 2, 3, 0] } }],
    ]);
  it('renders params, filters and statements', () => {
    const t = [
      '{% set bed = params.BED|default(60)|float %}',
      '{% set n = params.N|default("7")|int %}',
      'M140 S{bed} N{n + 1} {params.MISSING|default("x")|string}',
      "{% if bed > 70 and not 'z' in printer.toolhead.homed_axes %}HOT{% elif bed == 65.0 or n < 0 %}MID{% else %}COLD{% endif %}",
      'Z{printer.toolhead.position[2] * 2}',
    ].join('\n');
    expect(render(t, scope({ BED: '65' }))).toBe('M140 S65 N8 x\nMID\nZ6');
    expect(render(t, scope({ BED: '50.5', N: '2.9' }))).toBe('M140 S50.5 N3 x\nCOLD\nZ6');
  });
});

describe('macros from printer.cfg', () => {
  let sim: TestSim;
  const responses: string[] = [];
  beforeAll(async () => {
    sim = await startTestSim({ timeScale: 50 });
    const cfg = join(sim.dataDir, 'config', 'printer.cfg');
    writeFileSync(
      cfg,
      `${readFileSync(cfg, 'utf8')}
[gcode_macro SAY]
variable_Count: 3
gcode:
  {% set t = params.TEMP|default(100)|int %}
  RESPOND MSG="t={t} raw={rawparams} c={count} homed={printer.toolhead.homed_axes}"

[gcode_macro M117]
rename_existing: M117.1
gcode:
  M117.1 <{rawparams}>
`,
    );
    await http(sim, 'POST', '/printer/restart');
    await new Promise((r) => setTimeout(r, 50));
    await sim.klippy.whenReady();
    sim.klippy.on('response', (m) => responses.push(m));
  });
  afterAll(() => sim.stop());

  it('expands params, rawparams, variables and printer reads', async () => {
    await sim.klippy.runScript('SAY TEMP=215.7 X=1');
    expect(responses).toContain('echo: t=215 raw=TEMP=215.7 X=1 c=3 homed=');
    expect(sim.klippy.query({ 'gcode_macro SAY': null })).toEqual({
      'gcode_macro SAY': { count: 3 },
    });
  });

  it('rename_existing keeps the built-in reachable (M117, PAUSE/RESUME)', async () => {
    await sim.klippy.runScript('M117 Hello there');
    expect(sim.klippy.query({ display_status: ['message'] }).display_status?.message).toBe(
      '<Hello there>',
    );
    await sim.klippy.runScript('PAUSE');
    expect(responses).toContain('// action:paused');
    expect(sim.klippy.query({ pause_resume: null }).pause_resume?.is_paused).toBe(true);
    await sim.klippy.runScript('RESUME');
    expect(responses).toContain('// action:resumed');
    expect(sim.klippy.printer?.gcode.has('BASE_CANCEL_PRINT')).toBe(true);
  });

  /** Every toolhead move's end from now on. */
  const recordMoves = (): number[][] => {
    const p = sim.klippy.printer;
    if (!p) throw new Error('no printer');
    const seen: number[][] = [];
    const move = p.toolhead.move.bind(p.toolhead);
    p.toolhead.move = (end, speed, lim): void => {
      seen.push([...end]);
      move(end, speed, lim);
    };
    return seen;
  };

  it('moves G2/G3 along the arc', async () => {
    const seen = recordMoves();
    await sim.klippy.runScript('G28\nG90\nG1 X120 Y100 F6000\nG3 X100 Y120 I-20 F3000');
    const arc = seen.slice(-31);
    for (const pt of arc)
      expect(Math.hypot((pt[0] ?? 0) - 100, (pt[1] ?? 0) - 100)).toBeCloseTo(20, 5);
    expect(seen[seen.length - 1]?.slice(0, 2)).toEqual([100, 120]);
    expect(sim.klippy.query({ gcode_move: ['gcode_position'] }).gcode_move?.gcode_position).toEqual(
      [100, 120, 0, 0],
    );
  });

  it('G18 and G19 choose the arc plane: XZ with I and K, YZ with J and K; G17 goes back to XY', async () => {
    const seen = recordMoves();
    // A half circle in XZ around (100, _, 20): Y stays, Z rises to 30 on the way.
    await sim.klippy.runScript('G28\nG90\nG1 X90 Y100 Z20 F6000\nG18\nG2 X110 Z20 I10 K0 F3000');
    const xz = seen.splice(0).slice(-31);
    for (const pt of xz) {
      expect(Math.hypot((pt[0] ?? 0) - 100, (pt[2] ?? 0) - 20)).toBeCloseTo(10, 5);
      expect(pt[1]).toBeCloseTo(100, 6);
    }
    expect(Math.max(...xz.map((pt) => pt[2] ?? 0))).toBeCloseTo(30, 0);
    // In XZ an offset J alone is no arc, as in Klipper.
    await expect(sim.klippy.runScript('G2 X90 Z20 J10')).rejects.toThrow(
      'G2/G3 requires IJ, IK or JK parameters',
    );
    // YZ: X stays.
    await sim.klippy.runScript('G19\nG1 X100 Y90 Z20\nG3 Y110 Z20 J10 K0');
    const yz = seen.splice(0).slice(-31);
    for (const pt of yz) {
      expect(Math.hypot((pt[1] ?? 0) - 100, (pt[2] ?? 0) - 20)).toBeCloseTo(10, 5);
      expect(pt[0]).toBeCloseTo(100, 6);
    }
    // Back to XY: Z stays.
    await sim.klippy.runScript('G17\nG1 X120 Y100 Z5\nG3 X100 Y120 I-20');
    expect(seen.slice(-5).every((pt) => Math.abs((pt[2] ?? 0) - 5) < 1e-9)).toBe(true);
    expect(sim.klippy.query({ gcode_move: ['gcode_position'] }).gcode_move?.gcode_position).toEqual(
      [100, 120, 5, 0],
    );
  });
});
