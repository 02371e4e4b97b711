// The 3D view's scene, outside React: one WebGL renderer, a camera with orbit controls, and the
// parsed moves as two merged line geometries (extrusions, travels) over one shared position buffer.
// Buffers are built and uploaded in slices between tasks. A picture is drawn only when something
// changed, in shares (progressive.ts), and from afar with every n-th layer only (geometry3d.ts).
import {
  BufferAttribute,
  BufferGeometry,
  LineSegments,
  PerspectiveCamera,
  Scene,
  Sphere,
  Vector3,
  WebGLRenderer,
} from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import {
  SegmentBuilder,
  detailBlocks,
  layerOfMove,
  layerRanges,
  rangeMoves,
  type SegmentSet,
} from '../../../../../lib/gcode/geometry3d';
import { bedGrid, defaultView, fillDirections, perEndPoint } from '../../../../../lib/gcode/view3d';
import { MOVE_KIND, type ParsedGcode } from '../../../../../lib/gcode/types';
import { SlicedBuffer, nextTask, type BufferData } from './gpu';
import { ProgressiveDrawer, type DrawItem } from './progressive';
import { ALL_PRINTED, createLineMaterial, shaderColour, type LineMaterial } from './material';

export interface ScenePalette {
  background: string;
  extrusion: string;
  tools: readonly string[];
  travel: string;
  grid: string;
}

/** Moves looked at between two checks of the clock while building. */
const MOVES_PER_STEP = 1 << 16;
/** Main-thread time one building slice may take before the browser gets a turn. */
const SLICE_MS = 12;
const FOV = 40;
/** Moves whose directions one task works out (some 10 ms). */
const DIRECTIONS_PER_TASK = 1 << 18;
/**
 * From afar only every n-th layer is drawn, so that the layers drawn are this far apart on screen
 * (device pixels): where layers are closer than a pixel, the others would not show.
 */
const DETAIL_PX = 0.75;

/** Runs `builder` in slices of about SLICE_MS; false when cancelled meanwhile. */
async function runSliced(
  builder: SegmentBuilder,
  cancelled: () => boolean,
  onProgress: (fraction: number) => void,
): Promise<boolean> {
  for (;;) {
    const start = performance.now();
    let done = false;
    while (!done && performance.now() - start < SLICE_MS) done = builder.step(MOVES_PER_STEP);
    onProgress(builder.progress);
    if (done) return true;
    await nextTask();
    if (cancelled()) return false;
  }
}

interface Part {
  set: SegmentSet;
  lines: LineSegments;
  index: SlicedBuffer;
}

export class GcodeScene {
  readonly renderer: WebGLRenderer;
  private readonly scene = new Scene();
  private readonly camera = new PerspectiveCamera(FOV, 1, 0.1, 10000);
  private readonly controls: OrbitControls;
  private readonly extrusionMaterial = createLineMaterial(0.2, 1);
  private readonly travelMaterial = createLineMaterial(0);
  private readonly gridMaterial = createLineMaterial(0);
  private readonly drawer: ProgressiveDrawer;
  private result: ParsedGcode | null = null;
  private buffers: SlicedBuffer[] = [];
  private positions: SlicedBuffer | null = null;
  private tool: SlicedBuffer | null = null;
  private directions: SlicedBuffer | null = null;
  private extrusions: Part | null = null;
  private travels: Part | null = null;
  private grid: LineSegments | null = null;
  /** Around the part, for three.js's sorting (it cannot read GLBufferAttributes). */
  private readonly sphere = new Sphere();
  private layers: [number, number] = [0, Number.MAX_SAFE_INTEGER];
  private showTravels = false;
  private disposed = false;

