// The virtual bed under the probe: deterministic per seed and per data folder (kept across
// restarts of the simulator), its plane fit, and probing that the dashboard sees as motion.

import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BedSurface, fitPlane, rng } from '../klipper/modules/bed_surface';
import { GcodeClient, startCalSim } from './calibration_helpers';

describe('bed surface model', () => {
  it('the same seed gives the same surface, another seed another one; warp stays sub-millimetre', () => {
    const a = new BedSurface(7, 235, 235);
    const b = new BedSurface(7, 235, 235);
    const c = new BedSurface(8, 235, 235);
    const grid = [0, 60, 117.5, 180, 235];
    let max = 0;
    let differs = false;
    for (const x of grid)
      for (const y of grid) {
        expect(a.height(x, y)).toBe(b.height(x, y));
        if (Math.abs(a.height(x, y) - c.height(x, y)) > 1e-6) differs = true;
        max = Math.max(max, Math.abs(a.height(x, y)));
      }
    expect(differs).toBe(true);
    expect(max).toBeGreaterThan(0);
    expect(max).toBeLessThan(0.5);
    const r1 = rng(3);
    const r2 = rng(3);
    expect([r1(), r1(), r1()]).toEqual([r2(), r2(), r2()]);
  });

  const planes: [name: string, points: [number, number][]][] = [
    [
      'three points',
      [
        [0, 0],
        [200, 0],
        [100, 200],
      ],
    ],
    [
      'four points',
      [
        [10, 10],
        [200, 10],
        [200, 200],
        [10, 200],
      ],
    ],
  ];
  it.each(planes)('fitPlane recovers a plane through %s', (_, pts) => {
    const [a, b, c] = fitPlane(pts.map(([x, y]) => [x, y, 0.1 + 0.002 * x - 0.001 * y]));
    expect(a).toBeCloseTo(0.1, 4);
    expect(b).toBeCloseTo(0.002, 6);
    expect(c).toBeCloseTo(-0.001, 6);
  });

  it('fitPlane on two points (two Z steppers) gives a finite plane through both', () => {
    const [a, b, c] = fitPlane([
      [0, 100, 0.2],
      [200, 100, -0.2],
    ]);
    expect(a + b * 0 + c * 100).toBeCloseTo(0.2, 3);
    expect(a + b * 200 + c * 100).toBeCloseTo(-0.2, 3);
  });
});

describe('the bed of a data folder', () => {
  it('is made on the first start, kept in database/sim_bed.json, and probes the same after a restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'printdeck-bed-'));
    const probeAt = async (): Promise<number> => {
      const sim = await startCalSim(undefined, { dataDir, bed: null, timeScale: 50 });
      const c = await GcodeClient.connect(sim);
      try {
        await c.run('G28\nG1 X120 Y120 Z10 F6000\nPROBE');
        return ((await c.query(['probe'])).probe?.last_probe_position as number[])[2] ?? NaN;
      } finally {
        c.close();
        await sim.stop();
      }
    };
    try {
      const first = await probeAt();
      const file = join(dataDir, 'database', 'sim_bed.json');
      expect(existsSync(file)).toBe(true);
      const state = JSON.parse(readFileSync(file, 'utf8')) as Record<string, number>;
      expect(Object.keys(state).sort()).toEqual(['endstopTrue', 'probeTrigger', 'seed']);
      // A new bed's probe triggers near its configured z_offset (1.950).
      expect(Math.abs((state.probeTrigger ?? 0) - 1.95)).toBeLessThan(0.1);
      const second = await probeAt();
      expect(Math.abs(first - second)).toBeLessThan(0.005);
      expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(state);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('PROBE moves the toolhead down over seconds: motion_report shows it on the way', async () => {
    const sim = await startCalSim(undefined, { timeScale: 4 });
    const c = await GcodeClient.connect(sim);
    try {
      await c.run('G28\nG1 X100 Y100 Z10 F1200\nM400');
      const probing = c.run('PROBE SAMPLES=1');
      const seen: number[] = [];
      let done = false;
      void probing.then(() => (done = true));
      while (!done) {
        const live = (await c.query(['motion_report'])).motion_report?.live_position as number[];
        seen.push(live[2] ?? NaN);
        await new Promise((r) => setTimeout(r, 40));
      }
      await probing;
      expect(seen.some((z) => z > 3 && z < 9.5)).toBe(true);
      expect(seen.length).toBeGreaterThan(5);
    } finally {
      c.close();
      await sim.stop();
    }
  });
});
