// Drawing a picture of millions of lines without holding the page. The lines are drawn a share at
// a time into an offscreen target; each share is followed by a fence, and the picture is copied to
// the canvas only once the fence says the GPU is done. A canvas frame therefore never waits for
// line drawing (with software rendering, where a frame of the whole part takes seconds, a frame
// waits for the GPU before it is shown), and the page keeps answering while a picture builds up.
// Each share's size follows how long the last one took.
import {
  Color,
  GLSL3,
  LinearSRGBColorSpace,
  Mesh,
  NearestFilter,
  OrthographicCamera,
  PlaneGeometry,
  Scene,
  ShaderMaterial,
  Vector2,
  WebGLRenderTarget,
  type Camera,
  type LineSegments,
  type WebGLRenderer,
} from 'three';
import type { IndexRange } from '../../../../../lib/gcode/geometry3d';
import { nextTask } from './gpu';

export interface DrawItem {
  lines: LineSegments;
  range: IndexRange;
}

export interface PictureSource {
  /** What the picture draws, in order; asked at the start of each picture. */
  plan(): DrawItem[];
  /** Every line object the plans use (their draw groups are reset before each share). */
  lines(): LineSegments[];
  /** Before each share: `first` when it starts a picture (the grid is drawn then). */
  beforeShare(first: boolean): void;
}

/** Moves in the first share; later shares adapt. */
const FIRST_SHARE = 40_000;
const MIN_SHARE = 5_000;
const MAX_SHARE = 1 << 26;
/** GPU time a share should take: long enough to keep it busy, short enough to show progress. */
const SHARE_MS_LOW = 50;
const SHARE_MS_HIGH = 120;

const copyVertex = /* glsl */ `
out vec2 vUv;
void main() {
  vUv = uv;
  gl_Position = vec4(position.xy, 0.0, 1.0);
}
`;

const copyFragment = /* glsl */ `
uniform sampler2D uPicture;
in vec2 vUv;
layout(location = 0) out highp vec4 outColour;
void main() {
  outColour = texture(uPicture, vUv);
}
`;

export class ProgressiveDrawer {
  private readonly target = new WebGLRenderTarget(1, 1, {
    depthBuffer: true,
    minFilter: NearestFilter,
    magFilter: NearestFilter,
    generateMipmaps: false,
  });
  private readonly copyScene = new Scene();
  private readonly copyCamera = new OrthographicCamera();
  private readonly copyMaterial: ShaderMaterial;
  private readonly clearColour = new Color();
  private queue: DrawItem[] = [];
  private fresh = true;
  private share = FIRST_SHARE;
  private fence: WebGLSync | null = null;
  private issuedAt = 0;
  private frame = 0;
  private posted = false;
  private disposed = false;
  /** Moves drawn in the current picture so far. */
  drawn = 0;

  constructor(
    private readonly renderer: WebGLRenderer,
    private readonly scene: Scene,
    private readonly camera: Camera,
    private readonly source: PictureSource,
    /** A picture was asked for (false), the canvas shows it whole (true). */
    private readonly onShown: (complete: boolean) => void,
  ) {
    this.copyMaterial = new ShaderMaterial({
      glslVersion: GLSL3,
      vertexShader: copyVertex,
      fragmentShader: copyFragment,
      uniforms: { uPicture: { value: this.target.texture } },
      depthTest: false,
      depthWrite: false,
    });
    const quad = new Mesh(new PlaneGeometry(2, 2), this.copyMaterial);
    quad.frustumCulled = false;
    this.copyScene.add(quad);
  }

  /** Compiles the copy shader now (a task of its own) rather than in the first frame shown. */
  warmUp(): Promise<unknown> {
    return this.renderer.compileAsync(this.copyScene, this.copyCamera);
  }

  /** The background, as written (sRGB values, no colour management). */
  setBackground(r: number, g: number, b: number): void {
    this.clearColour.setRGB(r, g, b, LinearSRGBColorSpace);
    this.request();
  }

  /** The canvas's drawing buffer changed size. */
  resize(): void {
    const size = this.renderer.getDrawingBufferSize(new Vector2());
    this.target.setSize(Math.max(1, size.x), Math.max(1, size.y));
    this.request();
  }

