// [probe]: a virtual Z probe over the warped bed of bed_surface.ts. PROBE, QUERY_PROBE,
// PROBE_ACCURACY, PROBE_CALIBRATE, Z_OFFSET_APPLY_PROBE and the `probe` object; other modules probe
// through probeOf(p).runProbe(). Each sample is a real descent at the probe speed.

import type { GCodeCommand } from '../gcode/command';
import { CommandError } from '../gcode/parser';
import type { Printer } from '../printer';
import type { ConfigSection } from '../settings';
import { ConfigError } from '../config';
import { bedModelOf, declareProbe } from './bed_surface';
import { manualMove, position, settle } from './calibration_moves';
import { autosaveOf } from './configfile';
import {
  probeResult,
  SAVE_HINT,
  startManualProbe,
  verifyNoManualProbe,
  type ProbeResult,
} from './manual_probe';
import type { KlipperModule } from './types';

const TRAVEL = 0.01;

export interface ProbeParams {
  probeSpeed: number;
  liftSpeed: number;
  samples: number;
  sampleRetractDist: number;
  samplesTolerance: number;
  samplesRetries: number;
  samplesResult: string;
}

/** Mean of the results, or the median by bed_z (the mean of the middle two for an even count). */
export function averageResults(results: ProbeResult[], method: string): ProbeResult {
  if (method !== 'median') {
    const keys = ['bedX', 'bedY', 'bedZ', 'testX', 'testY', 'testZ'] as const;
    const out = probeResult([0, 0, 0]);
    for (const k of keys) out[k] = results.reduce((s, r) => s + r[k], 0) / results.length;
    return out;
  }
  const sorted = [...results].sort((a, b) => a.bedZ - b.bedZ);
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return sorted[mid] as ProbeResult;
  return averageResults(sorted.slice(mid - 1, mid + 1), 'average');
}

export class VirtualProbe {
  readonly name: string;
  readonly offsets: [number, number, number];
  private readonly defaults: ProbeParams;
  lastQuery = false;
  lastProbePosition: [number, number, number] = [0, 0, 0];
  lastZResult = 0;

  constructor(
    private readonly p: Printer,
    sec: ConfigSection,
  ) {
    this.name = sec.name;
    sec.str('pin');
    this.offsets = [sec.float('x_offset', 0), sec.float('y_offset', 0), sec.float('z_offset')];
    const speed = sec.float('speed', 5, { above: 0 });
    const samplesResult = sec.str('samples_result', 'average');
    if (!['median', 'average'].includes(samplesResult))
      throw new ConfigError(
        `Choice '${samplesResult}' for option 'samples_result' in section '${sec.name}' is not a valid choice`,
      );
    this.defaults = {
      probeSpeed: speed,
      liftSpeed: sec.float('lift_speed', speed, { above: 0 }),
      samples: sec.int('samples', 1, { minval: 1 }),
      sampleRetractDist: sec.float('sample_retract_dist', 2, { above: 0 }),
      samplesResult,
      samplesTolerance: sec.float('samples_tolerance', 0.1, { minval: 0 }),
      samplesRetries: sec.int('samples_tolerance_retries', 0, { minval: 0 }),
    };
    sec.bool('deactivate_on_each_sample', true);
    sec.str('activate_gcode', '');
    sec.str('deactivate_gcode', '');
    declareProbe(p, this.offsets[2]);
  }

  params(cmd?: GCodeCommand): ProbeParams {
    const d = this.defaults;
    if (!cmd) return { ...d };
    return {
      probeSpeed: cmd.float('PROBE_SPEED', d.probeSpeed, { above: 0 }),
      liftSpeed: cmd.float('LIFT_SPEED', d.liftSpeed, { above: 0 }),
      samples: cmd.int('SAMPLES', d.samples, { minval: 1 }),
      sampleRetractDist: cmd.float('SAMPLE_RETRACT_DIST', d.sampleRetractDist, { above: 0 }),
      samplesTolerance: cmd.float('SAMPLES_TOLERANCE', d.samplesTolerance, { minval: 0 }),
      samplesRetries: cmd.int('SAMPLES_TOLERANCE_RETRIES', d.samplesRetries, { minval: 0 }),
      samplesResult: cmd.str('SAMPLES_RESULT', d.samplesResult),
    };
  }

