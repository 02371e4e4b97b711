// The faint image of the layers below the current one, built incrementally on an offscreen canvas:
// a few milliseconds of moves per animation frame, so a file of millions of moves never blocks the
// page. Going up extends the image; going down restores the nearest checkpoint below (large files
// keep a few) or starts again; a new transform starts again while the previous image, moved to the
// new transform, stands in until the new one has caught up. The image is put on the view moved to
// the view's transform, which may differ from the one it is built for while a zoom animates.
import type { ParsedGcode } from '../../../../lib/gcode/types';
import { layerOfMove, type Transform } from '../../../../lib/gcode/view2d';
import { setWorldTransform, strokeExtrusions, traceExtrusions, type StrokeOptions } from './paint';

/** What the image depends on besides the layer it reaches. */
export interface ImageKey {
  /** Device pixels. */
  width: number;
  height: number;
  dpr: number;
  transform: Transform;
  stroke: StrokeOptions;
  colour: string;
  excludedColour: string;
  mask: Uint8Array;
}

function sameKey(a: ImageKey | null, b: ImageKey): boolean {
  if (!a) return false;
  return (
    a.width === b.width &&
    a.height === b.height &&
    a.dpr === b.dpr &&
    a.transform.a === b.transform.a &&
    a.transform.d === b.transform.d &&
    a.transform.e === b.transform.e &&
    a.transform.f === b.transform.f &&
    a.stroke.extrusionWidth === b.stroke.extrusionWidth &&
    a.stroke.pxPerMm === b.stroke.pxPerMm &&
    a.colour === b.colour &&
    a.excludedColour === b.excludedColour &&
    a.mask === b.mask
  );
}

interface Checkpoint {
  /** Moves drawn into it. */
  moves: number;
  canvas: HTMLCanvasElement;
}

/** Moves per slice: at first, and the bounds of its adaptation. */
const FIRST_SLICE = 1_000;
const MIN_SLICE = 500;
const MAX_SLICE = 100_000;

/** Files with more moves keep checkpoints, at most this many. */
const CHECKPOINT_FROM_MOVES = 200_000;
const MAX_CHECKPOINTS = 6;

/**
 * The offscreen canvases draw in software on this thread (willReadFrequently), so that a slice's
 * cost is paid, and measured, within the slice rather than later in one long flush.
 */
function context(canvas: HTMLCanvasElement): CanvasRenderingContext2D | null {
  return canvas.getContext('2d', { willReadFrequently: true });
}