  /** Starts a new picture (the one being drawn is dropped). */
  request(): void {
    if (this.disposed) return;
    this.fresh = true;
    this.onShown(false);
    if (!this.fence) this.post();
  }

  /**
   * Draws `items` over the picture (a few layers whose colours changed, or new layers on top)
   * instead of starting a new one; nothing when a new picture is due anyway.
   */
  append(items: DrawItem[]): void {
    if (this.disposed || this.fresh || items.length === 0) return;
    this.queue.push(...items);
    this.onShown(false);
    if (!this.fence) this.post();
  }

  /** Draws the next share in a task of its own, after the current frame has been shown. */
  private post(): void {
    if (this.posted) return;
    this.posted = true;
    void nextTask().then(() => {
      this.posted = false;
      this.drawShare();
    });
  }

  private drawShare(): void {
    if (this.disposed || this.fence) return;
    const renderer = this.renderer;
    renderer.setRenderTarget(this.target);
    if (this.fresh) {
      this.fresh = false;
      this.queue = this.source.plan();
      this.drawn = 0;
      renderer.setClearColor(this.clearColour);
      renderer.clear();
      this.source.beforeShare(true);
    } else if (this.queue.length === 0) {
      renderer.setRenderTarget(null);
      return;
    } else {
      this.source.beforeShare(false);
    }
    this.takeShare();
    renderer.render(this.scene, this.camera);
    renderer.setRenderTarget(null);
    const gl = renderer.getContext() as WebGL2RenderingContext;
    this.fence = gl.fenceSync(gl.SYNC_GPU_COMMANDS_COMPLETE, 0);
    gl.flush();
    this.issuedAt = performance.now();
    this.frame = requestAnimationFrame(this.check);
  }

  /** Moves the next share of the queue into the line objects' draw groups. */
  private takeShare(): void {
    const all = this.source.lines();
    for (const lines of all) lines.geometry.clearGroups();
    let budget = 2 * Math.round(this.share);
    while (budget > 0 && this.queue.length > 0) {
      const item = this.queue[0] as DrawItem;
      const n = Math.min(budget, item.range.count);
      item.lines.geometry.addGroup(item.range.start, n, 0);
      budget -= n;
      this.drawn += n / 2;
      if (n === item.range.count) this.queue.shift();
      else item.range = { start: item.range.start + n, count: item.range.count - n };
    }
    for (const lines of all) lines.visible = lines.geometry.groups.length > 0;
  }

  /** Once a frame: has the GPU finished the share? Then show the picture and go on. */
  private readonly check = (): void => {
    this.frame = 0;
    const fence = this.fence;
    if (this.disposed || !fence) return;
    const gl = this.renderer.getContext() as WebGL2RenderingContext;
    if (gl.isContextLost()) return;
    if (gl.getSyncParameter(fence, gl.SYNC_STATUS) !== gl.SIGNALED) {
      this.frame = requestAnimationFrame(this.check);
      return;
    }
    gl.deleteSync(fence);
    this.fence = null;
    const ms = performance.now() - this.issuedAt;
    if (ms < SHARE_MS_LOW) this.share = Math.min(MAX_SHARE, this.share * 1.5);
    else if (ms > SHARE_MS_HIGH) this.share = Math.max(MIN_SHARE, this.share * 0.7);
    this.renderer.setRenderTarget(null);
    this.renderer.render(this.copyScene, this.copyCamera);
    const complete = !this.fresh && this.queue.length === 0;
    if (complete) this.onShown(true);
    else this.post();
  };

  /** After a lost context came back: nothing is in flight any more. */
  restored(): void {
    this.fence = null;
    this.request();
  }

  dispose(): void {
    this.disposed = true;
    if (this.frame) cancelAnimationFrame(this.frame);
    const gl = this.renderer.getContext() as WebGL2RenderingContext;
    if (this.fence && !gl.isContextLost()) gl.deleteSync(this.fence);
    this.fence = null;
    this.target.dispose();
    this.copyMaterial.dispose();
    for (const child of this.copyScene.children) (child as Mesh).geometry.dispose();
  }
}
