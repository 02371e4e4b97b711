// The 2D layer view's animations, on a recording canvas: with Settings › G-code preview ›
// Animations on, zoom, reset and a new layer take several frames in between (the zoom eased from
// the old scale to the new, the new layer fading in); with it off, or when the browser asks for
// reduced motion, exactly one frame draws the end state.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseGcode } from '../../../../../lib/gcode/parser';
import { DEFAULT_UI_SETTINGS, useSettings } from '../../../../../state/settings';
import { LayerCanvas } from '../LayerCanvas';
import { InertPath } from '../../../../../test/inert-path';

// Three layers of a square.
const square = (z: number, e: number) =>
  `G1 Z${z}\nG1 X10 Y10\nG1 X30 Y10 E${e + 1}\nG1 X30 Y30 E${e + 2}\nG1 X10 Y30 E${e + 3}\n`;
const result = parseGcode(
  new TextEncoder().encode(`G28\nG90\nM83\n${square(0.2, 0)}${square(0.4, 3)}${square(0.6, 6)}`),
);

type Call = [string, unknown[]];

const getContext = HTMLCanvasElement.prototype.getContext;

function view(layer: number) {
  return (
    <LayerCanvas
      result={result}
      layer={layer}
      moves={null}
      travels
      retractions
      mask={new Uint8Array(result.moveCount)}
      marks={null}
      nozzle={false}
      onObjectClick={null}
      label="Layer preview"
    />
  );
}

interface Frame {
  /** Pixels per mm of the frame's world transform. */
  scale: number;
  /** The opacities the frame painted with (1 only: no fade). */
  alphas: number[];
}

const zoomIn = () => fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
const reset = () => fireEvent.click(screen.getByRole('button', { name: 'Reset view' }));
const increasing = (values: number[]) => values.every((v, i) => i === 0 || v > values[i - 1]!);

describe('2D layer view animations', () => {
  /** What was done on each canvas's 2D context, in order. */
  const calls = new WeakMap<HTMLCanvasElement, Call[]>();

  function recordingContext(canvas: HTMLCanvasElement): CanvasRenderingContext2D {
    const log: Call[] = [];
    calls.set(canvas, log);
    const state: Record<string | symbol, unknown> = { canvas };
    return new Proxy(state, {
      get: (target, key) =>
        key in target ? target[key] : (...args: unknown[]) => void log.push([String(key), args]),
      set: (target, key, value) => {
        target[key] = value;
        log.push([`set ${String(key)}`, [value]]);
        return true;
      },
    }) as unknown as CanvasRenderingContext2D;
  }

  let reduced = false;

  beforeEach(() => {
    const contexts = new WeakMap<HTMLCanvasElement, CanvasRenderingContext2D>();
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement) {
      let ctx = contexts.get(this);
      if (!ctx) contexts.set(this, (ctx = recordingContext(this)));
      return ctx;
    } as unknown as typeof getContext;
    vi.stubGlobal('Path2D', InertPath);
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly callback: ResizeObserverCallback) {}
        observe() {
          this.callback(
            [{ contentRect: { width: 400 } } as ResizeObserverEntry],
            this as unknown as ResizeObserver,
          );
        }
        disconnect() {}
      },
    );
    reduced = false;
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)' && reduced,
    }));
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    HTMLCanvasElement.prototype.getContext = getContext;
    useSettings.setState({ gcodePreview: { ...DEFAULT_UI_SETTINGS.gcodePreview } });
  });

  /** The frames drawn on the view's canvas: each starts by clearing it. */
  function frames(): Frame[] {
    const canvas = screen.getByRole('img', { name: 'Layer preview' }) as HTMLCanvasElement;
    const list: Frame[] = [];
    for (const [name, args] of calls.get(canvas) ?? []) {
      if (name === 'clearRect') list.push({ scale: Number.NaN, alphas: [] });
      const frame = list.at(-1);
      if (!frame) continue;
      if (name === 'setTransform' && Number.isNaN(frame.scale) && args[0] !== 1)
        frame.scale = Number(args[0]);
      if (name === 'set globalAlpha') frame.alphas.push(Number(args[0]));
    }
    return list;
  }

  /** Let 600 ms of animation frames run; the frames drawn meanwhile. */
  function run(): Frame[] {
    const before = frames().length;
    act(() => vi.advanceTimersByTime(600));
    return frames().slice(before);
  }

  function open(showAnimations: boolean, layer = 0) {
    useSettings.setState({ gcodePreview: { ...DEFAULT_UI_SETTINGS.gcodePreview, showAnimations } });
    const rendered = render(view(layer));
    run();
    return rendered;
  }

  it('on: a zoom and a reset ease over several frames, then stop', () => {
    open(true);
    const start = frames().at(-1)!.scale;
    zoomIn();
    const zoom = run();
    expect(zoom.length).toBeGreaterThan(5);
    expect(zoom.length).toBeLessThan(30);
    const scales = zoom.map((f) => f.scale);
    expect(scales.at(-1)).toBeCloseTo(start * 1.25, 6);
    const between = scales.slice(0, -1);
    expect(between.every((s) => s >= start && s < start * 1.25)).toBe(true);
    expect(increasing(scales.filter((s) => s > start))).toBe(true);
    expect(run()).toEqual([]);

    reset();
    const back = run().map((f) => f.scale);
    expect(back.length).toBeGreaterThan(5);
    expect(back.at(-1)).toBeCloseTo(start, 6);
    expect(back.slice(0, -1).every((s) => s > start && s <= start * 1.25)).toBe(true);
  });

  it('off: a zoom and a reset draw exactly one frame, at the end', () => {
    open(false);
    const start = frames().at(-1)!.scale;
    zoomIn();
    const zoom = run();
    expect(zoom).toHaveLength(1);
    expect(zoom[0]!.scale).toBeCloseTo(start * 1.25, 6);
    reset();
    expect(run().map((f) => f.scale)).toEqual([start]);
  });

  it('on, but the browser asks for reduced motion: one frame', () => {
    open(true);
    reduced = true;
    const start = frames().at(-1)!.scale;
    zoomIn();
    const zoom = run();
    expect(zoom).toHaveLength(1);
    expect(zoom[0]!.scale).toBeCloseTo(start * 1.25, 6);
  });

  it('on: keys animate too', () => {
    open(true);
    fireEvent.keyDown(screen.getByRole('img', { name: 'Layer preview' }), { key: '+' });
    expect(run().length).toBeGreaterThan(5);
  });

  it('on: a new layer fades in over the old one', () => {
    const { rerender } = open(true, 0);
    rerender(view(1));
    const fade = run();
    expect(fade.length).toBeGreaterThan(5);
    // Each frame in between paints the old layer, then the new one, at opacities summing to 1.
    const partial = fade.filter((f) => f.alphas.some((a) => a > 0 && a < 1));
    expect(partial.length).toBeGreaterThan(3);
    for (const f of partial) expect(f.alphas[0]! + f.alphas[1]!).toBeCloseTo(1, 9);
    const incoming = partial.map((f) => f.alphas[1]!);
    expect(increasing(incoming)).toBe(true);
    expect(fade.at(-1)!.alphas.every((a) => a === 1)).toBe(true);
  });

  it('off: a new layer is drawn in one frame, opaque', () => {
    const { rerender } = open(false, 0);
    rerender(view(1));
    const change = run();
    expect(change).toHaveLength(1);
    expect(change[0]!.alphas.every((a) => a === 1)).toBe(true);
  });
});