function makeCanvas(width: number, height: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

export class LowerLayerImage {
  private canvas: HTMLCanvasElement | null = null;
  private key: ImageKey | null = null;
  /** Moves [0, drawn) are on the image. */
  private drawn = 0;
  /** The image should show moves [0, target). */
  private target = 0;
  private checkpoints: Checkpoint[] = [];
  /** The last finished image under an older transform, shown while the new one builds. */
  private stale: {
    canvas: HTMLCanvasElement;
    transform: Transform;
    dpr: number;
    drawn: number;
  } | null = null;
  /** Moves per slice, adapted so that a slice takes about `SLICE_MS`. */
  private perSlice = FIRST_SLICE;

  constructor(private readonly result: ParsedGcode) {}

  /** Ask for the layers below `layer` under this key. */
  want(key: ImageKey, layer: number): void {
    const target = layer <= 0 ? 0 : (this.result.layerFirstMove[layer] ?? this.result.moveCount);
    if (!sameKey(this.key, key)) {
      let canvas: HTMLCanvasElement | null = null;
      if (this.canvas && this.key && this.drawn === this.target && this.drawn > 0) {
        // Finished: it stands in while the new one builds; the older stand-in is reused.
        canvas = this.stale?.canvas ?? null;
        this.stale = {
          canvas: this.canvas,
          transform: this.key.transform,
          dpr: this.key.dpr,
          drawn: this.drawn,
        };
      } else {
        canvas = this.canvas;
      }
      if (!canvas || canvas.width !== key.width || canvas.height !== key.height) {
        canvas = makeCanvas(key.width, key.height);
      } else {
        const ctx = context(canvas);
        ctx?.setTransform(1, 0, 0, 1, 0, 0);
        ctx?.clearRect(0, 0, canvas.width, canvas.height);
      }
      this.key = key;
      this.canvas = canvas;
      this.perSlice = Math.min(this.perSlice, FIRST_SLICE);
      this.checkpoints = [];
      this.drawn = 0;
    } else if (target < this.drawn) {
      this.restore(target);
    }
    this.target = target;
    if (this.stale && this.stale.drawn > target) this.stale = null;
  }

  private restore(target: number): void {
    const canvas = this.canvas;
    if (!canvas) return;
    const ctx = context(canvas);
    ctx?.setTransform(1, 0, 0, 1, 0, 0);
    ctx?.clearRect(0, 0, canvas.width, canvas.height);
    const usable = this.checkpoints.filter((c) => c.moves <= target);
    this.checkpoints = usable;
    const best = usable[usable.length - 1];
    if (best && ctx) ctx.drawImage(best.canvas, 0, 0);
    this.drawn = best?.moves ?? 0;
  }

  /** More to draw? */
  get pending(): boolean {
    return this.drawn < this.target;
  }

  /** Draw for at most about `budgetMs`: slices sized from the last ones' pace. */
  work(budgetMs: number): void {
    const key = this.key;
    const ctx = this.canvas ? context(this.canvas) : null;
    if (!key || !ctx) return;
    const start = performance.now();
    let last = 0;
    while (this.drawn < this.target) {
      const elapsed = performance.now() - start;
      if (elapsed > 0 && elapsed + last > budgetMs) break;
      const to = this.sliceEnd();
      const { kept, excluded } = traceExtrusions(this.result, this.drawn, to, key.mask);
      setWorldTransform(ctx, key.transform, key.dpr);
      ctx.lineCap = 'round';
      ctx.lineJoin = 'round';
      strokeExtrusions(ctx, excluded, key.excludedColour, key.stroke);
      strokeExtrusions(ctx, kept, key.colour, key.stroke);
      // Reading a pixel makes the canvas draw what was recorded now.
      ctx.getImageData(0, 0, 1, 1);
      last = performance.now() - start - elapsed;
      // Aim at half the budget; grow at most twofold at a time (the next moves may be longer).
      const next = (this.perSlice * (budgetMs / 2)) / Math.max(0.25, last);
      this.perSlice = Math.round(Math.min(MAX_SLICE, this.perSlice * 2, Math.max(MIN_SLICE, next)));
      this.drawn = to;
      if (this.checkpointDue(to) && this.isLayerStart(to)) this.checkpoint();
    }
    if (this.drawn >= this.target) this.stale = null;
  }

  /** Where the next slice ends: at a layer's start when a checkpoint falls due in it. */
  private sliceEnd(): number {
    const to = Math.min(this.target, this.drawn + this.perSlice);
    if (!this.checkpointDue(to) || to === this.target) return to;
    const boundary = this.result.layerFirstMove[layerOfMove(this.result, to)] ?? to;
    return boundary > this.drawn ? boundary : to;
  }

  private isLayerStart(move: number): boolean {
    return this.result.layerFirstMove[layerOfMove(this.result, move)] === move;
  }

  /** Large files keep a copy of the image now and then (for going down without starting over). */
  private checkpointDue(moves: number): boolean {
    const total = this.result.moveCount;
    if (total < CHECKPOINT_FROM_MOVES || this.checkpoints.length >= MAX_CHECKPOINTS) return false;
    const last = this.checkpoints[this.checkpoints.length - 1]?.moves ?? 0;
    return moves - last >= total / MAX_CHECKPOINTS;
  }

  private checkpoint(): void {
    if (!this.canvas) return;
    const copy = makeCanvas(this.canvas.width, this.canvas.height);
    context(copy)?.drawImage(this.canvas, 0, 0);
    this.checkpoints.push({ moves: this.drawn, canvas: copy });
  }

  /**
   * Put the image on the view's canvas (device pixels, identity transform expected), moved to
   * `transform`: the view drawn may be on its way to the one the image is built for (an animated
   * zoom or pan), or the image may still be an older one standing in.
   */
  blit(ctx: CanvasRenderingContext2D, transform: Transform): void {
    const stale = this.stale;
    const dpr = this.key?.dpr ?? 1;
    if (stale && stale.dpr === dpr && this.drawn < this.target && stale.drawn > this.drawn) {
      drawMoved(ctx, stale.canvas, stale.transform, transform, dpr);
      return;
    }
    if (this.canvas && this.key && this.drawn > 0) {
      drawMoved(ctx, this.canvas, this.key.transform, transform, dpr);
    }
  }
}

/** An image drawn under transform `from`, put where it falls under `to`: scaled, then shifted. */
function drawMoved(
  ctx: CanvasRenderingContext2D,
  image: HTMLCanvasElement,
  from: Transform,
  to: Transform,
  dpr: number,
): void {
  if (from.a === to.a && from.d === to.d && from.e === to.e && from.f === to.f) {
    ctx.drawImage(image, 0, 0);
    return;
  }
  const sx = to.a / from.a;
  const sy = to.d / from.d;
  ctx.save();
  ctx.setTransform(sx, 0, 0, sy, (to.e - from.e * sx) * dpr, (to.f - from.f * sy) * dpr);
  ctx.drawImage(image, 0, 0);
  ctx.restore();
}
