// The 2D layer view's animations, as pure maths over times passed in: an eased progress over a
// short duration, the view (zoom and pan) between two views, and `ViewMotion`, which keeps the
// view the user asked for apart from the view drawn while a transition runs, and how far a new
// layer has faded in. The canvas asks it for each frame's state and draws one more frame until it
// says the motion is over.
import type { ViewState } from './view2d';

/** How long a view change or a layer change takes when animations are on. */
export const MOTION_MS = 250;

/** Slow in, fast in the middle, slow out; clamped to [0, 1]. */
export function easeInOutCubic(t: number): number {
  if (!(t > 0)) return 0;
  if (t >= 1) return 1;
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}

/** How far a transition started at `start` is at `now`, eased (1: over; no duration: over). */
export function progress(start: number, now: number, durationMs: number): number {
  if (!(durationMs > 0)) return 1;
  return easeInOutCubic((now - start) / durationMs);
}

/**
 * The view a fraction `p` of the way from `from` to `to`. Zoom and pan move together in a straight
 * line, so a zoom around a point (whose pan depends linearly on the zoom) keeps that point still.
 */
export function mixView(from: ViewState, to: ViewState, p: number): ViewState {
  if (p >= 1) return to;
  if (p <= 0) return from;
  return {
    zoom: from.zoom + (to.zoom - from.zoom) * p,
    panX: from.panX + (to.panX - from.panX) * p,
    panY: from.panY + (to.panY - from.panY) * p,
  };
}

export interface MotionFrame {
  /** The view to draw now. */
  view: ViewState;
  /** How much of the new layer shows (1: all, the old one gone). */
  layerIn: number;
  /** Another frame is needed. */
  moving: boolean;
}

export class ViewMotion {
  /** The view asked for: where a running transition ends, and what input builds on. */
  target: ViewState;
  private tween: { from: ViewState; start: number } | null = null;
  private fadeStart: number | null = null;

  constructor(
    initial: ViewState,
    private readonly durationMs = MOTION_MS,
  ) {
    this.target = initial;
  }

  /** The view drawn at `now`. */
  shownAt(now: number): ViewState {
    if (!this.tween) return this.target;
    return mixView(this.tween.from, this.target, progress(this.tween.start, now, this.durationMs));
  }

  /**
   * Go to `next`: eased from the view shown now when `animate`, else at once (a drag or a pinch
   * follows the pointer; animations off or reduced motion).
   */
  setView(next: ViewState, animate: boolean, now: number): void {
    const from = this.shownAt(now);
    this.target = next;
    this.tween = animate && !sameView(from, next) ? { from, start: now } : null;
  }

  /** A new layer is shown: it fades in over the old one when `animate`. */
  layerChanged(animate: boolean, now: number): void {
    this.fadeStart = animate ? now : null;
  }

  frame(now: number): MotionFrame {
    const view = this.shownAt(now);
    const viewDone = !this.tween || progress(this.tween.start, now, this.durationMs) >= 1;
    if (viewDone) this.tween = null;
    const layerIn = this.fadeStart === null ? 1 : progress(this.fadeStart, now, this.durationMs);
    if (layerIn >= 1) this.fadeStart = null;
    return { view, layerIn, moving: !viewDone || layerIn < 1 };
  }
}

export function sameView(a: ViewState, b: ViewState): boolean {
  return a.zoom === b.zoom && a.panX === b.panX && a.panY === b.panY;
}
