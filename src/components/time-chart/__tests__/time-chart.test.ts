// The time chart on its element: a canvas the element's width × the device pixel ratio, one draw
// per animation frame with the newest samples however often they arrive, series hidden and shown,
// redrawn on resize, gone when destroyed. jsdom cannot draw, so the canvas' 2D context here records
// what is drawn: the lines stroked (colour, width, dash, points) and the labels written.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TimeChart } from '../time-chart';
import type { ChartData, TimeChartOptions } from '../types';

interface Stroke {
  style: string;
  width: number;
  dash: number[];
  alpha: number;
  moves: number;
  lines: number;
  points: number[];
}

function recordingContext(canvas: HTMLCanvasElement) {
  const strokes: Stroke[] = [];
  const labels: string[] = [];
  let path = { moves: 0, lines: 0, points: [] as number[] };
  let dash: number[] = [];
  const ctx = {
    canvas,
    strokeStyle: '',
    lineWidth: 1,
    globalAlpha: 1,
    font: '',
    fillStyle: '',
    textAlign: '',
    textBaseline: '',
    lineJoin: '',
    setTransform() {},
    clearRect() {
      strokes.length = 0;
      labels.length = 0;
    },
    save() {},
    restore() {
      ctx.globalAlpha = 1;
      dash = [];
    },
    rect() {},
    clip() {},
    beginPath() {
      path = { moves: 0, lines: 0, points: [] };
    },
    moveTo(x: number, y: number) {
      path.moves++;
      path.points.push(x, y);
    },
    lineTo(x: number, y: number) {
      path.lines++;
      path.points.push(x, y);
    },
    setLineDash(d: number[]) {
      dash = d;
    },
    fillText(text: string) {
      labels.push(text);
    },
    measureText: (text: string) => ({ width: text.length * 6 }),
    arc() {},
    fill() {},
    fillRect() {},
    strokeRect() {},
    stroke() {
      const { strokeStyle: style, lineWidth: width, globalAlpha: alpha } = ctx;
      strokes.push({ style, width, dash, alpha, ...path });
    },
  };
  return { ctx, strokes, labels };
}

const options: TimeChartOptions = {
  height: 260,
  padding: [8, 16, 0, 0],
  look: { text: '#aaa', grid: '#333' },
  time: {
    range: (oldest, newest) => [Math.min(oldest, newest - 60), newest],
    ticks: (min, max) => [
      { at: min, label: 'then' },
      { at: max, label: 'now' },
    ],
    readout: (ago) => `${ago} s ago`,
  },
  axes: [
    {
      scale: '°C',
      side: 'left',
      range: (_min, max) => [0, Math.max(60, Math.ceil((max + 10) / 20) * 20)],
      steps: [20, 40, 60],
      label: (v) => `${v}°`,
      readout: (v) => `${v.toFixed(1)} °C`,
    },
    {
      scale: 'power',
      side: 'right',
      grid: false,
      range: () => [0, 1],
      steps: [0.25, 0.5],
      label: (v) => `${v * 100}%`,
    },
  ],
  series: [
    { label: 'Extruder', stroke: '#f00', width: 2, scale: '°C', show: true },
    {
      label: 'Extruder power',
      stroke: '#f00',
      width: 1,
      dash: [2, 3],
      alpha: 0.5,
      scale: 'power',
      show: true,
    },
    { label: 'Chamber', stroke: '#0f0', width: 2, scale: '°C', show: true },
  ],
};

