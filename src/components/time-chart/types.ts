// What a time chart is told: its height and padding, its colours, the time axis, one or two value
// axes, the series with their looks, and the samples it draws.
import type { Padding } from '../../lib/time-chart-maths';

export interface ChartSeries {
  label: string;
  stroke: string;
  /** Line width in CSS pixels. */
  width: number;
  /** Dash pattern in CSS pixels (solid when absent). */
  dash?: readonly number[];
  /** Opacity of the line, 0–1 (opaque when absent). */
  alpha?: number;
  /** The value axis this series is measured on (a ValueAxis' scale). */
  scale: string;
  show: boolean;
}

export interface ValueAxis {
  scale: string;
  side: 'left' | 'right';
  /** Horizontal grid lines at this axis' ticks (true when absent). */
  grid?: boolean;
  /** Round steps between ticks, smallest first: the chart takes the smallest that keeps labels apart. */
  steps: readonly number[];
  /** The axis' range from the lowest and highest values shown on it (±Infinity when none). */
  range(min: number, max: number): readonly [number, number];
  label(value: number): string;
  /** A value at the pointer, as the hover read-out shows it (the label when absent). */
  readout?(value: number): string;
}

export interface TimeAxis {
  /** The range shown from the oldest and newest sample (seconds). */
  range(oldest: number, newest: number): readonly [number, number];
  /** The ticks for the range shown `widthPx` wide, with their labels. */
  ticks(min: number, max: number, widthPx: number): readonly { at: number; label: string }[];
  /** The time of the sample at the pointer, `ago` seconds before the newest, in the read-out. */
  readout?(ago: number): string;
}

export interface TimeChartOptions {
  /** Height in CSS pixels (the width is the element's). */
  height: number;
  padding: Padding;
  /**
   * Colours of the axes' labels and of the grid and tick marks, and the read-out's background
   * (the surface the chart is on).
   */
  look: { text: string; grid: string; background?: string };
  time: TimeAxis;
  axes: readonly ValueAxis[];
  series: readonly ChartSeries[];
}

/** Samples: the times (seconds) and, for each series in order, a value or null per time. */
export interface ChartData {
  times: readonly number[];
  values: readonly (readonly (number | null)[])[];
}