  /** Where the probe would trigger above the nozzle's current XY (commanded Z). */
  private triggerZ(x: number, y: number, withNoise: boolean): number {
    const bed = bedModelOf(this.p);
    const endstop = this.p.toolhead.rails[2]?.endstop ?? 0;
    const z = bed.contactZ(x + this.offsets[0], y + this.offsets[1], endstop) + bed.probeTrigger;
    return withNoise ? z + bed.noise() : z;
  }

  /** A pressed probe stays triggered a few microns above its trigger point (its travel). */
  isTriggered(): boolean {
    // Unhomed, the head is wherever it was left: up, as after a restart.
    if (!this.p.toolhead.homed.has('z')) return false;
    const [x, y, z] = position(this.p);
    return z <= this.triggerZ(x, y, false) + TRAVEL;
  }

  /** One descent until the probe triggers. */
  private async probeOnce(speed: number, report: boolean): Promise<ProbeResult> {
    const p = this.p;
    if (!p.toolhead.homed.has('z')) throw new CommandError('Must home before probe');
    await settle(p);
    const [x, y, z] = position(p);
    const trigger = this.triggerZ(x, y, true);
    const zMin = p.toolhead.rails[2]?.min ?? 0;
    if (z <= trigger || this.isTriggered())
      throw new CommandError('Probe triggered prior to movement');
    if (trigger < zMin) {
      manualMove(p, [null, null, zMin], speed);
      await settle(p);
      throw new CommandError('No trigger on probe after full movement');
    }
    manualMove(p, [null, null, trigger], speed);
    await settle(p);
    const res = probeResult([x, y, trigger], this.offsets);
    if (report)
      p.gcode.respondInfo(
        `probe: at ${res.bedX.toFixed(3)},${res.bedY.toFixed(3)} bed will contact at z=${res.bedZ.toFixed(6)}`,
      );
    return res;
  }

  /** One probe point: the configured samples (with the tolerance retries), averaged. */
  async runProbe(cmd?: GCodeCommand, samples?: number): Promise<ProbeResult> {
    const params = this.params(cmd);
    if (samples !== undefined) params.samples = samples;
    const [px, py] = position(this.p);
    let retries = 0;
    let results: ProbeResult[] = [];
    while (results.length < params.samples) {
      results.push(await this.probeOnce(params.probeSpeed, cmd?.command !== 'G28'));
      const zs = results.map((r) => r.bedZ);
      if (Math.max(...zs) - Math.min(...zs) > params.samplesTolerance) {
        if (retries >= params.samplesRetries)
          throw new CommandError('Probe samples exceed samples_tolerance');
        this.p.gcode.respondInfo('Probe samples exceed tolerance. Retrying...');
        retries++;
        results = [];
      }
      if (results.length < params.samples) {
        const z = position(this.p)[2];
        manualMove(this.p, [px, py, z + params.sampleRetractDist], params.liftSpeed);
      }
    }
    return averageResults(results, params.samplesResult);
  }
}

const PROBES = new WeakMap<Printer, VirtualProbe>();

/** The printer's probe, when printer.cfg has a [probe]. */
export function probeOf(p: Printer): VirtualProbe | undefined {
  return PROBES.get(p);
}