  constructor(
    canvas: HTMLCanvasElement,
    /** A new picture was asked for (false); the canvas shows it whole (true). */
    onShown: (complete: boolean) => void,
  ) {
    // Throws when WebGL 2 is not available; the view says so.
    this.renderer = new WebGLRenderer({
      canvas,
      // The lines go to an offscreen target (progressive.ts), where multisampling would be lost.
      antialias: false,
      // The canvas keeps the last picture copied to it (and tests can read it).
      preserveDrawingBuffer: true,
      powerPreference: 'high-performance',
    });
    this.renderer.autoClear = false;
    this.renderer.setPixelRatio(Math.min(window.devicePixelRatio || 1, 2));
    this.camera.up.set(0, 0, 1);
    this.controls = new OrbitControls(this.camera, canvas);
    this.controls.listenToKeyEvents(canvas);
    this.controls.addEventListener('change', this.requestRender);
    this.travelMaterial.uniforms.uFaint.value = 0.35;
    this.drawer = new ProgressiveDrawer(
      this.renderer,
      this.scene,
      this.camera,
      {
        plan: () => this.plan(),
        lines: () => [this.extrusions?.lines, this.travels?.lines].filter((l) => l !== undefined),
        beforeShare: (first) => {
          if (this.grid) this.grid.visible = first;
        },
      },
      onShown,
    );
  }

  /** Draws a new picture (several requests before it starts draw once). */
  readonly requestRender = (): void => {
    if (!this.disposed) this.drawer.request();
  };

  /** What a picture of layers `from` to `to` draws (the whole picture by default). */
  private plan(from = this.layers[0], to = this.layers[1]): DrawItem[] {
    const out: DrawItem[] = [];
    const layerPx = this.layerPixels();
    for (const part of [this.extrusions, this.showTravels ? this.travels : null]) {
      if (!part) continue;
      const detail = detailBlocks(part.set.blocks, layerPx, DETAIL_PX);
      for (const range of layerRanges(part.set, from, to, detail)) {
        out.push({ lines: part.lines, range });
      }
    }
    return out;
  }

  /** How far apart two layers are on screen, in device pixels, at the middle of the part. */
  private layerPixels(): number {
    const result = this.result;
    if (!result || result.layerCount < 2 || !result.bounds) return Infinity;
    const layerHeight = (result.bounds.max[2] - result.bounds.min[2]) / (result.layerCount - 1);
    const distance = Math.max(
      this.camera.near,
      this.camera.position.distanceTo(this.sphere.center),
    );
    const visible = 2 * distance * Math.tan((FOV * Math.PI) / 360);
    return (layerHeight * this.renderer.domElement.height) / visible;
  }

  /**
   * Builds and uploads the extrusions of `result` in slices; resolves false when `cancelled()`
   * turned true meanwhile. Travels are built when first shown.
   */
  async load(
    result: ParsedGcode,
    cancelled: () => boolean,
    onProgress: (fraction: number) => void,
  ): Promise<boolean> {
    this.result = result;
    const { min, max } = result.bounds ?? { min: [0, 0, 0], max: [0, 0, 0] };
    this.sphere.setFromPoints([new Vector3(...min), new Vector3(...max)]);
    // The bed shows while the rest builds; its material is the lines' (one shader program).
    this.addGrid();
    this.resetView();
    // Shaders compile in tasks of their own (with KHR_parallel_shader_compile, off the page).
    await this.drawer.warmUp();
    await nextTask();
    await this.renderer.compileAsync(this.scene, this.camera);
    if (cancelled()) return false;
    const builder = new SegmentBuilder(result, [MOVE_KIND.extrude]);
    if (!(await runSliced(builder, cancelled, (f) => onProgress(f * 0.5)))) {
      return false;
    }
    const set = builder.result();
    const points = result.positions.subarray(0, (result.moveCount + 1) * 3);
    const directions = new Int8Array(points.length);
    for (let at = 0; at < result.moveCount; at += DIRECTIONS_PER_TASK) {
      fillDirections(points, directions, at, Math.min(result.moveCount, at + DIRECTIONS_PER_TASK));
      await nextTask();
      if (cancelled()) return false;
    }
    onProgress(0.6);
    this.positions = this.buffer(points, 3);
    this.directions = this.buffer(directions, 3);
    if (set.tools.length > 1)
      this.tool = this.buffer(perEndPoint(result.tool, result.moveCount), 1);
    const index = this.buffer(set.indices, 1, true);
    const uploads = [this.positions, this.directions, this.tool, index].filter((b) => b !== null);
    for (const [i, b] of uploads.entries()) {
      if (!(await b.upload(cancelled))) return false;
      onProgress(0.6 + (0.4 * (i + 1)) / uploads.length);
    }
    this.extrusions = { set, index, lines: this.lines(index, this.extrusionMaterial) };
    const z = this.extrusionMaterial.uniforms.uZRange.value;
    z.set(result.bounds?.min[2] ?? 0, result.bounds?.max[2] ?? 0);
    this.scene.add(this.extrusions.lines);
    if (this.showTravels) await this.loadTravels(cancelled);
    return true;
  }

