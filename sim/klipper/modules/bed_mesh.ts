// [bed_mesh]: BED_MESH_CALIBRATE probes a grid over the warped bed (bed_surface.ts) with real
// toolhead moves, builds the interpolated mesh and keeps it as a profile; BED_MESH_PROFILE
// LOAD/SAVE/REMOVE with the profiles in printer.cfg's SAVE_CONFIG block, BED_MESH_CLEAR,
// BED_MESH_OUTPUT, BED_MESH_MAP, BED_MESH_OFFSET. While a mesh is active, G-code moves reach the
// toolhead with the mesh's Z added (with fade), as Klipper's move transform does. Object `bed_mesh`.

import { CommandError } from '../gcode/parser';
import type { Printer } from '../printer';
import type { ConfigSection } from '../settings';
import type { Coord } from '../toolhead';
import { MeshCalibrate } from './bed_mesh_calibrate';
import {
  PROFILE_VERSION,
  readMeshConfig,
  readProfile,
  readZeroReference,
  type Profile,
} from './bed_mesh_config';
import { pyFloat, pyJson } from '../../python_values';
import { ZMesh } from './bed_mesh_math';
import { autosaveOf } from './configfile';
import type { KlipperModule } from './types';

const FADE_DISABLE = 0x7fffffff;
const SAVE_NOTE = 'The SAVE_CONFIG command will';

/** Python's '%d' of a float (truncated). */
const pyInt = (v: number): string => String(Math.trunc(v));

export class BedMesh {
  mesh: ZMesh | null = null;
  profiles: Record<string, Profile> = {};
  private status: Record<string, unknown> = {};
  private readonly moveZ: number;
  private fadeStart: number;
  private fadeEnd: number;
  private readonly fadeDist: number;
  private readonly baseFadeTarget: number | null;
  private fadeTarget = 0;
  private toolOffset = 0;
  private offsets: [number, number] = [0, 0];

  constructor(
    private readonly p: Printer,
    sec: ConfigSection,
  ) {
    this.moveZ = sec.float('horizontal_move_z', 5);
    this.fadeStart = sec.float('fade_start', 1);
    this.fadeEnd = sec.float('fade_end', 0);
    this.fadeDist = this.fadeEnd - this.fadeStart;
    if (this.fadeDist <= 0) this.fadeStart = this.fadeEnd = FADE_DISABLE;
    this.baseFadeTarget = sec.has('fade_target') ? sec.float('fade_target') : null;
    sec.float('split_delta_z', 0.025, { minval: 0.01 });
    sec.float('move_check_distance', 5, { minval: 3 });
    this.updateStatus();
  }

  private meshZ(x: number, y: number): number {
    return this.mesh ? this.mesh.calcZ(x + this.offsets[0], y + this.offsets[1]) : 0;
  }

  private zFactor(z: number): number {
    const zPos = z + this.toolOffset;
    if (zPos >= this.fadeEnd) return 0;
    if (zPos >= this.fadeStart) return (this.fadeEnd - zPos) / this.fadeDist;
    return 1;
  }

  /** A G-code position to the toolhead's: Z plus the mesh (faded out above fade_end). */
  toToolhead(target: Coord): Coord {
    const [x, y, z, e] = target;
    const factor = this.zFactor(z);
    if (!this.mesh || factor === 0) return [x, y, z + this.fadeTarget, e];
    const adj = factor * (this.meshZ(x, y) - this.fadeTarget) + this.fadeTarget;
    return [x, y, z + adj, e];
  }

  /** The toolhead's position back to G-code coordinates (Klipper's get_position algebra). */
  fromToolhead(pos: Coord): Coord {
    const [x, y, z, e] = pos;
    if (!this.mesh) return [x, y, z - this.fadeTarget, e];
    const maxAdj = this.meshZ(x, y);
    const zAdj = maxAdj - this.fadeTarget;
    const fz = z + this.toolOffset;
    let factor = 1;
    if (Math.min(fz, fz - maxAdj) >= this.fadeEnd) factor = 0;
    else if (Math.max(fz, fz - maxAdj) >= this.fadeStart)
      factor = Math.min(
        1,
        Math.max(0, (this.fadeEnd + this.fadeTarget - fz) / (this.fadeDist - zAdj)),
      );
    return [x, y, z - (factor * zAdj + this.fadeTarget), e];
  }

