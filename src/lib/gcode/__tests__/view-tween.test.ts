import { describe, expect, it } from 'vitest';
import type { ViewState } from '../view2d';
import { easeInOutCubic, mixView, MOTION_MS, progress, ViewMotion } from '../view-tween';

describe('easeInOutCubic', () => {
  const cases: [number, number][] = [
    [-1, 0],
    [0, 0],
    [0.25, 0.0625],
    [0.5, 0.5],
    [0.75, 0.9375],
    [1, 1],
    [2, 1],
    [Number.NaN, 0],
  ];
  it.each(cases)('at %s is %s', (t, expected) => {
    expect(easeInOutCubic(t)).toBeCloseTo(expected, 10);
  });
});

describe('progress', () => {
  const cases: [string, number, number, number, number][] = [
    ['at the start', 1000, 1000, 250, 0],
    ['halfway', 1000, 1125, 250, 0.5],
    ['over', 1000, 1250, 250, 1],
    ['long over', 1000, 9000, 250, 1],
    ['before the start (a clock read earlier)', 1000, 990, 250, 0],
    ['no duration: over at once', 1000, 1000, 0, 1],
  ];
  it.each(cases)('%s', (_name, start, now, duration, expected) => {
    expect(progress(start, now, duration)).toBeCloseTo(expected, 10);
  });
});

describe('mixView', () => {
  const a: ViewState = { zoom: 1, panX: 0, panY: 0 };
  const b: ViewState = { zoom: 3, panX: -100, panY: 40 };
  const cases: [number, ViewState][] = [
    [0, a],
    [0.5, { zoom: 2, panX: -50, panY: 20 }],
    [0.25, { zoom: 1.5, panX: -25, panY: 10 }],
    [1, b],
  ];
  it.each(cases)('%s of the way', (p, expected) => {
    expect(mixView(a, b, p)).toEqual(expected);
  });

  it('keeps the point a zoom was anchored on in place all the way', () => {
    // A world point at canvas x = 300 (with fit scale 2 and centre 150): pan moves with the zoom.
    const screenX = (v: ViewState, world: number) => 200 + v.panX + 2 * v.zoom * (world - 150);
    const world = 200;
    const before: ViewState = { zoom: 1, panX: 0, panY: 0 };
    const after: ViewState = { zoom: 4, panX: 0 - 2 * 3 * (world - 150), panY: 0 };
    expect(screenX(after, world)).toBe(screenX(before, world));
    for (const p of [0.1, 0.33, 0.5, 0.9]) {
      expect(screenX(mixView(before, after, p), world)).toBeCloseTo(screenX(before, world), 9);
    }
  });
});

describe('ViewMotion', () => {
  const zoomed: ViewState = { zoom: 2, panX: 10, panY: 0 };
  const reset: ViewState = { zoom: 1, panX: 0, panY: 0 };

  it('animated: frames in between until the duration is over, then still', () => {
    const motion = new ViewMotion(reset);
    motion.setView(zoomed, true, 0);
    const frames = [0, 50, 125, 200, 250, 300].map((t) => motion.frame(t));
    expect(frames.map((f) => f.moving)).toEqual([true, true, true, true, false, false]);
    expect(frames.map((f) => f.view.zoom)).toEqual([
      1,
      1 + easeInOutCubic(0.2),
      1.5,
      1 + easeInOutCubic(0.8),
      2,
      2,
    ]);
    expect(motion.target).toBe(zoomed);
  });

  it('not animated: the new view at once, one frame', () => {
    const motion = new ViewMotion(reset);
    motion.setView(zoomed, false, 0);
    expect(motion.frame(0)).toEqual({ view: zoomed, layerIn: 1, moving: false });
  });

  it('a change in the middle of a transition starts from the view shown then', () => {
    const motion = new ViewMotion(reset);
    motion.setView(zoomed, true, 0);
    const halfway = motion.frame(125).view;
    const further: ViewState = { zoom: 4, panX: 0, panY: 0 };
    motion.setView(further, true, 125);
    expect(motion.frame(125).view).toEqual(halfway);
    expect(motion.frame(125 + MOTION_MS).view).toEqual(further);
  });

  it('a drag during a transition jumps to where the pointer puts the view', () => {
    const motion = new ViewMotion(reset);
    motion.setView(zoomed, true, 0);
    const dragged: ViewState = { zoom: 1.5, panX: 30, panY: 5 };
    motion.setView(dragged, false, 100);
    expect(motion.frame(100)).toEqual({ view: dragged, layerIn: 1, moving: false });
  });

  const fades: [string, boolean, number, number, boolean][] = [
    ['a new layer starts unseen', true, 0, 0, true],
    ['halfway in', true, 125, 0.5, true],
    ['fully in at the end', true, 250, 1, false],
    ['without animations at once', false, 0, 1, false],
  ];
  it.each(fades)('layer change: %s', (_name, animate, at, layerIn, moving) => {
    const motion = new ViewMotion(reset);
    motion.layerChanged(animate, 0);
    expect(motion.frame(at)).toMatchObject({ layerIn, moving });
  });
});