function registerCommands(p: Printer, probe: VirtualProbe): void {
  const g = p.gcode;
  const proposeOffset = (z: number): void => {
    g.respondInfo(`${probe.name}: z_offset: ${z.toFixed(3)}\n${SAVE_HINT}`);
    autosaveOf(p).set(probe.name, 'z_offset', z.toFixed(3));
  };
  g.register(
    'QUERY_PROBE',
    async (cmd) => {
      await settle(p);
      probe.lastQuery = probe.isTriggered();
      cmd.respondInfo(`probe: ${probe.lastQuery ? 'TRIGGERED' : 'open'}`);
    },
    { help: 'Return the status of the z-probe' },
  );
  g.register(
    'PROBE',
    async (cmd) => {
      const pos = await probe.runProbe(cmd);
      cmd.respondInfo(
        `Result: at ${pos.bedX.toFixed(3)},${pos.bedY.toFixed(3)} estimate contact at z=${pos.bedZ.toFixed(6)}`,
      );
      probe.lastProbePosition = [pos.bedX, pos.bedY, pos.bedZ];
      probe.lastZResult = pos.bedZ + probe.offsets[2];
    },
    { help: 'Probe Z-height at current XY position' },
  );
  g.register(
    'PROBE_CALIBRATE',
    async (cmd) => {
      verifyNoManualProbe(p);
      const params = probe.params(cmd);
      const ppos = await probe.runProbe(cmd);
      const [x, y, z] = position(p);
      manualMove(p, [x, y, z + 5], params.liftSpeed);
      manualMove(p, [ppos.bedX, ppos.bedY, z + 5], params.probeSpeed);
      const zOffset = probe.offsets[2];
      startManualProbe(p, cmd, (mp) => {
        if (mp) proposeOffset(zOffset - mp.bedZ + ppos.bedZ);
      });
    },
    { help: "Calibrate the probe's z_offset" },
  );
  g.register(
    'PROBE_ACCURACY',
    async (cmd) => {
      const params = probe.params(cmd);
      const count = cmd.int('SAMPLES', 10, { minval: 1 });
      const [sx, sy, sz] = position(p);
      cmd.respondInfo(
        `PROBE_ACCURACY at X:${sx.toFixed(3)} Y:${sy.toFixed(3)} Z:${sz.toFixed(3)}` +
          ` (samples=${count} retract=${params.sampleRetractDist.toFixed(3)}` +
          ` speed=${params.probeSpeed.toFixed(1)} lift_speed=${params.liftSpeed.toFixed(1)})`,
      );
      const results: ProbeResult[] = [];
      for (let i = 0; i < count; i++) {
        results.push(await probe.runProbe(cmd, 1));
        manualMove(p, [sx, sy, position(p)[2] + params.sampleRetractDist], params.liftSpeed);
      }
      const zs = results.map((r) => r.bedZ);
      const max = Math.max(...zs);
      const min = Math.min(...zs);
      const avg = averageResults(results, 'average').bedZ;
      const median = averageResults(results, 'median').bedZ;
      const sigma = Math.sqrt(zs.reduce((s, z) => s + (z - avg) ** 2, 0) / zs.length);
      const v = (n: number): string => n.toFixed(6);
      cmd.respondInfo(
        `probe accuracy results: maximum ${v(max)}, minimum ${v(min)}, range ${v(max - min)}, ` +
          `average ${v(avg)}, median ${v(median)}, standard deviation ${v(sigma)}`,
      );
    },
    { help: 'Probe Z-height accuracy at current XY position' },
  );
  g.register(
    'Z_OFFSET_APPLY_PROBE',
    (cmd) => {
      const offset = p.gcodeMove.homingOrigin[2];
      if (offset === 0) return cmd.respondInfo('Nothing to do: Z Offset is 0');
      proposeOffset(probe.offsets[2] - offset);
    },
    { help: "Adjust the probe's z_offset" },
  );
}

const probeModule: KlipperModule = {
  sections: ['probe'],
  setup(p, [sec]) {
    if (!sec) return;
    const probe = new VirtualProbe(p, sec);
    PROBES.set(p, probe);
    registerCommands(p, probe);
    return {
      objects: [
        [
          'probe',
          () => ({
            name: probe.name,
            last_query: probe.lastQuery,
            last_probe_position: [...probe.lastProbePosition],
            last_z_result: probe.lastZResult,
          }),
        ],
      ],
    };
  },
};

export default probeModule;
