// The bed mesh's 3D scene, outside React: a coloured surface of the heights (the same colour scale
// as the flat map), its grid lines, the outline of the box the surface sits in, and a camera with
// orbit controls (mouse, touch, and the arrow keys when the canvas has focus). It draws only when
// something changed.
import {
  BoxGeometry,
  BufferAttribute,
  BufferGeometry,
  Color,
  DoubleSide,
  EdgesGeometry,
  LineBasicMaterial,
  LineSegments,
  Mesh,
  MeshBasicMaterial,
  PerspectiveCamera,
  Scene,
  SRGBColorSpace,
  WebGLRenderer,
} from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import { axisPositions, boxHeight, scalePosition, scaleRgb } from '../../../../lib/bed-mesh';

export interface MeshSurface {
  matrix: number[][];
  meshMin: readonly number[];
  meshMax: readonly number[];
  /** The height axis (mm): the box's bottom and top. */
  low: number;
  high: number;
  boxScale: number;
}

export interface MeshPalette {
  background: string;
  lines: string;
  box: string;
}

export class MeshScene {
  private readonly renderer: WebGLRenderer;
  private readonly scene = new Scene();
  private readonly camera = new PerspectiveCamera(40, 1, 1, 10000);
  private readonly controls: OrbitControls;
  private readonly surfaceMaterial = new MeshBasicMaterial({
    vertexColors: true,
    side: DoubleSide,
  });
  private readonly lineMaterial = new LineBasicMaterial({ transparent: true, opacity: 0.45 });
  private readonly boxMaterial = new LineBasicMaterial({ transparent: true, opacity: 0.6 });
  private objects: (Mesh | LineSegments)[] = [];
  private frame = 0;
  private size = { width: 0, height: 0, depth: 0, box: 0 };

  constructor(canvas: HTMLCanvasElement) {
    // Throws without WebGL; the view says so.
    this.renderer = new WebGLRenderer({ canvas, antialias: true, preserveDrawingBuffer: true });
    this.renderer.setPixelRatio(Math.min(window.devicePixelRatio || 1, 2));
    this.camera.up.set(0, 0, 1);
    this.controls = new OrbitControls(this.camera, canvas);
    this.controls.listenToKeyEvents(canvas);
    this.controls.addEventListener('change', this.requestRender);
  }

  readonly requestRender = () => {
    if (this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.renderer.render(this.scene, this.camera);
    });
  };

  setPalette(palette: MeshPalette): void {
    this.renderer.setClearColor(palette.background);
    this.lineMaterial.color.set(palette.lines);
    this.boxMaterial.color.set(palette.box);
    this.requestRender();
  }

  setSize(width: number, height: number): void {
    if (width <= 0 || height <= 0) return;
    this.renderer.setSize(width, height, false);
    this.camera.aspect = width / height;
    this.camera.updateProjectionMatrix();
    this.requestRender();
  }

  /** Replaces the surface; the camera stays where the user put it unless `resetView`. */
  setSurface(surface: MeshSurface, resetView: boolean): void {
    this.clear();
    const { matrix, meshMin, meshMax, low, high } = surface;
    const rows = matrix.length;
    const cols = matrix[0]?.length ?? 0;
    if (rows === 0 || cols === 0) return;
    const x0 = meshMin[0] ?? 0;
    const y0 = meshMin[1] ?? 0;
    const width = Math.max((meshMax[0] ?? 0) - x0, 1);
    const depth = Math.max((meshMax[1] ?? 0) - y0, 1);
    const box = boxHeight(width, depth, surface.boxScale);
    const xs = axisPositions(0, width, cols);
    const ys = axisPositions(0, depth, rows);
    const toZ = (v: number) => scalePosition(v, low, high) * box;

    const positions = new Float32Array(rows * cols * 3);
    const colours = new Float32Array(rows * cols * 3);
    const colour = new Color();
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        const v = matrix[r]?.[c] ?? 0;
        const i = (r * cols + c) * 3;
        positions[i] = (xs[c] ?? 0) - width / 2;
        positions[i + 1] = (ys[r] ?? 0) - depth / 2;
        positions[i + 2] = toZ(v);
        const [red, green, blue] = scaleRgb(scalePosition(v, low, high));
        // The map's sRGB colours, in the renderer's linear working space.
        colour.setRGB(red / 255, green / 255, blue / 255, SRGBColorSpace);
        colours[i] = colour.r;
        colours[i + 1] = colour.g;
        colours[i + 2] = colour.b;
      }
    }
    const triangles: number[] = [];
    const lines: number[] = [];
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        const i = r * cols + c;
        if (c + 1 < cols) lines.push(i, i + 1);
        if (r + 1 < rows) lines.push(i, i + cols);
        if (c + 1 < cols && r + 1 < rows)
          triangles.push(i, i + 1, i + cols + 1, i, i + cols + 1, i + cols);
      }
    }
    const position = new BufferAttribute(positions, 3);
    const surfaceGeometry = new BufferGeometry();
    surfaceGeometry.setAttribute('position', position);
    surfaceGeometry.setAttribute('color', new BufferAttribute(colours, 3));
    surfaceGeometry.setIndex(triangles);
    const gridGeometry = new BufferGeometry();
    gridGeometry.setAttribute('position', position);
    gridGeometry.setIndex(lines);
    const outline = new EdgesGeometry(new BoxGeometry(width, depth, box));
    const boxLines = new LineSegments(outline, this.boxMaterial);
    boxLines.position.set(0, 0, box / 2);
    this.objects = [
      new Mesh(surfaceGeometry, this.surfaceMaterial),
      new LineSegments(gridGeometry, this.lineMaterial),
      boxLines,
    ];
    for (const object of this.objects) this.scene.add(object);
    const changed = this.size.width !== width || this.size.depth !== depth || this.size.box !== box;
    this.size = { width, height: box, depth, box };
    if (resetView || changed) this.resetView();
    this.requestRender();
  }

  /** The camera back to its first place: from the front, a little to the left, above. */
  resetView(): void {
    const { width, depth, box } = this.size;
    const span = Math.max(width, depth, 1);
    this.controls.target.set(0, 0, box / 2);
    this.camera.position.set(-span * 0.6, -span * 1.5, box / 2 + span * 0.95);
    this.camera.near = span / 100;
    this.camera.far = span * 20;
    this.camera.updateProjectionMatrix();
    this.controls.update();
    this.requestRender();
  }

  private clear(): void {
    for (const object of this.objects) {
      this.scene.remove(object);
      object.geometry.dispose();
    }
    this.objects = [];
  }

  dispose(): void {
    if (this.frame) cancelAnimationFrame(this.frame);
    this.clear();
    this.controls.dispose();
    this.surfaceMaterial.dispose();
    this.lineMaterial.dispose();
    this.boxMaterial.dispose();
    this.renderer.dispose();
  }
}
