// A chart over time on a <canvas> the width of its element and `height` high, sharp at the screen's
// device pixel ratio. New samples only ask for a redraw: the chart draws at most once per animation
// frame, reading the newest data then, however often it changes (and not at all in a hidden tab).
// It redraws when the element is resized, when a series is shown or hidden, and as the mouse moves
// over it (the read-out of the sample under the pointer).
import { deviceSize } from '../../lib/time-chart-maths';
import { drawChart } from './draw';
import type { ChartData, ChartSeries, TimeChartOptions } from './types';

export class TimeChart {
  /** The series in their current state (`show` follows setSeries). */
  readonly series: ChartSeries[];
  private readonly canvas: HTMLCanvasElement;
  private readonly resize: ResizeObserver;
  private frame = 0;
  /** The pointer's distance from the canvas' left edge (CSS pixels) while a mouse is over it. */
  private pointerX: number | null = null;

  constructor(
    private readonly element: HTMLElement,
    private readonly options: TimeChartOptions,
    private readonly data: () => ChartData,
  ) {
    this.series = options.series.map((s) => ({ ...s }));
    this.canvas = document.createElement('canvas');
    this.canvas.style.display = 'block';
    this.canvas.style.width = '100%';
    this.canvas.style.height = `${options.height}px`;
    element.appendChild(this.canvas);
    this.canvas.addEventListener('pointermove', this.onPointer);
    this.canvas.addEventListener('pointerleave', this.onPointer);
    this.resize = new ResizeObserver(() => this.redraw());
    this.resize.observe(element);
    this.redraw();
  }

  /** Asks for a redraw in the next animation frame (once, however often it is asked). */
  redraw(): void {
    if (this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.draw();
    });
  }

  private readonly onPointer = (event: PointerEvent): void => {
    const x =
      event.type === 'pointermove' && event.pointerType === 'mouse'
        ? event.clientX - this.canvas.getBoundingClientRect().left
        : null;
    if (x === this.pointerX) return;
    this.pointerX = x;
    this.redraw();
  };

  setSeries(index: number, { show }: { show: boolean }): void {
    const entry = this.series[index];
    if (!entry || entry.show === show) return;
    entry.show = show;
    this.redraw();
  }

  /** Draws now at the element's width: nothing while it has none (not laid out, or hidden). */
  draw(): void {
    const width = this.element.clientWidth;
    const height = this.options.height;
    if (width <= 0) return;
    const ratio = window.devicePixelRatio || 1;
    const size = deviceSize(width, height, ratio);
    if (this.canvas.width !== size.width) this.canvas.width = size.width;
    if (this.canvas.height !== size.height) this.canvas.height = size.height;
    const ctx = this.canvas.getContext('2d');
    if (!ctx) return;
    drawChart(ctx, width, height, ratio, this.options, this.series, this.data(), this.pointerX);
  }

  destroy(): void {
    cancelAnimationFrame(this.frame);
    this.frame = 0;
    this.resize.disconnect();
    this.canvas.remove();
  }
}