  setMesh(mesh: ZMesh | null): void {
    this.fadeTarget = 0;
    if (mesh && this.fadeEnd !== FADE_DISABLE) {
      const [minZ, maxZ] = mesh.zRange();
      if (this.baseFadeTarget === null) this.fadeTarget = mesh.zAverage();
      else {
        const target = this.baseFadeTarget;
        if (!(minZ <= target && target <= maxZ) && target !== 0) {
          this.mesh = null;
          throw new CommandError(
            'bed_mesh: ERROR, fade_target lies outside of mesh z range\n' +
              `min: ${minZ.toFixed(4)}, max: ${maxZ.toFixed(4)}, fade_target: ${target.toFixed(4)}`,
          );
        }
        this.fadeTarget = target;
      }
      if (this.fadeDist <= Math.max(Math.abs(minZ), Math.abs(maxZ))) {
        this.mesh = null;
        this.fadeTarget = 0;
        throw new CommandError(
          'bed_mesh:  Mesh extends outside of the fade range, please see the fade_start and ' +
            `fade_end options in example-extras.cfg. fade distance: ${this.fadeDist.toFixed(2)} ` +
            `mesh min: ${minZ.toFixed(4)}mesh max: ${maxZ.toFixed(4)}`,
        );
      }
    }
    this.toolOffset = 0;
    this.offsets = [0, 0];
    this.mesh = mesh;
    this.p.gcodeMove.resetLastPosition();
    this.updateStatus();
  }

  setOffsets(x: number | null, y: number | null, zFade: number | null): void {
    if (x !== null) this.offsets[0] = x;
    if (y !== null) this.offsets[1] = y;
    if (zFade !== null) this.toolOffset = zFade;
    this.p.gcodeMove.resetLastPosition();
  }

  updateStatus(): void {
    const m = this.mesh;
    this.status = {
      profile_name: m?.name ?? '',
      mesh_min: m ? [m.params.min_x, m.params.min_y] : [0, 0],
      mesh_max: m ? [m.params.max_x, m.params.max_y] : [0, 0],
      probed_matrix: m ? m.probedMatrix() : [[]],
      mesh_matrix: m ? m.meshMatrix() : [[]],
      profiles: this.profiles,
    };
  }

  getStatus(): Record<string, unknown> {
    return this.status;
  }

  saveProfile(name: string): void {
    const g = this.p.gcode;
    const m = this.mesh;
    if (!m) {
      g.respondInfo(`Unable to save to profile [${name}], the bed has not been probed`);
      return;
    }
    const points = m.probedMatrix();
    const section = `bed_mesh ${name}`;
    const autosave = autosaveOf(this.p);
    autosave.set(section, 'version', String(PROFILE_VERSION));
    const lines = points.map((r) => `\n  ${r.map((z) => z.toFixed(6)).join(', ')}`);
    autosave.set(section, 'points', lines.join(''));
    for (const [k, v] of Object.entries(m.params))
      autosave.set(section, k, typeof v === 'number' && !isIntParam(k) ? pyFloat(v) : String(v));
    this.profiles = { ...this.profiles, [name]: { points, mesh_params: { ...m.params } } };
    this.updateStatus();
    g.respondInfo(
      `Bed Mesh state has been saved to profile [${name}]\nfor the current session.  ${SAVE_NOTE}\n` +
        'update the printer config file and restart the printer.',
    );
  }

  loadProfile(name: string): void {
    // Own entries only: a profile may be named like an object's member (toString, __proto__).
    const profile = Object.hasOwn(this.profiles, name) ? this.profiles[name] : undefined;
    if (!profile) throw new CommandError(`bed_mesh: Unknown profile [${name}]`);
    const mesh = new ZMesh(profile.mesh_params, name);
    try {
      mesh.build(profile.points);
    } catch (e) {
      throw new CommandError((e as Error).message);
    }
    this.setMesh(mesh);
  }

  removeProfile(name: string): void {
    const g = this.p.gcode;
    if (!Object.hasOwn(this.profiles, name)) {
      g.respondInfo(`No profile named [${name}] to remove`);
      return;
    }
    autosaveOf(this.p).removeSection(`bed_mesh ${name}`);
    const rest = { ...this.profiles };
    delete rest[name];
    this.profiles = rest;
    this.updateStatus();
    g.respondInfo(
      `Profile [${name}] removed from storage for this session.\n${SAVE_NOTE} update the printer\n` +
        'configuration and restart the printer',
    );
  }

  /** BED_MESH_OUTPUT's two messages: the probed matrix (info) and the mesh (raw). */
  output(info: (msg: string) => void, raw: (msg: string) => void): void {
    const m = this.mesh;
    if (!m) return info('Bed has not been probed');
    const probed = m.probed.map((r) => r.map((z) => z.toFixed(6)).join(' '));
    info(['Mesh Leveling Probed Z positions:', ...probed].join('\n'));
    const [lo, hi] = m.zRange();
    const matrix = m.meshMatrix();
    const rows = [...matrix]
      .reverse()
      .map((r) => `${r.map((z) => `  ${z.toFixed(6)}`).join('')}\n`);
    raw(
      `Mesh X,Y: ${m.xCount},${m.yCount}\nSearch Height: ${pyInt(this.moveZ)}\n` +
        `Mesh Offsets: X=${this.offsets[0].toFixed(4)}, Y=${this.offsets[1].toFixed(4)}\n` +
        `Mesh Average: ${m.zAverage().toFixed(2)}\n` +
        `Mesh Range: min=${lo.toFixed(4)} max=${hi.toFixed(4)}\n` +
        `Interpolation Algorithm: ${m.params.algo}\nMeasured points:\n${rows.join('')}`,
    );
  }