  private buffer(data: BufferData, size: number, index = false) {
    const b = new SlicedBuffer(this.renderer, data, size, index);
    this.buffers.push(b);
    return b;
  }

  private lines(index: SlicedBuffer, material: LineMaterial): LineSegments {
    const geometry = new BufferGeometry();
    // three.js draws GLBufferAttributes; its typings do not list them here.
    const attribute = (b: SlicedBuffer) => b.attribute as unknown as BufferAttribute;
    geometry.setAttribute('position', attribute(this.positions as SlicedBuffer));
    if (this.tool) geometry.setAttribute('aTool', attribute(this.tool));
    if (this.directions) geometry.setAttribute('aDirection', attribute(this.directions));
    geometry.setIndex(attribute(index));
    geometry.boundingSphere = this.sphere;
    // One material, drawn per group: each share of the picture (progressive.ts).
    const lines = new LineSegments(geometry, [material]);
    // The bounds are known: no bounding sphere over millions of points.
    lines.frustumCulled = false;
    return lines;
  }

  private addGrid(): void {
    const { positions } = bedGrid(this.result?.bounds ?? null);
    const geometry = new BufferGeometry();
    geometry.setAttribute('position', new BufferAttribute(positions, 3));
    this.grid = new LineSegments(geometry, this.gridMaterial);
    this.grid.frustumCulled = false;
    this.scene.add(this.grid);
  }

  private async loadTravels(cancelled: () => boolean): Promise<void> {
    if (this.travels || !this.result || !this.positions) return;
    const builder = new SegmentBuilder(this.result, [MOVE_KIND.travel]);
    if (!(await runSliced(builder, cancelled, () => undefined)) || this.disposed) return;
    const set = builder.result();
    const index = this.buffer(set.indices, 1, true);
    if (!(await index.upload(cancelled)) || this.travels) return;
    this.travels = { set, index, lines: this.lines(index, this.travelMaterial) };
    this.scene.add(this.travels.lines);
  }

  /** Shows or hides travel moves (built on first use). */
  async setTravels(show: boolean, cancelled: () => boolean): Promise<void> {
    this.showTravels = show;
    if (show && !this.travels && this.extrusions) await this.loadTravels(cancelled);
    this.requestRender();
  }

  /** Layers `from` to `to` (0-based, included); returns the extrusions drawn. */
  setLayerRange(from: number, to: number): number {
    const [oldFrom, oldTo] = this.layers;
    this.layers = [from, to];
    // Layers added on top (following a print) are drawn over the picture.
    if (from === oldFrom && to > oldTo && oldTo < this.layerCount() - 1) {
      this.drawer.append(this.plan(oldTo + 1, to));
    } else if (from !== oldFrom || to !== oldTo) {
      this.requestRender();
    }
    return this.extrusions ? rangeMoves(layerRanges(this.extrusions.set, from, to)) : 0;
  }

  private layerCount(): number {
    return Math.max(1, this.result?.layerCount ?? 1);
  }