describe('TimeChart', () => {
  let element: HTMLDivElement;
  let width: number;
  let record: ReturnType<typeof recordingContext>;
  let contexts: number;
  let resized: (() => void) | undefined;
  let observing: boolean;
  let data: ChartData;
  let reads: number;
  const source = () => {
    reads++;
    return data;
  };
  const frame = () => vi.advanceTimersToNextFrame();
  const strokesOf = (colour: string) => record.strokes.filter((s) => s.style === colour);

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
    element = document.createElement('div');
    document.body.appendChild(element);
    width = 600;
    Object.defineProperty(element, 'clientWidth', { get: () => width });
    vi.stubGlobal('devicePixelRatio', 2);
    contexts = 0;
    const getContext = function (this: HTMLCanvasElement) {
      contexts++;
      record ??= recordingContext(this);
      return record.ctx;
    };
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
      getContext as unknown as typeof HTMLCanvasElement.prototype.getContext,
    );
    observing = false;
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          resized = callback;
        }
        observe() {
          observing = true;
        }
        disconnect() {
          observing = false;
        }
      },
    );
    data = {
      times: [0, 1, 2, 3],
      values: [
        [20, 100, 200, 210],
        [0, 1, 1, 0.5],
        [25, 26, null, 27],
      ],
    };
    reads = 0;
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    element.remove();
    record = undefined as unknown as typeof record;
  });

  it("draws on a canvas the element's width and the chart's height, times the pixel ratio", () => {
    new TimeChart(element, options, source);
    frame();
    const canvas = element.querySelector('canvas')!;
    expect([canvas.width, canvas.height]).toEqual([1200, 520]);
    expect(canvas.style.height).toBe('260px');
    // Lines in device pixels: 2 CSS pixels wide at a ratio of 2, dashes scaled alike.
    expect(strokesOf('#f00')).toEqual([
      expect.objectContaining({ style: '#f00', width: 4, dash: [], alpha: 1, moves: 1, lines: 3 }),
      expect.objectContaining({
        style: '#f00',
        width: 2,
        dash: [4, 6],
        alpha: 0.5,
        moves: 1,
        lines: 3,
      }),
    ]);
    // A missing sample breaks the chamber's line in two.
    expect(strokesOf('#0f0')).toEqual([
      expect.objectContaining({ style: '#0f0', width: 4, dash: [], alpha: 1, moves: 2, lines: 1 }),
    ]);
    expect(record.labels).toEqual([
      // 0–220°: 20° steps would be 18 px apart, 40° ones are 37 px.
      ...['0°', '40°', '80°', '120°', '160°', '200°'],
      ...['0%', '25%', '50%', '75%', '100%'],
      ...['then', 'now'],
    ]);
  });

  it.each([
    // device pixel ratio, where each series' points fall within a device pixel
    [2, [0, 0, 0]], // 4 and 2 px wide: on the edges between device pixels
    [1, [0, 0.5, 0]], // 1 px wide: on the middle of a pixel
  ])('at a ratio of %s, lines sit on whole device pixels, crisp', (ratio, fractions) => {
    vi.stubGlobal('devicePixelRatio', ratio);
    new TimeChart(element, options, source);
    frame();
    const lines = record.strokes.filter((s) => s.style !== '#333');
    expect(lines.map((s) => new Set(s.points.map((p) => p % 1)))).toEqual(
      fractions.map((f) => new Set([f])),
    );
  });

  it('draws once per frame with the newest samples, however often they arrive', () => {
    const chart = new TimeChart(element, options, source);
    frame();
    expect(reads).toBe(1);
    for (let i = 4; i < 104; i++) {
      data = {
        times: [...data.times, i],
        values: data.values.map((column) => [...column, 30]),
      };
      chart.redraw();
    }
    expect(reads).toBe(1);
    frame();
    expect(reads).toBe(2);
    expect(strokesOf('#0f0')).toEqual([expect.objectContaining({ moves: 2, lines: 101 })]);
    frame();
    expect(reads).toBe(2);
  });

  it('a hidden series is not drawn and no longer sets its axis; shown again, it is', () => {
    const chart = new TimeChart(element, options, source);
    frame();
    chart.setSeries(0, { show: false });
    expect(chart.series[0]!.show).toBe(false);
    frame();
    expect(strokesOf('#f00')).toEqual([expect.objectContaining({ dash: [4, 6] })]);
    // The chamber alone (27°) ranges the axis to 60°.
    expect(record.labels.slice(0, 4)).toEqual(['0°', '20°', '40°', '60°']);
    chart.setSeries(0, { show: true });
    frame();
    expect(strokesOf('#f00')).toHaveLength(2);
    expect(record.labels.slice(0, 6)).toEqual(['0°', '40°', '80°', '120°', '160°', '200°']);
  });

  it('follows the element when it is resized', () => {
    new TimeChart(element, options, source);
    frame();
    width = 390;
    resized?.();
    frame();
    expect(element.querySelector('canvas')!.width).toBe(780);
  });

  it('draws nothing while the element has no width', () => {
    width = 0;
    new TimeChart(element, options, source);
    frame();
    expect(contexts).toBe(0);
    expect(reads).toBe(0);
  });

  describe('read-out under the mouse', () => {
    // The plot spans 50–534 px for the times -57 to 3 (a minute at least): 1 s is 8.07 px.
    const at = (time: number) => 50 + ((time + 57) / 60) * 484;
    const point = (type: string, clientX: number, pointerType = 'mouse') =>
      element
        .querySelector('canvas')!
        .dispatchEvent(new PointerEvent(type, { clientX, pointerType, bubbles: true }));
    const readout = () => record.labels.slice(record.labels.indexOf('now') + 1);

    it('shows the time and each shown value of the sample nearest the pointer', () => {
      const chart = new TimeChart(element, options, source);
      frame();
      point('pointermove', at(1.2));
      frame();
      expect(readout()).toEqual([
        '2 s ago',
        'Extruder: 100.0 °C',
        'Extruder power: 100%',
        'Chamber: 26.0 °C',
      ]);
      // A missing value and a hidden series leave the read-out.
      chart.setSeries(1, { show: false });
      point('pointermove', at(2.1));
      frame();
      expect(readout()).toEqual(['1 s ago', 'Extruder: 200.0 °C']);
      point('pointerleave', at(2.1));
      frame();
      expect(readout()).toEqual([]);
    });

    it('shows nothing for a touch, nor beside the plot', () => {
      new TimeChart(element, options, source);
      frame();
      point('pointermove', at(1), 'touch');
      frame();
      expect(readout()).toEqual([]);
      point('pointermove', 20);
      frame();
      expect(readout()).toEqual([]);
    });
  });

  it('once destroyed, leaves the element and draws no more', () => {
    const chart = new TimeChart(element, options, source);
    chart.destroy();
    frame();
    chart.redraw();
    expect(element.querySelector('canvas')).toBeNull();
    expect(observing).toBe(false);
    expect(reads).toBe(0);
  });
});