  mapOutput(): string | null {
    const m = this.mesh;
    if (!m) return null;
    return `mesh_map_output ${pyJson(
      {
        mesh_min: [m.params.min_x, m.params.min_y],
        mesh_max: [m.params.max_x, m.params.max_y],
        z_positions: m.probedMatrix(),
      },
      true,
    )}`;
  }
}

const isIntParam = (k: string): boolean =>
  ['x_count', 'y_count', 'mesh_x_pps', 'mesh_y_pps'].includes(k);

const BED_MESHES = new WeakMap<Printer, BedMesh>();

/** The printer's bed mesh, when printer.cfg has a [bed_mesh]. */
export function bedMeshOf(p: Printer): BedMesh | undefined {
  return BED_MESHES.get(p);
}

const bedMesh: KlipperModule = {
  sections: ['bed_mesh', 'bed_mesh '],
  setup(p, sections) {
    const sec = sections.find((s) => s.name === 'bed_mesh');
    // Stored profiles without a [bed_mesh] are left alone, as Klipper loads none then.
    if (!sec) return;
    const { config, adaptiveMargin } = readMeshConfig(sec);
    // Klipper checks the minimum of 1 only on a configured value.
    if (sec.has('scan_overshoot')) sec.float('scan_overshoot', 0, { minval: 1 });
    else sec.float('scan_overshoot', 0);
    const zeroRef = readZeroReference(sec);
    const bm = new BedMesh(p, sec);
    const cal = new MeshCalibrate(p, bm, config, adaptiveMargin, zeroRef, sec);
    for (const s of sections) {
      if (s === sec) continue;
      const profile = readProfile(p, s);
      // Defined, not assigned: a profile named __proto__ is an entry, not the prototype.
      if (profile) bm.profiles = { ...bm.profiles, [s.name.slice('bed_mesh '.length)]: profile };
    }
    bm.updateStatus();
    BED_MESHES.set(p, bm);
    installTransform(p, bm);
    registerCommands(p, bm, cal);
    return { objects: [['bed_mesh', () => bm.getStatus()]] };
  },
};

/** G-code moves go through the mesh; G-code positions read back from the toolhead without it. */
function installTransform(p: Printer, bm: BedMesh): void {
  p.meshTransform = bm;
  const gm = p.gcodeMove;
  const reread = gm.resetLastPosition.bind(gm);
  gm.resetLastPosition = (): void => {
    reread();
    gm.lastPosition = bm.fromToolhead(gm.lastPosition);
  };
}

function registerCommands(p: Printer, bm: BedMesh, cal: MeshCalibrate): void {
  const g = p.gcode;
  g.register('BED_MESH_CALIBRATE', (cmd) => cal.run(cmd), {
    help: 'Perform Mesh Bed Leveling',
  });
  g.register(
    'BED_MESH_OUTPUT',
    (cmd) => {
      if (cmd.int('PGP', 0)) cal.printPoints((m) => cmd.respondInfo(m));
      else
        bm.output(
          (m) => cmd.respondInfo(m),
          (m) => cmd.respondRaw(m),
        );
    },
    { help: 'Retrieve interpolated grid of probed z-points' },
  );
  g.register(
    'BED_MESH_MAP',
    (cmd) => {
      const out = bm.mapOutput();
      if (out === null) cmd.respondInfo('Bed has not been probed');
      else cmd.respondRaw(out);
    },
    { help: 'Serialize mesh and output to terminal' },
  );
  g.register('BED_MESH_CLEAR', () => bm.setMesh(null), {
    help: 'Clear the Mesh so no z-adjustment is made',
  });
  g.register(
    'BED_MESH_OFFSET',
    (cmd) => {
      if (!bm.mesh) return cmd.respondInfo('No mesh loaded to offset');
      const opt = (k: string): number | null => (cmd.has(k) ? cmd.float(k) : null);
      bm.setOffsets(opt('X'), opt('Y'), opt('ZFADE'));
    },
    { help: 'Add X/Y offsets to the mesh lookup' },
  );
  g.register(
    'BED_MESH_PROFILE',
    (cmd) => {
      const actions: [string, (name: string) => void][] = [
        ['LOAD', (n) => bm.loadProfile(n)],
        ['SAVE', (n) => bm.saveProfile(n)],
        ['REMOVE', (n) => bm.removeProfile(n)],
      ];
      for (const [key, action] of actions) {
        if (!cmd.has(key)) continue;
        const name = cmd.params[key] ?? '';
        if (name.trim() === '')
          throw new CommandError(`Value for parameter '${key}' must be specified`);
        if (name === 'default' && key === 'SAVE')
          cmd.respondInfo("Profile 'default' is reserved, please choose another profile name.");
        else action(name);
        return;
      }
      cmd.respondInfo(`Invalid syntax '${cmd.line}'`);
    },
    { help: 'Bed Mesh Persistent Storage management' },
  );
}

export default bedMesh;