  /** Moves with an index below `move` are printed (full colour), the rest faint; null: all full. */
  setPrinted(move: number | null): void {
    const value = move === null ? ALL_PRINTED : Math.max(0, Math.min(ALL_PRINTED, move));
    const old = this.extrusionMaterial.uniforms.uPrinted.value;
    if (value === old) return;
    this.extrusionMaterial.uniforms.uPrinted.value = value;
    this.travelMaterial.uniforms.uPrinted.value = value;
    const result = this.result;
    if (!result) return this.requestRender();
    // Moves old … value − 1 (or value … old − 1) changed colour: draw their layers again, over
    // the picture, when they are a few; otherwise a new picture.
    const lo = Math.min(old, value, result.moveCount);
    const hi = Math.min(Math.max(old, value), result.moveCount);
    if (hi <= lo) return;
    const first = layerOfMove(result.layerFirstMove, result.layerCount, lo);
    const last = layerOfMove(result.layerFirstMove, result.layerCount, hi - 1);
    const [from, to] = this.layers;
    if (last - first > 2) this.requestRender();
    else if (last >= from && first <= to) {
      this.drawer.append(this.plan(Math.max(first, from), Math.min(last, to)));
    }
  }

  setColourByTool(byTool: boolean): void {
    this.extrusionMaterial.uniforms.uByTool.value = byTool;
    this.requestRender();
  }

  /** Moves the last picture drew (fewer than the layers hold when seen from afar). */
  get pictureMoves(): number {
    return this.drawer.drawn;
  }

  /** Tools used by the extrusions (known once loaded). */
  get tools(): number[] {
    return this.extrusions?.set.tools ?? [];
  }

  setPalette(palette: ScenePalette): void {
    const bg = shaderColour(palette.background);
    this.drawer.setBackground(bg.x, bg.y, bg.z);
    for (const m of [this.extrusionMaterial, this.travelMaterial]) {
      shaderColour(palette.background, m.uniforms.uBackground.value);
    }
    shaderColour(palette.extrusion, this.extrusionMaterial.uniforms.uColour.value);
    this.extrusionMaterial.uniforms.uToolColours.value.forEach((c, i) =>
      shaderColour(palette.tools[i % palette.tools.length] ?? palette.extrusion, c),
    );
    shaderColour(palette.travel, this.travelMaterial.uniforms.uColour.value);
    shaderColour(palette.grid, this.gridMaterial.uniforms.uColour.value);
    this.requestRender();
  }

  /** The canvas's size in CSS pixels. */
  setSize(width: number, height: number): void {
    if (width <= 0 || height <= 0) return;
    this.renderer.setSize(width, height, false);
    this.drawer.resize();
    this.camera.aspect = width / height;
    this.camera.updateProjectionMatrix();
    this.requestRender();
  }

  /** Back to the view of the whole part. */
  resetView(): void {
    const view = defaultView(this.result?.bounds ?? null, FOV, this.camera.aspect);
    this.camera.position.set(...view.position);
    this.camera.near = view.near;
    this.camera.far = view.far;
    this.camera.updateProjectionMatrix();
    this.controls.target.set(...view.target);
    const distance = this.camera.position.distanceTo(this.controls.target);
    this.controls.minDistance = distance / 50;
    this.controls.maxDistance = distance * 10;
    this.controls.update();
    this.requestRender();
  }

  /** After a lost context comes back: the buffers three.js does not own are uploaded again. */
  async restore(cancelled: () => boolean): Promise<void> {
    for (const b of this.buffers) b.forget();
    for (const b of this.buffers) if (!(await b.upload(cancelled))) return;
    this.drawer.restored();
  }

  dispose(): void {
    this.disposed = true;
    this.drawer.dispose();
    this.controls.removeEventListener('change', this.requestRender);
    this.controls.dispose();
    for (const part of [this.extrusions, this.travels]) part?.lines.geometry.dispose();
    this.grid?.geometry.dispose();
    for (const b of this.buffers) b.release();
    this.extrusionMaterial.dispose();
    this.travelMaterial.dispose();
    this.gridMaterial.dispose();
    this.renderer.dispose();
    // Frees the GPU memory now rather than when the canvas is collected.
    this.renderer.forceContextLoss();
    this.extrusions = null;
    this.travels = null;
    this.result = null;
  }
}
