// What the printer status card derives from print_stats, gcode_move and the file's metadata
// (spec part 1 §2, §5): layers, volumetric flow, time estimates and the finish time.
import type { PrintStatsInfo } from '../../protocol/objects';

/** Default filament diameter (mm) when the extruder's config does not say. */
export const DEFAULT_FILAMENT_DIAMETER = 1.75;
/** Flow is measured over at least this long (ms). */
export const FLOW_MIN_INTERVAL_MS = 2000;

function positive(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

/**
 * Layers up to `height`: ceil((height - first layer height) / layer height + 1), used only when
 * positive (null otherwise, or when a value is missing).
 */
export function layerCount(
  height: number | null | undefined,
  firstLayerHeight: number | null | undefined,
  layerHeight: number | null | undefined,
): number | null {
  if (!positive(layerHeight) || typeof height !== 'number' || !Number.isFinite(height)) return null;
  if (typeof firstLayerHeight !== 'number' || !Number.isFinite(firstLayerHeight)) return null;
  // Round away float noise (0.6 - 0.2 = 0.39999…) before ceil.
  const layers = Math.ceil(Number(((height - firstLayerHeight) / layerHeight + 1).toFixed(6)));
  return layers > 0 ? layers : null;
}

export interface LayerMetadata {
  layer_count?: number;
  object_height?: number;
  first_layer_height?: number;
  layer_height?: number;
}

/** print_stats.info as the store holds it (layers set by SET_PRINT_STATS_INFO, else null). */
export type PrintInfo = Partial<PrintStatsInfo>;

/** Total layers: print_stats.info, else the file's layer_count, else computed from object height. */
export function totalLayers(
  info: PrintInfo | undefined,
  meta: LayerMetadata | undefined,
): number | null {
  if (positive(info?.total_layer)) return info.total_layer;
  if (positive(meta?.layer_count)) return meta.layer_count;
  return layerCount(meta?.object_height, meta?.first_layer_height, meta?.layer_height);
}

/**
 * The current layer: print_stats.info.current_layer when the slicer reports it, else computed from
 * the G-code Z position; never above the total, 0 when unknown.
 */
export function currentLayer(
  info: PrintInfo | undefined,
  z: number | null | undefined,
  meta: LayerMetadata | undefined,
  total: number | null,
): number {
  let layer: number | null = null;
  if (typeof info?.current_layer === 'number') layer = info.current_layer;
  else layer = layerCount(z, meta?.first_layer_height, meta?.layer_height);
  if (layer === null || layer < 0) return 0;
  return total !== null ? Math.min(layer, total) : layer;
}

/** One reading of the filament position (mm) at a time (ms). */
export interface FilamentSample {
  time: number;
  position: number;
}

/**
 * Volumetric flow (mm³/s) between two readings taken at least 2 s apart, with the filament's
 * diameter (1.75 mm unless given); null when the readings are too close. Never negative.
 */
export function volumetricFlow(
  previous: FilamentSample,
  next: FilamentSample,
  diameter: number | null | undefined = DEFAULT_FILAMENT_DIAMETER,
): number | null {
  const elapsed = next.time - previous.time;
  if (!(elapsed >= FLOW_MIN_INTERVAL_MS)) return null;
  const d = positive(diameter) ? diameter : DEFAULT_FILAMENT_DIAMETER;
  const area = Math.PI * (d / 2) ** 2;
  const moved = Math.max(0, next.position - previous.position);
  return (area * moved) / (elapsed / 1000);
}

/**
 * The estimated total print time from progress: print_duration / progress (null before there is
 * either).
 */
export function fileEstimate(
  progress: number | null | undefined,
  printDuration: number | null | undefined,
): number | null {
  if (!positive(progress) || !positive(printDuration)) return null;
  return printDuration / Math.min(progress, 1);
}

/**
 * Seconds left: from the progress-based estimate, else from the slicer's estimate; null when
 * neither is known.
 */
export function remainingTime(
  progress: number | null | undefined,
  printDuration: number | null | undefined,
  slicerEstimate: number | null | undefined,
): number | null {
  const duration = positive(printDuration) ? printDuration : 0;
  const total = fileEstimate(progress, printDuration);
  if (total !== null) return Math.max(0, total - duration);
  if (positive(slicerEstimate)) return Math.max(0, slicerEstimate - duration);
  return null;
}

/** When the print will end (ms since the epoch), or null. */
export function finishTime(nowMs: number, remaining: number | null): number | null {
  return remaining === null ? null : nowMs + remaining * 1000;
}

/**
 * The time shown as 'actual': the print's own duration, or the file's estimate while the print has
 * not run yet (actual 0).
 */
export function actualOrEstimate(
  printDuration: number | null | undefined,
  estimate: number | null | undefined,
): { seconds: number | null; kind: 'actual' | 'estimate' } {
  if (positive(printDuration)) return { seconds: printDuration, kind: 'actual' };
  return { seconds: positive(estimate) ? estimate : null, kind: 'estimate' };
}

/** A thumbnail's address: `${apiUrl}/server/files/gcodes/<dir of the file>/<relative_path>`. */
export function thumbnailUrl(apiUrl: string, filename: string, relativePath: string): string {
  const slash = filename.lastIndexOf('/');
  const dir = slash >= 0 ? filename.slice(0, slash) : '';
  const path = dir ? `${dir}/${relativePath}` : relativePath;
  const encoded = path
    .split('/')
    .map((part) => encodeURIComponent(part))
    .join('/');
  return `${apiUrl.replace(/\/$/, '')}/server/files/gcodes/${encoded}`;
}

/** The largest thumbnail of a list (by width), if any. */
export function largestThumbnail<T extends { width: number; relative_path: string }>(
  thumbnails: T[] | undefined,
): T | null {
  if (!thumbnails || thumbnails.length === 0) return null;
  return thumbnails.reduce((best, next) => (next.width > best.width ? next : best));
}

/** The last `count` unique files of a newest-first job list. */
export function uniqueRecentJobs<T extends { filename: string }>(jobs: T[], count: number): T[] {
  const seen = new Set<string>();
  const result: T[] = [];
  for (const job of jobs) {
    if (seen.has(job.filename)) continue;
    seen.add(job.filename);
    result.push(job);
    if (result.length === count) break;
  }
  return result;
}

/** The file's base name, for display. */
export function baseName(filename: string): string {
  const slash = filename.lastIndexOf('/');
  return slash >= 0 ? filename.slice(slash + 1) : filename;
}

export type JobStatusKind =
  | 'completed'
  | 'cancelled'
  | 'error'
  | 'printing'
  | 'server_exit'
  | 'klippy_shutdown'
  | 'klippy_disconnect'
  | 'unknown';

/** A history job's status as shown (in_progress and printing read as printing; others unknown). */
export function jobStatusKind(status: string): JobStatusKind {
  if (status === 'in_progress' || status === 'printing') return 'printing';
  if (
    status === 'completed' ||
    status === 'cancelled' ||
    status === 'error' ||
    status === 'server_exit' ||
    status === 'klippy_shutdown' ||
    status === 'klippy_disconnect'
  )
    return status;
  return 'unknown';
}
